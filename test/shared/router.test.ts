import type { INodeExecutionData, INodeParameters } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { executeContext } from '../harness/engine';
import { PACKAGE, packNodes } from '../harness/pack';
import { paymentsTestbed } from '../payments/helpers';

/** The item loop every action node shares, seen through Payments: item 1 of two fails. */

const bed = paymentsTestbed();

// Item 1 asks for 10.5 cents: refused before any request.
const invalidSecond: INodeParameters = {
	resource: 'paymentLink',
	operation: 'create',
	amountType: 'fixed',
	amountUnit: 'cents',
	amount: '={{$json.amount}}',
	currency: 'USD',
};
const validation = [{ amount: 100 }, { amount: 10.5 }];

// Item 1 names a transaction the sandbox does not know: 404.
const missingSecond: INodeParameters = {
	resource: 'transaction',
	operation: 'get',
	transactionId: '={{$json.id}}',
};
const notFound = () => [{ id: bed.paidLink(700)[0].id }, { id: 'txn_missing' }];

/**
 * execute() called directly, as n8n's engine calls it: the engine keeps only a plain copy of a
 * thrown error, and pairs unpaired items itself when input and output counts match.
 */
async function execute(
	parameters: INodeParameters,
	input: Array<Record<string, unknown>>,
	continueOnFail = false,
	asTool = false,
) {
	const setup = { type: 'payments', parameters, credentials: bed.credentials(), continueOnFail };
	const context = executeContext(
		setup,
		input.map((json) => ({ json: json as never })),
	);
	// As an AI agent's tool: the node's `<type>Tool` variant (n8n makes it of the same class).
	const node = context.getNode();
	if (asTool) jest.spyOn(context, 'getNode').mockReturnValue({ ...node, type: `${node.type}Tool` });
	return await packNodes[`${PACKAGE}.payments`].execute!.call(context).then(
		(output) => ({ items: (output as INodeExecutionData[][])[0], error: undefined }),
		(error: Error) => ({ items: [], error }),
	);
}

describe('a failing item', () => {
	test('a validation error is thrown as a NodeOperationError with the index of the item that failed', async () => {
		const { error } = await execute(invalidSecond, validation);
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error).toMatchObject({
			message: 'Amount: must be a whole number of cents (item 1)',
			context: { itemIndex: 1 },
		});
		expect(bed.sandbox.requestsTo('payments', 'POST', '/payment-links')).toHaveLength(1);
	});

	test('an API error keeps its class, its status and the index of the item that failed', async () => {
		const { error } = await execute(missingSecond, notFound());
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error).toMatchObject({ httpCode: '404', context: { itemIndex: 1 } });
	});

	test.each([
		['validation', invalidSecond, () => validation],
		['API', missingSecond, notFound],
	])(
		"as an AI tool, a %s error's message carries its description (the hint, the API's details): an agent passes the model the message alone",
		async (_, parameters, input) => {
			const asNode = (await execute(parameters, input())).error as NodeOperationError;
			const asTool = (await execute(parameters, input(), false, true)).error as NodeOperationError;
			expect(asNode.description).toEqual(expect.stringMatching(/\w+ \w+ \w+/));
			expect(asNode.message).not.toContain(asNode.description);
			expect(asTool.constructor).toBe(asNode.constructor);
			expect(asTool.message).toBe(`${asNode.message}\n\nDetails: ${asNode.description}`);
		},
	);

	test('the run records the failing item', async () => {
		const { error } = await bed.run(missingSecond, notFound());
		expect(error).toMatchObject({ httpCode: '404', context: { itemIndex: 1 } });
		expect((await bed.run(invalidSecond, validation)).error).toMatchObject({
			context: { itemIndex: 1 },
		});
	});

	test.each([
		['validation', invalidSecond, () => validation],
		['API', missingSecond, notFound],
	])(
		'with Continue On Fail, every output item (the %s error too) is paired with its input',
		async (_, parameters, input) => {
			const { items, error } = await execute(parameters, input(), true);
			expect(error).toBeUndefined();
			expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
			expect(items[0].json).not.toHaveProperty('error');
			expect(items[1].json.error).toEqual(expect.any(String));
		},
	);
});
