import { nodeTestbed, runWithSecretAs } from '../harness/testbed';
import { PAYMENTS_KEY } from '../sandbox/payments';

export function paymentsTestbed() {
	const bed = nodeTestbed({
		slug: 'payments',
		type: 'payments',
		credentials: (baseUrl, apiKey = PAYMENTS_KEY) => ({ bizOpsPaymentsApi: { baseUrl, apiKey } }),
	});
	const { state } = bed;
	const run = runWithSecretAs(bed, 'apiKey');
	/** A link paid `count` times, with its transactions */
	const paidLink = (amount: number, count = 1, at?: string) => {
		const link = [...state().links.values()].find((l) => l.amount === amount) ?? seedLink(amount);
		return Array.from({ length: count }, () => state().pay(link.id, { at }));
	};
	const seedLink = (amount: number | null, fields: Record<string, unknown> = {}) => {
		const id = state().id('pl');
		const link = {
			id,
			amount,
			currency: 'USD',
			description: 'seed',
			url: `https://pay.example/l/${id}`,
			status: 'active',
			payment_methods: [],
			created_at: new Date().toISOString(),
			paid_at: null,
			...fields,
		};
		state().links.set(id, link);
		return link;
	};
	return { ...bed, run, paidLink, seedLink };
}

/** Payment Link → Create for a fixed 100 cents in USD. */
export const fixedPaymentLink = (fields: Record<string, unknown> = {}) => ({
	resource: 'paymentLink',
	operation: 'create',
	amountType: 'fixed',
	amountUnit: 'cents',
	amount: 100,
	currency: 'USD',
	...fields,
});
