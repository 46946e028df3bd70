import { FORMS_KEYS } from '../sandbox/forms';
import { formsTestbed, byId } from './helpers';

const bed = formsTestbed();
describe('BizOps Forms: forms', () => {
	test('create sends title and description with the X-API-Key header; get returns the schema', async () => {
		const created = await bed.run({
			resource: 'form',
			operation: 'create',
			title: ' Feedback ',
			description: 'Tell us',
		});
		expect(created.items[0].json).toMatchObject({
			title: 'Feedback',
			description: 'Tell us',
			status: 'draft',
		});
		const [request] = bed.requests('POST', '/forms');
		expect(request.body).toEqual({ title: 'Feedback', description: 'Tell us' });
		expect(request.headers['x-api-key']).toBe(FORMS_KEYS.main);
		const got = await bed.run({
			resource: 'form',
			operation: 'get',
			formId: byId(String(created.items[0].json.id)),
		});
		expect(got.items[0].json).toMatchObject({
			id: created.items[0].json.id,
			schema: { fields: [] },
		});
		const untitled = await bed.run({
			resource: 'form',
			operation: 'create',
			title: '  ',
			description: '',
		});
		expect(untitled.error?.message).toBe('Title: is required (item 0)');
		expect(bed.requests('POST')).toHaveLength(1);
	});

	test('get many walks limit/offset pages until a short page; Limit stops exactly', async () => {
		for (let i = 0; i < 130; i++) bed.state().addForm({ title: `Form ${i}` });
		const all = await bed.run({ resource: 'form', operation: 'getAll', returnAll: true });
		expect(all.items).toHaveLength(131);
		expect(bed.requests('GET', '/forms').map((r) => [r.query.limit, r.query.offset])).toEqual([
			['100', '0'],
			['100', '100'],
		]);
		expect(all.items[0].json).not.toHaveProperty('schema');
		bed.sandbox.clearLog();
		const some = await bed.run({
			resource: 'form',
			operation: 'getAll',
			returnAll: false,
			limit: 7,
		});
		expect(some.items).toHaveLength(7);
		expect(bed.requests('GET', '/forms').map((r) => [r.query.limit, r.query.offset])).toEqual([
			['7', '0'],
		]);
	});
});
