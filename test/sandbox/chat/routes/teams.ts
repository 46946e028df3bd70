import { crud } from './crud';
import type { Route } from '../../server';
import { ChatState } from '../state';
import { lookups } from './lookups';

export function teamRoutes(state: ChatState): Route[] {
	const { A } = lookups(state);
	return [
		...crud(
			state,
			`${A}/teams`,
			state.teams,
			'team',
			{
				name: { type: 'string', minLength: 1 },
				description: { type: 'string' },
				allow_auto_assign: { type: 'boolean' },
			},
			['name'],
		),
	];
}
