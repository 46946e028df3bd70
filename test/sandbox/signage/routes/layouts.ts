import type { Route } from '../../server';
import { schemas } from '../schemas';
import type { SignageState } from '../state';
import { recordHandlers } from './common';

/** Layouts and their zones. */
export function layoutsRoutes(state: SignageState): Route[] {
	const { get, remove, list } = recordHandlers(state);
	return [
		{ method: 'GET', path: '/layouts', handler: list(() => [...state.layouts.values()]) },
		{
			method: 'POST',
			path: '/layouts',
			scope: 'grid:playlists:write',
			body: schemas.layout(true),
			handler: (req) => ({ status: 201, body: state.saveLayout(req.body) }),
		},
		{
			method: 'GET',
			path: '/layouts/{layout_id}',
			handler: get(state.layouts, 'layout', 'layout_id'),
		},
		{
			method: 'PATCH',
			path: '/layouts/{layout_id}',
			body: schemas.layout(false),
			handler: (req) => ({
				body: state.saveLayout(req.body, state.find(state.layouts, req.params.layout_id, 'layout')),
			}),
		},
		{
			method: 'DELETE',
			path: '/layouts/{layout_id}',
			handler: remove(state.layouts, 'layout', 'layout_id'),
		},
	];
}
