import { crud } from './crud';
import type { Route } from '../../server';
import { ChatState } from '../state';
import { lookups } from './lookups';

/** Canned responses, with Chatwoot's fields: short_code, content. */
export function cannedResponseRoutes(state: ChatState): Route[] {
	const { A } = lookups(state);
	return [
		...crud(
			state,
			`${A}/canned_responses`,
			state.cannedResponses,
			'canned response',
			{ short_code: { type: 'string', minLength: 1 }, content: { type: 'string', minLength: 1 } },
			['short_code', 'content'],
		),
	];
}
