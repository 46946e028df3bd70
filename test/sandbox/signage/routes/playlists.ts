import type { Route } from '../../server';
import { schemas } from '../schemas';
import type { SignageState } from '../state';
import { contains, paginate, recordHandlers } from './common';

/** Playlists: list, create, get, update and delete; each shown with its total duration. */
export function playlistsRoutes(state: SignageState): Route[] {
	const { get, remove } = recordHandlers(state);
	return [
		{
			method: 'GET',
			path: '/playlists',
			handler: (req) => {
				const q = req.query;
				const playlists = [...state.playlists.values()]
					.filter(
						(p) =>
							contains(p.name, q.search) &&
							(!q.screen_id || state.screensOf(p.id).includes(q.screen_id)),
					)
					.map((p) => state.playlistView(p));
				return { body: paginate(playlists, q) };
			},
		},
		{
			method: 'POST',
			path: '/playlists',
			scope: 'grid:playlists:write',
			body: schemas.playlist(true),
			handler: (req) => ({ status: 201, body: state.savePlaylist(req.body) }),
		},
		{
			method: 'GET',
			path: '/playlists/{playlist_id}',
			handler: get(state.playlists, 'playlist', 'playlist_id', (p) => state.playlistView(p)),
		},
		{
			method: 'PATCH',
			path: '/playlists/{playlist_id}',
			body: schemas.playlist(false),
			handler: (req) => ({
				body: state.savePlaylist(
					req.body,
					state.find(state.playlists, req.params.playlist_id, 'playlist'),
				),
			}),
		},
		{
			method: 'DELETE',
			path: '/playlists/{playlist_id}',
			handler: remove(state.playlists, 'playlist', 'playlist_id', (id) => {
				for (const screen of state.screens.values())
					if (screen.current_playlist_id === id) screen.current_playlist_id = null;
			}),
		},
	];
}
