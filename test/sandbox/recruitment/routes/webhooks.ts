import type { Route, SandboxRequest } from '../../server';
import { schemas } from '../schemas';
import type { RecruitmentState } from '../state';

/** The account's one webhook configuration (PUT replaces it). */
export function webhookRoutes(state: RecruitmentState): Route[] {
	return [
		{
			method: 'PUT',
			path: '/webhooks',
			body: schemas.webhook,
			handler: (req: SandboxRequest) => {
				state.webhook = {
					url: req.body.url,
					events: req.body.events,
					secret: req.body.secret,
					updated_at: state.now(),
				};
				const { secret, ...shown } = state.webhook;
				return { body: { data: { ...shown, signed: Boolean(secret) } } };
			},
		},
	];
}
