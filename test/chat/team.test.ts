import type { Case } from './helpers';
import { A, chatTestbed, operationCases, refusedBeforeAnyRequest } from './helpers';

const bed = chatTestbed();

const cases: Case[] = [
	{
		name: 'Team → Get Many',
		parameters: () => ({ resource: 'team', operation: 'getAll', returnAll: true }),
		request: { method: 'GET', route: `${A}/teams` },
		output: (json, s) => expect(json).toMatchObject({ id: s.team.id, name: 'Billing' }),
	},
	{
		name: 'Team → Create',
		parameters: () => ({
			resource: 'team',
			operation: 'create',
			name: 'Tech',
			additionalFields: { description: 'Bugs', allow_auto_assign: false },
		}),
		request: {
			method: 'POST',
			route: `${A}/teams`,
			body: { name: 'Tech', description: 'Bugs', allow_auto_assign: false },
		},
		output: (json) =>
			expect(json).toMatchObject({
				id: expect.any(Number),
				name: 'Tech',
				allow_auto_assign: false,
			}),
	},
	{
		name: 'Team → Get',
		parameters: (s) => ({ resource: 'team', operation: 'get', teamId: String(s.team.id) }),
		request: { method: 'GET', route: `${A}/teams/{id}` },
		output: (json, s) => expect(json).toMatchObject({ id: s.team.id }),
	},
	{
		name: 'Team → Update',
		parameters: (s) => ({
			resource: 'team',
			operation: 'update',
			teamId: String(s.team.id),
			updateFields: { name: 'Billing EU' },
		}),
		request: { method: 'PATCH', route: `${A}/teams/{id}`, body: { name: 'Billing EU' } },
		output: (json) => expect(json).toMatchObject({ name: 'Billing EU' }),
	},
	{
		name: 'Team → Delete',
		parameters: (s) => ({ resource: 'team', operation: 'delete', teamId: String(s.team.id) }),
		request: { method: 'DELETE', route: `${A}/teams/{id}` },
		output: (json, s) => {
			expect(json).toEqual({ id: String(s.team.id), deleted: true });
			expect(bed.state().teams.has(s.team.id)).toBe(false);
		},
	},
];

operationCases(bed, cases);

refusedBeforeAnyRequest(bed, [
	[
		'update with nothing to change',
		{ resource: 'team', operation: 'update', teamId: '5', updateFields: {} },
		/^Update Fields: set at least one field to update/,
	],
]);
