import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { OutputItems, route } from '../../nodes/shared/router';
import type { Operation, OperationResult, Resources } from '../../nodes/shared/router';
import { executeContext } from '../harness/engine';

/** An operation with `executeBatch` sees every item at once; the router pairs what it answers per item. */

const calls: number[][] = [];

function resources(
	answer: (ctx: IExecuteFunctions, indexes: number[]) => Array<OperationResult | Error>,
): Resources {
	const operation: Operation = {
		option: { name: 'Create', action: 'Create', description: '', kind: 'write' },
		description: [],
		execute: async () => ({ single: true }),
		output: { kind: 'record' },
		async executeBatch(this: IExecuteFunctions, indexes: number[]) {
			calls.push(indexes);
			return answer(this, indexes);
		},
	};
	return { paymentLink: { name: 'Payment Link', operations: { create: operation } } };
}

const run = async (map: Resources, count: number, continueOnFail = false) => {
	const context = executeContext(
		{
			type: 'payments',
			parameters: { resource: 'paymentLink', operation: 'create' },
			credentials: {},
			continueOnFail,
		},
		Array.from({ length: count }, (_, i) => ({ json: { n: i } })),
	);
	return await route.call(context, map).then(
		(output) => ({ items: output[0], error: undefined }),
		(error: Error & { context?: { itemIndex?: number } }) => ({
			items: [] as INodeExecutionData[],
			error,
		}),
	);
};

beforeEach(() => (calls.length = 0));

test('executeBatch is called once with every item index; each answer is paired with its item', async () => {
	const map = resources((ctx, indexes) =>
		indexes.map((i) =>
			i === 1
				? new OutputItems([{ json: { a: 1 } }, { json: { b: 2 } }])
				: { n: ctx.getInputData()[i].json.n },
		),
	);
	const { items } = await run(map, 3);
	expect(calls).toEqual([[0, 1, 2]]);
	expect(items.map((item) => [item.json, item.pairedItem])).toEqual([
		[{ n: 0 }, { item: 0 }],
		[{ a: 1 }, { item: 1 }],
		[{ b: 2 }, { item: 1 }],
		[{ n: 2 }, { item: 2 }],
	]);
});

test('an Error answer fails the run with its item index, or is an error item in place under Continue On Fail', async () => {
	const map = resources((ctx, indexes) =>
		indexes.map((i) => (i === 1 ? new NodeOperationError(ctx.getNode(), `bad ${i}`) : { ok: i })),
	);
	const failed = await run(map, 3);
	expect(failed.error).toMatchObject({ message: 'bad 1', context: { itemIndex: 1 } });
	const lenient = await run(map, 3, true);
	expect(lenient.items.map((item) => [item.json, item.pairedItem])).toEqual([
		[{ ok: 0 }, { item: 0 }],
		[{ error: 'bad 1' }, { item: 1 }],
		[{ ok: 2 }, { item: 2 }],
	]);
});

test('an error thrown by executeBatch fails the run, or makes every item an error item', async () => {
	const map = resources((ctx) => {
		throw new NodeOperationError(ctx.getNode(), 'whole batch refused', { itemIndex: 2 });
	});
	expect((await run(map, 3)).error).toMatchObject({
		message: 'whole batch refused',
		context: { itemIndex: 2 },
	});
	const lenient = await run(map, 2, true);
	expect(lenient.items.map((item) => [item.json.error, item.pairedItem])).toEqual([
		['whole batch refused', { item: 0 }],
		['whole batch refused', { item: 1 }],
	]);
});
