import type { Route } from '../../server';
import { STATUSES, schemas } from '../schemas';
import type { SignageState } from '../state';
import type { Rec } from './common';
import { contains, oneOf, paginate, recordHandlers } from './common';

/** Screens: list, get, pair, update, remote actions and unpair. */
export function screensRoutes(state: SignageState): Route[] {
	const { get } = recordHandlers(state);
	return [
		{
			method: 'GET',
			path: '/screens',
			scope: 'grid:screens:read',
			handler: (req) => {
				const q = req.query;
				oneOf(q, 'status', STATUSES);
				const screens = [...state.screens.values()].filter(
					(s) =>
						(!q.status || s.status === q.status) &&
						(!q.group_id || s.group_id === q.group_id) &&
						contains(s.name, q.search),
				);
				return { body: paginate(screens, q) };
			},
		},
		{
			method: 'GET',
			path: '/screens/{screen_id}',
			handler: get(state.screens, 'screen', 'screen_id'),
		},
		{
			method: 'POST',
			path: '/screens',
			scope: 'grid:screens:write',
			body: schemas.pair,
			handler: (req) => ({ status: 201, body: state.pair(req.body) }),
		},
		{
			method: 'PATCH',
			path: '/screens/{screen_id}',
			body: schemas.screenUpdate,
			handler: (req) => {
				const screen = state.find(state.screens, req.params.screen_id, 'screen');
				if (req.body.orientation && req.body.orientation !== screen.orientation)
					screen.resolution = screen.resolution.split('x').reverse().join('x');
				return { body: Object.assign(screen, req.body) };
			},
		},
		{
			method: 'POST',
			path: '/screens/{screen_id}/actions',
			body: schemas.action,
			handler: (req) => {
				const screen = state.find(state.screens, req.params.screen_id, 'screen');
				const action: Rec = {
					id: state.id('act'),
					screen_id: screen.id,
					action: req.body.action,
					reason: req.body.reason ?? null,
					status: 'queued',
					requested_at: state.now(),
					...(req.body.action === 'screenshot'
						? { screenshot_url: `https://cdn.signage.example/screenshots/${screen.id}.png` }
						: {}),
				};
				state.actions.push(action);
				if (req.body.action === 'force_sync') screen.last_sync = action.requested_at;
				return { status: 202, body: action };
			},
		},
		{
			method: 'DELETE',
			path: '/screens/{screen_id}',
			scope: 'grid:screens:write',
			handler: (req) => {
				state.unpair(req.params.screen_id);
				return { status: 204 };
			},
		},
	];
}
