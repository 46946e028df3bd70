import type { IDataObject } from 'n8n-workflow';

import { payrollTestbed } from './helpers';

const bed = payrollTestbed();
const ids = (items: Array<{ json: IDataObject }>) => items.map((i) => i.json.id);
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1) + minutes * 60_000).toISOString();

describe('BizOps Payroll Trigger (polling)', () => {
	test('new employees: the first poll marks the start; each later employee is reported once, whatever the list order, across pages', async () => {
		for (let n = 1; n <= 3; n++) bed.employee(n, { created_at: at(n) });
		const first = await bed.poll({ event: 'newEmployee' });
		expect(first.items).toHaveLength(0);

		// Names sort the list; new employees land on every page, not only the first.
		const added = Array.from({ length: 120 }, (_, i) =>
			bed.employee(100 + i, {
				name: `${String.fromCharCode(65 + (i % 26))} new ${i}`,
				created_at: at(10 + i),
			}),
		);
		const second = await bed.poll({ event: 'newEmployee' }, first.staticData);
		expect(ids(second.items)).toEqual(added.map((e) => e.id));
		expect(
			bed.requests('GET', '/employees').filter((r) => r.query.page === '2').length,
		).toBeGreaterThan(0);

		const third = await bed.poll({ event: 'newEmployee' }, second.staticData);
		expect(third.items).toHaveLength(0);

		// Two employees with the same creation moment, one seen before the other: each once.
		const tieA = bed.employee(300, { created_at: at(500) });
		const fourth = await bed.poll({ event: 'newEmployee' }, third.staticData);
		const tieB = bed.employee(301, { created_at: at(500) });
		const fifth = await bed.poll({ event: 'newEmployee' }, fourth.staticData);
		expect([ids(fourth.items), ids(fifth.items)]).toEqual([[tieA.id], [tieB.id]]);
	});

	test('period status changes: each change once with the status before; a new period counts from none', async () => {
		const january = bed.period('draft');
		const first = await bed.poll({ event: 'periodStatusChanged' });
		expect(first.items).toHaveLength(0);

		bed.state().calculate(january.id);
		const second = await bed.poll({ event: 'periodStatusChanged' }, first.staticData);
		expect(second.items.map((i) => [i.json.id, i.json.previous_status, i.json.status])).toEqual([
			[january.id, 'draft', 'calculated'],
		]);
		expect(
			(await bed.poll({ event: 'periodStatusChanged' }, second.staticData)).items,
		).toHaveLength(0);

		// approved and stamped between two polls: reported as calculated → stamped.
		bed.state().approve(january.id);
		bed.state().stamp(january.id);
		const february = bed.period('draft', {
			start_date: '2026-02-01',
			end_date: '2026-02-15',
			payment_date: '2026-02-15',
		});
		const third = await bed.poll({ event: 'periodStatusChanged' }, second.staticData);
		expect(third.items.map((i) => [i.json.id, i.json.previous_status, i.json.status])).toEqual([
			[february.id, null, 'draft'],
			[january.id, 'calculated', 'stamped'],
		]);
	});

	test('statuses noted by the first release (static data `changes`) carry over: the first poll after an update reports what changed since', async () => {
		const period = bed.period('draft');
		bed.state().calculate(period.id);
		const firstRelease = {
			'node:Node': { changes: { key: 'payroll:status', values: { [period.id]: 'draft' } } },
		};
		const updated = await bed.poll({ event: 'periodStatusChanged' }, firstRelease);
		expect(updated.items.map((i) => [i.json.id, i.json.previous_status, i.json.status])).toEqual([
			[period.id, 'draft', 'calculated'],
		]);
		expect(
			(await bed.poll({ event: 'periodStatusChanged' }, updated.staticData)).items,
		).toHaveLength(0);
	});

	test('a period missing from one poll keeps its status: when it shows again, its change is reported from that status', async () => {
		const period = bed.period('draft');
		const first = await bed.poll({ event: 'periodStatusChanged' });
		bed.state().calculate(period.id);
		// As if a page shift hid it from the walk.
		bed.state().periods.delete(period.id);
		const hidden = await bed.poll({ event: 'periodStatusChanged' }, first.staticData);
		expect(hidden.items).toHaveLength(0);
		bed.state().periods.set(period.id, period);
		const shown = await bed.poll({ event: 'periodStatusChanged' }, hidden.staticData);
		expect(shown.items.map((i) => [i.json.id, i.json.previous_status, i.json.status])).toEqual([
			[period.id, 'draft', 'calculated'],
		]);
	});

	test('New Status limits what is reported, and the others are still remembered', async () => {
		const period = bed.period('calculated');
		const first = await bed.poll({ event: 'periodStatusChanged', statuses: ['stamped'] });
		bed.state().approve(period.id);
		const second = await bed.poll(
			{ event: 'periodStatusChanged', statuses: ['stamped'] },
			first.staticData,
		);
		expect(second.items).toHaveLength(0);
		bed.state().stamp(period.id);
		const third = await bed.poll(
			{ event: 'periodStatusChanged', statuses: ['stamped'] },
			second.staticData,
		);
		expect(third.items.map((i) => [i.json.previous_status, i.json.status])).toEqual([
			['approved', 'stamped'],
		]);
	});

	test('a manual run shows a sample without moving the position; switching the event starts over', async () => {
		const period = bed.period('draft');
		const manual = await bed.poll({ event: 'periodStatusChanged' }, {}, 'manual');
		expect(manual.items.map((i) => [i.json.id, i.json.previous_status])).toEqual([
			[period.id, null],
		]);
		expect(manual.staticData).toEqual({ 'node:Node': {} });
		const newest = bed.employee(2, { created_at: at(2) });
		bed.employee(1, { created_at: at(1) });
		expect(ids((await bed.poll({ event: 'newEmployee' }, {}, 'manual')).items)).toEqual([
			newest.id,
		]);

		const watching = await bed.poll({ event: 'periodStatusChanged' });
		bed.state().calculate(period.id);
		const switched = await bed.poll({ event: 'newEmployee' }, watching.staticData);
		expect(switched.items).toHaveLength(0);
	});
});
