import type { IDataObject } from 'n8n-workflow';

import { nodeState } from '../harness/engine';
import { formsTestbed, byId } from './helpers';

const bed = formsTestbed();
const ids = (items: Array<{ json: IDataObject }>) => items.map((i) => i.json.id);

describe('BizOps Forms Trigger (polling)', () => {
	test('new completed responses of the chosen form: each once, none skipped across pages, answers by label', async () => {
		const form = bed.survey();
		const other = bed.survey();
		bed.state().addResponse(form.id, { f1: 'old@example.com', f2: '1' });
		const params = { formId: byId(form.id) };
		const first = await bed.poll(params);
		expect(first.items).toHaveLength(0);

		const fresh = Array.from({ length: 130 }, (_, i) =>
			bed
				.state()
				.addResponse(form.id, { f1: `n${i}@example.com`, f2: String(i), f3: 'a', f4: 'b' }),
		);
		bed.state().addResponse(other.id, { f1: 'elsewhere@example.com', f2: '1' });
		const second = await bed.poll(params, first.staticData);
		expect(ids(second.items)).toEqual(fresh.map((r) => r.id));
		expect(second.items[0].json.answers).toEqual({
			Email: 'n0@example.com',
			Rating: '0',
			Comment: 'a',
			'Comment (2)': 'b',
		});
		expect(bed.requests('GET', '/forms/{formId}/responses').length).toBeGreaterThanOrEqual(2);

		const third = await bed.poll(params, second.staticData);
		expect(third.items).toHaveLength(0);
	});

	test('Completed Only holds back a response in progress and reports it once when it completes', async () => {
		const form = bed.survey();
		const params = { formId: byId(form.id) };
		const first = await bed.poll(params);
		const started = bed
			.state()
			.addResponse(form.id, { f1: 'slow@example.com' }, { completed: false });
		const done = bed.state().addResponse(form.id, { f1: 'quick@example.com', f2: '5' });
		const second = await bed.poll(params, first.staticData);
		expect(ids(second.items)).toEqual([done.id]);
		const third = await bed.poll(params, second.staticData);
		expect(third.items).toHaveLength(0);
		bed.state().complete(started.id, { f2: '2' });
		bed.sandbox.clearLog();
		const fourth = await bed.poll(params, third.staticData);
		expect(ids(fourth.items)).toEqual([started.id]);
		expect(bed.requests('GET', '/forms/{formId}/responses/{responseId}')).toHaveLength(1);
		expect(fourth.items[0].json).toMatchObject({
			status: 'completed',
			answers: { Email: 'slow@example.com', Rating: '2' },
		});
		const fifth = await bed.poll(params, fourth.staticData);
		expect(fifth.items).toHaveLength(0);
		expect(nodeState(fifth.staticData).pending).toEqual([]);
	});

	test('a response in progress for more than a day counts as abandoned; one deleted is forgotten', async () => {
		const form = bed.survey();
		const params = { formId: byId(form.id) };
		const first = await bed.poll(params);
		const abandoned = bed
			.state()
			.addResponse(form.id, { f1: 'gone@example.com' }, { completed: false });
		const deleted = bed
			.state()
			.addResponse(form.id, { f1: 'deleted@example.com' }, { completed: false });
		const second = await bed.poll(params, first.staticData);
		const pending = nodeState(second.staticData).pending as Array<{
			id: string;
			startedAt: string;
		}>;
		expect(pending.map((p) => p.id)).toEqual([abandoned.id, deleted.id]);
		pending[0].startedAt = new Date(Date.now() - 25 * 3_600_000).toISOString();
		bed.state().responses.delete(deleted.id);
		bed.state().complete(abandoned.id, { f2: '1' });
		const third = await bed.poll(params, second.staticData);
		expect(third.items).toHaveLength(0);
		expect(nodeState(third.staticData).pending).toEqual([]);
	});

	test('with Completed Only off, a started response is reported at once; Simplify off gives the raw response', async () => {
		const form = bed.survey();
		const params = { formId: byId(form.id), completedOnly: false, simplify: false };
		const first = await bed.poll(params);
		const started = bed
			.state()
			.addResponse(form.id, { f1: 'slow@example.com' }, { completed: false });
		const second = await bed.poll(params, first.staticData);
		expect(second.items.map((i) => i.json)).toEqual([started]);
	});

	test('a manual run shows the newest response; watching another form starts over', async () => {
		const form = bed.survey();
		bed.state().addResponse(form.id, { f1: 'a@example.com', f2: '1' });
		const newest = bed.state().addResponse(form.id, { f1: 'b@example.com', f2: '2' });
		const manual = await bed.poll({ formId: byId(form.id) }, {}, 'manual');
		expect(ids(manual.items)).toEqual([newest.id]);
		const first = await bed.poll({ formId: byId(form.id) });
		const other = bed.survey();
		bed.state().addResponse(other.id, { f1: 'c@example.com', f2: '3' });
		const switched = await bed.poll({ formId: byId(other.id) }, first.staticData);
		expect(switched.items).toHaveLength(0);
	});
});
