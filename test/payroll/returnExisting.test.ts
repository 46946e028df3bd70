import type { INodeParameters } from 'n8n-workflow';

import { ANA, payrollTestbed } from './helpers';

const bed = payrollTestbed();
const posts = () => bed.requests('POST', '/employees');
const lists = () => bed.requests('GET', '/employees');
const create = (fields: INodeParameters = {}, input?: Array<Record<string, unknown>>) =>
	bed.run({ resource: 'employee', operation: 'create', ...ANA, ...fields }, input);

/**
 * Employees the list's `search` for Ana's RFC finds (their employee number holds it) that are not
 * Ana (from 10 on: the helper's employee 4 has Ana's CURP)
 */
const nearMisses = (count: number) => {
	for (let n = 10; n < 10 + count; n++) bed.employee(n, { employee_number: `${ANA.rfc}-${n}` });
};

describe('Employee → Create with Return Existing Instead of Creating', () => {
	test('off (the default): one POST and no list; an employee with the same RFC makes it fail (409)', async () => {
		bed.employee(1, { rfc: ANA.rfc });
		const { error } = await create();
		expect(posts()).toHaveLength(1);
		expect(lists()).toHaveLength(0);
		expect(error?.message).toMatch(/^Payroll answered 409 duplicate: An employee with this rfc/);
	});

	test('on: the employee with the same RFC in any case, pages deep, is output and nothing is posted', async () => {
		nearMisses(120);
		// Named to be listed last (the list sorts by name): the 121st, on the second page of 100. Its
		// RFC as a service that keeps what was typed would list it; the node sends RFCs upper-cased.
		const ana = bed.employee(500, {
			...ANA,
			name: 'Zulema Ana García',
			rfc: ANA.rfc.toLowerCase(),
		});
		const { items, error } = await create({ findFirst: true, rfc: ` ${ANA.rfc.toLowerCase()} ` });
		expect(error).toBeUndefined();
		expect(posts()).toHaveLength(0);
		expect(items).toHaveLength(1);
		expect(items[0].json).toEqual(bed.state().employees.get(ana.id));
		expect(items[0].pairedItem).toEqual({ item: 0 });
		expect(lists().map(({ query }) => [query.search, query.page, query.per_page])).toEqual([
			[ANA.rfc, '1', '100'],
			[ANA.rfc, '2', '100'],
		]);
	});

	test('on: a terminated employee with the same RFC counts: it is output, nothing is posted', async () => {
		const ana = bed.employee(1, ANA);
		bed.state().terminate(ana.id, { termination_date: '2025-06-30', reason: 'resignation' });
		const { items, error } = await create({ findFirst: true });
		expect(error).toBeUndefined();
		expect(posts()).toHaveLength(0);
		expect(items[0].json).toMatchObject({ id: ana.id, status: 'terminated' });
	});

	test('on: employees the search finds by name or number, and one of another homoclave, are not Ana: created once, and a second run returns that one', async () => {
		nearMisses(3);
		bed.employee(200, { name: `Hired before as ${ANA.rfc}` });
		bed.employee(201, { rfc: `${ANA.rfc.slice(0, 10)}QX2` });
		const first = await create({ findFirst: true });
		expect(first.error).toBeUndefined();
		expect(posts().map((request) => request.body.rfc)).toEqual([ANA.rfc]);
		expect(first.items[0].json).toMatchObject({ rfc: ANA.rfc, name: ANA.name });
		const again = await create({ findFirst: true });
		expect(posts()).toHaveLength(1);
		expect(again.items[0].json.id).toBe(first.items[0].json.id);
	});

	test('on, per item: the item whose RFC is registered gets that employee, the other is created, each paired with its input', async () => {
		const ana = bed.employee(1, ANA);
		const luis = {
			...ANA,
			name: 'Luis Hernández',
			rfc: 'HERL900715AB2',
			curp: 'HERL900715HJCRZS08',
		};
		const { items, error } = await create(
			{
				findFirst: true,
				name: '={{ $json.name }}',
				rfc: '={{ $json.rfc }}',
				curp: '={{ $json.curp }}',
			},
			[ANA, luis],
		);
		expect(error).toBeUndefined();
		expect(posts().map((request) => request.body.rfc)).toEqual([luis.rfc]);
		expect(items.map((item) => [item.json.rfc, item.pairedItem])).toEqual([
			[ANA.rfc, { item: 0 }],
			[luis.rfc, { item: 1 }],
		]);
		expect(items[0].json.id).toBe(ana.id);
	});
});
