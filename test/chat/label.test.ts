import type { Case } from './helpers';
import { A, chatTestbed, operationCases, refusedBeforeAnyRequest } from './helpers';

const bed = chatTestbed();

const cases: Case[] = [
	{
		name: 'Label → Get Many',
		parameters: () => ({ resource: 'label', operation: 'getAll', returnAll: true }),
		request: { method: 'GET', route: `${A}/labels` },
		output: (json) => expect(json).toMatchObject({ title: 'billing' }),
	},
	{
		name: 'Label → Create',
		parameters: () => ({
			resource: 'label',
			operation: 'create',
			title: 'vip-customer',
			additionalFields: { color: '#ff0000', show_on_sidebar: false, description: 'Top' },
		}),
		request: {
			method: 'POST',
			route: `${A}/labels`,
			body: { title: 'vip-customer', color: '#ff0000', show_on_sidebar: false, description: 'Top' },
		},
		output: (json) => expect(json).toMatchObject({ title: 'vip-customer', color: '#ff0000' }),
	},
	{
		name: 'Label → Update',
		parameters: (s) => ({
			resource: 'label',
			operation: 'update',
			labelId: String(s.label.id),
			updateFields: { description: 'Invoices' },
		}),
		request: { method: 'PATCH', route: `${A}/labels/{id}`, body: { description: 'Invoices' } },
		output: (json) => expect(json).toMatchObject({ title: 'billing', description: 'Invoices' }),
	},
	{
		name: 'Label → Delete',
		parameters: (s) => ({ resource: 'label', operation: 'delete', labelId: String(s.label.id) }),
		request: { method: 'DELETE', route: `${A}/labels/{id}` },
		output: (json) => expect(json).toMatchObject({ deleted: true }),
	},
];

operationCases(bed, cases);

describe('Chat whole lists', () => {
	test('Limit cuts a list the API returns whole; the definitions filter by what they apply to', async () => {
		for (const title of ['a', 'b', 'c']) bed.state().addLabel({ title });
		const some = await bed.run({ resource: 'label', operation: 'getAll', limit: 2 });
		expect(some.items.map((i) => i.json.title)).toEqual(['a', 'b']);
		expect(bed.requests('GET', `${A}/labels`)).toHaveLength(1);
		for (const [key, model] of [
			['plan', 'contact_attribute'],
			['order_ref', 'conversation_attribute'],
		]) {
			const record = {
				id: bed.state().id(),
				account_id: 1,
				attribute_key: key,
				attribute_model: model,
			};
			bed.state().attributeDefinitions.set(record.id, record);
		}
		const conversationOnes = await bed.run({
			resource: 'customAttribute',
			operation: 'getAll',
			returnAll: true,
			filters: { attribute_model: 'conversation_attribute' },
		});
		expect(conversationOnes.items.map((i) => i.json.attribute_key)).toEqual(['order_ref']);
		expect(bed.requests('GET', `${A}/custom_attribute_definitions`)[0].query).toEqual({
			attribute_model: 'conversation_attribute',
		});
	});
});

refusedBeforeAnyRequest(bed, [
	[
		'label title',
		{ resource: 'label', operation: 'create', title: 'two words' },
		/^Title: may hold only letters, digits, hyphens and underscores/,
	],
	[
		'label colour',
		{ resource: 'label', operation: 'create', title: 'ok', additionalFields: { color: 'red' } },
		/^Color: must be a colour as #RRGGBB/,
	],
]);
