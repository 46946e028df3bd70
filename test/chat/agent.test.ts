import type { Case } from './helpers';
import { A, chatTestbed, operationCases, refusedBeforeAnyRequest } from './helpers';

const bed = chatTestbed();

const cases: Case[] = [
	{
		name: 'Agent → Get Many',
		parameters: () => ({ resource: 'agent', operation: 'getAll', returnAll: true }),
		request: { method: 'GET', route: `${A}/agents` },
		output: (json, _s, items) => {
			expect(json).toMatchObject({ name: 'Ana Agent', role: 'administrator' });
			expect(items).toHaveLength(1);
		},
	},
	{
		name: 'Agent → Invite',
		parameters: () => ({
			resource: 'agent',
			operation: 'invite',
			name: 'Lee Park',
			email: 'lee@support.example',
			role: 'agent',
		}),
		request: {
			method: 'POST',
			route: `${A}/agents`,
			body: { name: 'Lee Park', email: 'lee@support.example', role: 'agent' },
		},
		output: (json) =>
			expect(json).toMatchObject({ name: 'Lee Park', confirmed: false, role: 'agent' }),
	},
	{
		name: 'Agent → Update role and availability',
		parameters: () => {
			const lee = bed.state().addAgent({ name: 'Lee', email: 'lee@x.example' });
			return {
				resource: 'agent',
				operation: 'update',
				agentId: String(lee.id),
				updateFields: { role: 'administrator', availability: 'busy' },
			};
		},
		request: {
			method: 'PATCH',
			route: `${A}/agents/{id}`,
			body: { role: 'administrator', availability: 'busy' },
		},
		output: (json) =>
			expect(json).toMatchObject({ role: 'administrator', availability_status: 'busy' }),
	},
	{
		name: 'Agent → Delete',
		parameters: () => ({
			resource: 'agent',
			operation: 'delete',
			agentId: String(bed.state().addAgent({ name: 'Lee', email: 'lee@x.example' }).id),
		}),
		request: { method: 'DELETE', route: `${A}/agents/{id}` },
		output: (json) => expect(json).toMatchObject({ deleted: true }),
	},
];

operationCases(bed, cases);

refusedBeforeAnyRequest(bed, [
	[
		'agent e-mail',
		{ resource: 'agent', operation: 'invite', name: 'x', email: 'nope', role: 'agent' },
		/^Email: must be a valid e-mail address/,
	],
]);
