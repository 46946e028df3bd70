import type { Route } from '../../server';
import { schemas } from '../schemas';
import type { SignageState } from '../state';
import { recordHandlers } from './common';

/** Screen groups. */
export function groupsRoutes(state: SignageState): Route[] {
	const { get, remove, list } = recordHandlers(state);
	return [
		{ method: 'GET', path: '/groups', handler: list(() => [...state.groups.values()]) },
		{
			method: 'POST',
			path: '/groups',
			body: schemas.group(true),
			handler: (req) => ({ status: 201, body: state.saveGroup(req.body) }),
		},
		{ method: 'GET', path: '/groups/{group_id}', handler: get(state.groups, 'group', 'group_id') },
		{
			method: 'PATCH',
			path: '/groups/{group_id}',
			body: schemas.group(false),
			handler: (req) => ({
				body: state.saveGroup(req.body, state.find(state.groups, req.params.group_id, 'group')),
			}),
		},
		{
			method: 'DELETE',
			path: '/groups/{group_id}',
			handler: remove(state.groups, 'group', 'group_id', (id) => {
				for (const screen of state.screens.values())
					if (screen.group_id === id) screen.group_id = null;
			}),
		},
	];
}
