import type { Route } from '../../server';
import type { MeetingsState } from '../state';
import { lookups } from './lookups';

/** The sandbox's own controls (no part of the API): a session of a meeting ends, `agoMs` ago (default now). */
export function controlsRoutes(state: MeetingsState): Route[] {
	const { find } = lookups(state);
	return [
		{
			method: 'POST',
			path: '/_sim/meetings/{publicMeetingId}/end',
			auth: false,
			body: {
				type: 'object',
				properties: { agoMs: { type: 'number', minimum: 0 } },
				additionalProperties: false,
			},
			handler: (req) => {
				find(req.params.publicMeetingId);
				const session = state.endSession(
					req.params.publicMeetingId,
					Date.now() - (req.body?.agoMs ?? 0),
				);
				return { status: 201, body: { session } };
			},
		},
	];
}
