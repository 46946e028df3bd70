import type { Route } from '../../server';
import { ChatState } from '../state';
import { lookups } from './lookups';

export function teamRoutes(state: ChatState): Route[] {
	const { crud, A } = lookups(state);
	return [
		...crud(
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
