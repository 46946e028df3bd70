import type { BillingState, Rec } from './state';

const product = (productCode: string, fields: Rec): Rec => ({
	productCode,
	projectId: 'proj_1',
	name: productCode,
	currency: 'USD',
	status: 'active',
	requiresSubscription: false,
	billingPeriod: null,
	billingInterval: null,
	...fields,
});

/** The product catalogue every project starts with. */
export function catalogue(): Rec[] {
	return [
		product('plan_basic', {
			name: 'Basic plan',
			paymentType: 'recurring',
			price: 1000,
			billingPeriod: 'month',
			billingInterval: 1,
		}),
		product('plan_pro', {
			name: 'Pro plan',
			paymentType: 'recurring',
			price: 2500,
			billingPeriod: 'month',
			billingInterval: 1,
		}),
		product('plan_seat', {
			name: 'Extra seat',
			paymentType: 'recurring',
			price: 300,
			billingPeriod: 'month',
			billingInterval: 1,
		}),
		product('plan_yearly', {
			name: 'Yearly plan',
			paymentType: 'recurring',
			price: 10000,
			billingPeriod: 'year',
			billingInterval: 1,
		}),
		product('plan_eur', {
			name: 'Euro plan',
			paymentType: 'recurring',
			price: 900,
			currency: 'EUR',
			billingPeriod: 'month',
			billingInterval: 1,
		}),
		product('plan_legacy', {
			name: 'Archived plan',
			paymentType: 'recurring',
			price: 500,
			status: 'archived',
			billingPeriod: 'month',
			billingInterval: 1,
		}),
		product('setup_fee', { name: 'Setup fee', paymentType: 'one_time', price: 1500 }),
		product('addon_storage', {
			name: 'Storage addon',
			paymentType: 'one_time',
			price: 400,
			requiresSubscription: true,
		}),
		product('plan_other', {
			name: 'Other project plan',
			projectId: 'proj_2',
			paymentType: 'recurring',
			price: 700,
			billingPeriod: 'month',
			billingInterval: 1,
		}),
	];
}

/**
 * What `npm start` opens with, besides the product catalogue every project starts with: customers
 * (most with a stored card), their subscriptions and a paid setup fee. Tests start from the
 * catalogue alone.
 */
export function seedBilling(state: BillingState) {
	const card = (
		vault: string,
		name: string,
		email: string,
		last4: string,
		brand: string,
		exp: string,
	) =>
		state.seedVaultedCustomer(vault, {
			name,
			email,
			cardLast4: last4,
			cardBrand: brand,
			cardBin: brand === 'visa' ? '424242' : '555555',
			cardExp: exp,
		});
	const customers = [
		card('vault_demo_1', 'Valeria Ibáñez', 'valeria.ibanez@example.com', '4242', 'visa', '0828'),
		card(
			'vault_demo_2',
			'Studio Marea',
			'billing@studiomarea.example',
			'4444',
			'mastercard',
			'1127',
		),
		card('vault_demo_3', 'Ricardo Salas', 'ricardo.salas@example.com', '1881', 'visa', '0329'),
		state.seedCustomer({
			name: 'Andrea Paz',
			email: 'andrea.paz@example.com',
			phone: '+507 6000 1234',
		}),
	];
	const [valeria, marea, ricardo] = customers;
	const subscriptions = [
		state.subscribe('proj_1', valeria.id, [{ productCode: 'plan_basic', quantity: 1 }]),
		state.subscribe('proj_1', marea.id, [
			{ productCode: 'plan_pro', quantity: 1 },
			{ productCode: 'plan_seat', quantity: 3 },
		]),
		state.subscribe('proj_1', ricardo.id, [{ productCode: 'plan_yearly', quantity: 1 }]),
	];
	const setupFee = state.products.get('setup_fee')!;
	state.chargeCard(marea, setupFee.price, 'charge demo-setup-studio-marea');
	const charges = [
		state.recordCharge({
			projectId: 'proj_1',
			customerId: marea.id,
			productCode: setupFee.productCode,
			quantity: 1,
			amount: setupFee.price,
			currency: setupFee.currency,
			status: 'paid',
			paymentProvider: marea.paymentProvider,
			idempotencyKey: 'demo-setup-studio-marea',
		}),
	];
	return { customers, subscriptions, charges };
}
