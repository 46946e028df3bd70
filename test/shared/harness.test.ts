import { executeContext, loadOptionsContext, makeNode } from '../harness/engine';
import { paymentsTestbed } from '../payments/helpers';

/** The harness hands nodes their parameters as the editor would: hidden ones dropped, defaults filled. */

const bed = paymentsTestbed();

// `amount` is shown for fixed amounts only.
const openLinkWithAmount = {
	resource: 'paymentLink',
	operation: 'create',
	amountType: 'open',
	amount: 500,
	description: 'Tip jar',
};

test('a parameter the panel hides for the chosen values is dropped, and defaults are filled in', () => {
	const { parameters } = makeNode({
		type: 'payments',
		parameters: openLinkWithAmount,
		credentials: {},
	});
	expect(parameters).not.toHaveProperty('amount');
	expect(parameters).not.toHaveProperty('amountUnit');
	const { amount, ...shown } = openLinkWithAmount;
	expect(parameters).toMatchObject({ ...shown, currency: 'USD', additionalFields: {} });
});

test('a hidden parameter never reaches execute', async () => {
	const context = executeContext(
		{ type: 'payments', parameters: openLinkWithAmount, credentials: bed.credentials() },
		[{ json: {} }],
	);
	expect(context.getNodeParameter('amount', 0, 'not given')).toBe('not given');
	const { items, error } = await bed.run(openLinkWithAmount);
	expect(error).toBeUndefined();
	expect(items[0].json.amount).toBeNull();
	const [request] = bed.sandbox.requestsTo('payments', 'POST', '/payment-links');
	expect(request.body).toEqual({ currency: 'USD', description: 'Tip jar' });
});

test('dropdowns and searches see the same resolved parameters', () => {
	const context = loadOptionsContext({
		type: 'payments',
		parameters: openLinkWithAmount,
		credentials: bed.credentials(),
	});
	expect(context.getCurrentNodeParameters()).toEqual(
		makeNode({ type: 'payments', parameters: openLinkWithAmount, credentials: {} }).parameters,
	);
	expect(context.getCurrentNodeParameters()).not.toHaveProperty('amount');
});
