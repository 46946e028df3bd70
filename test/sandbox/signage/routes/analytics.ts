import type { Route } from '../../server';
import { GROUP_BY } from '../schemas';
import type { SignageState } from '../state';
import type { Rec } from './common';
import { dateQuery, oneOf } from './common';

/** Analytics: playback from the recorded plays, and the screens status summary. */
export function analyticsRoutes(state: SignageState): Route[] {
	return [
		{
			method: 'GET',
			path: '/analytics/playback',
			scope: 'grid:analytics:read',
			handler: (req) => {
				const q = req.query;
				oneOf(q, 'group_by', GROUP_BY);
				const [from, to] = [dateQuery(q, 'from'), dateQuery(q, 'to')];
				const plays = state.plays.filter(
					(p) =>
						(!q.screen_id || p.screen_id === q.screen_id) &&
						(!q.media_id || p.media_id === q.media_id) &&
						(!q.playlist_id || p.playlist_id === q.playlist_id) &&
						(!from || p.at >= from) &&
						(!to || p.at <= to),
				);
				const groupBy = q.group_by ?? 'media';
				const keyOf: Record<string, (p: Rec) => string> = {
					screen: (p) => p.screen_id,
					media: (p) => p.media_id,
					playlist: (p) => p.playlist_id ?? '',
					day: (p) => p.at.slice(0, 10),
					hour: (p) => `${p.at.slice(0, 13)}:00`,
				};
				const groups = new Map<string, Rec[]>();
				for (const play of plays)
					groups.set(keyOf[groupBy](play), [...(groups.get(keyOf[groupBy](play)) ?? []), play]);
				const rows = [...groups].map(([key, group]) => {
					const media = groupBy === 'media' ? state.media.get(key) : undefined;
					return {
						...(groupBy === 'media'
							? { media_id: key, media_name: media?.name ?? null }
							: { [groupBy === 'day' || groupBy === 'hour' ? groupBy : `${groupBy}_id`]: key }),
						total_plays: group.length,
						total_duration_seconds: group.reduce((sum, p) => sum + p.seconds, 0),
						unique_screens: new Set(group.map((p) => p.screen_id)).size,
						completion_rate:
							Math.round((group.filter((p) => p.completed).length / group.length) * 1000) / 10,
					};
				});
				return {
					body: {
						data: rows,
						meta: { period: { from: from ?? null, to: to ?? null }, total_plays: plays.length },
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/analytics/screens/status',
			handler: () => {
				const screens = [...state.screens.values()];
				const count = (status: string) => screens.filter((s) => s.status === status).length;
				const uptime = screens.length
					? screens.reduce((sum, s) => sum + state.uptimePercent(s), 0) / screens.length
					: 0;
				return {
					body: {
						total_screens: screens.length,
						online: count('online'),
						offline: count('offline'),
						standby: count('standby'),
						average_uptime_percent: Math.round(uptime * 10) / 10,
					},
				};
			},
		},
	];
}
