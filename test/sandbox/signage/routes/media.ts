import type { Route, SandboxRequest } from '../../server';
import { ApiFailure } from '../../server';
import { schemas } from '../schemas';
import type { SignageState } from '../state';
import { invalid } from '../state';
import { contains, oneOf, paginate, recordHandlers } from './common';

/** Media: list, multipart upload, get, update, and delete (409 while in use, unless force=true). */
export function mediaRoutes(state: SignageState): Route[] {
	const { get } = recordHandlers(state);
	return [
		{
			method: 'GET',
			path: '/media',
			scope: 'grid:media:read',
			handler: (req) => {
				const q = req.query;
				oneOf(q, 'type', ['image', 'video']);
				const media = [...state.media.values()].filter(
					(m) =>
						(!q.type || m.type === q.type) &&
						(!q.folder_id || m.folder_id === q.folder_id) &&
						(!q.tag || m.tags.includes(q.tag)) &&
						contains(m.file_name, q.search),
				);
				return { body: paginate(media, q) };
			},
		},
		{
			method: 'POST',
			path: '/media',
			scope: 'grid:media:write',
			handler: (req: SandboxRequest) => {
				const contentType = String(req.headers['content-type'] ?? '');
				if (!contentType.startsWith('multipart/form-data'))
					throw new ApiFailure(400, 'invalid_content_type', 'upload expects multipart/form-data');
				const parts = req.parts;
				const file = parts.find((p) => p.name === 'file' && p.fileName !== undefined);
				if (!file) return invalid('file', 'is required');
				const field = (name: string) => parts.find((p) => p.name === name)?.data.toString('utf8');
				const media = state.addMedia({
					name: field('name'),
					folder_id: field('folder_id'),
					tags: parts.filter((p) => p.name === 'tags[]').map((p) => p.data.toString('utf8')),
					fileName: file.fileName!,
					contentType: file.contentType ?? 'application/octet-stream',
					bytes: file.data,
					size: file.size,
				});
				return { status: 201, body: media };
			},
		},
		{ method: 'GET', path: '/media/{media_id}', handler: get(state.media, 'media', 'media_id') },
		{
			method: 'PATCH',
			path: '/media/{media_id}',
			body: schemas.mediaUpdate,
			handler: (req) => ({
				body: Object.assign(state.find(state.media, req.params.media_id, 'media'), req.body, {
					updated_at: state.now(),
				}),
			}),
		},
		{
			method: 'DELETE',
			path: '/media/{media_id}',
			handler: (req) => {
				state.find(state.media, req.params.media_id, 'media');
				const uses = state.usesOf(req.params.media_id);
				if ((uses.playlists.length || uses.layouts.length) && req.query.force !== 'true') {
					const names = [...uses.playlists, ...uses.layouts].map((r) => r.name).join(', ');
					throw new ApiFailure(
						409,
						'media_in_use',
						`The media is used in an active playlist or layout (${names})`,
						{
							playlist_ids: uses.playlists.map((p) => p.id),
							layout_ids: uses.layouts.map((l) => l.id),
						},
					);
				}
				state.deleteMedia(req.params.media_id);
				return { status: 204 };
			},
		},
	];
}
