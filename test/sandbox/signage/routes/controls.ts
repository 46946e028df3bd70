import type { Route } from '../../server';
import { STATUSES } from '../schemas';
import type { SignageState } from '../state';

/** The sandbox's own controls (no part of the API): a device showing a pairing code, a screen changing status. */
export function controlsRoutes(state: SignageState): Route[] {
	return [
		{
			method: 'POST',
			path: '/_sim/devices',
			auth: false,
			handler: (req) => ({
				status: 201,
				body: { pairing_code: state.announceDevice(req.body?.pairing_code) },
			}),
		},
		{
			method: 'POST',
			path: '/_sim/screens/{screen_id}/status',
			auth: false,
			body: { type: 'object', required: ['status'], properties: { status: { enum: STATUSES } } },
			handler: (req) => ({ body: state.setStatus(req.params.screen_id, req.body.status) }),
		},
	];
}
