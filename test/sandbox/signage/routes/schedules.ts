import type { Route } from '../../server';
import { ApiFailure } from '../../server';
import { schemas } from '../schemas';
import type { SignageState } from '../state';
import { dateQuery, paginate, recordHandlers } from './common';

/** Schedules: list by screen, group, state and period; create, get, update, delete. */
export function schedulesRoutes(state: SignageState): Route[] {
	const { get, remove } = recordHandlers(state);
	return [
		{
			method: 'GET',
			path: '/schedules',
			handler: (req) => {
				const q = req.query;
				if (q.active !== undefined && !['true', 'false'].includes(q.active))
					throw new ApiFailure(400, 'invalid_parameter', 'active must be true or false');
				const [from, to] = [dateQuery(q, 'from')?.slice(0, 10), dateQuery(q, 'to')?.slice(0, 10)];
				const groupScreens = q.group_id ? (state.groups.get(q.group_id)?.screen_ids ?? []) : [];
				const schedules = [...state.schedules.values()].filter(
					(s) =>
						(!q.screen_id || s.screen_ids.includes(q.screen_id)) &&
						(!q.group_id || s.screen_ids.some((id: string) => groupScreens.includes(id))) &&
						(q.active === undefined || String(s.active) === q.active) &&
						(!from || !s.date_range?.end || s.date_range.end >= from) &&
						(!to || !s.date_range?.start || s.date_range.start <= to),
				);
				return { body: paginate(schedules, q) };
			},
		},
		{
			method: 'POST',
			path: '/schedules',
			scope: 'grid:schedules:write',
			body: schemas.schedule(true),
			handler: (req) => ({ status: 201, body: state.saveSchedule(req.body) }),
		},
		{
			method: 'GET',
			path: '/schedules/{schedule_id}',
			handler: get(state.schedules, 'schedule', 'schedule_id'),
		},
		{
			method: 'PATCH',
			path: '/schedules/{schedule_id}',
			body: schemas.schedule(false),
			handler: (req) => ({
				body: state.saveSchedule(
					req.body,
					state.find(state.schedules, req.params.schedule_id, 'schedule'),
				),
			}),
		},
		{
			method: 'DELETE',
			path: '/schedules/{schedule_id}',
			handler: remove(state.schedules, 'schedule', 'schedule_id'),
		},
	];
}
