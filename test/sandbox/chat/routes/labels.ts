import { crud } from './crud';
import { ApiFailure } from '../../server';
import type { Route } from '../../server';
import { ChatState } from '../state';
import { lookups } from './lookups';

export function labelRoutes(state: ChatState): Route[] {
	const { A } = lookups(state);
	return [
		...crud(
			state,
			`${A}/labels`,
			state.labels,
			'label',
			{
				title: { type: 'string', pattern: '^[\\w-]+$' },
				description: { type: 'string' },
				color: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
				show_on_sidebar: { type: 'boolean' },
			},
			['title'],
			{
				get: false,
				list: (records) => ({ payload: records }),
				check: (body, accountId, except) => {
					if (
						body.title &&
						state
							.inAccount(state.labels, accountId)
							.some((l) => l.title === body.title && l.id !== except)
					) {
						throw new ApiFailure(422, 'validation_error', 'Title has already been taken', [
							'title',
						]);
					}
				},
			},
		),
	];
}
