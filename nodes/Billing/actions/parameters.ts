import type { IExecuteFunctions } from 'n8n-workflow';
import { locator } from '../../shared/parameters';
import type { Checks } from '../../shared/validation';

/** Parameters and body builders several Billing operations share. */

export const customerId = locator(
	'Customer',
	'customerId',
	'searchCustomers',
	'The customer: its ID (cus_…) from Customer → Get Many or Customer → Create',
	'cus_...',
);

export const productCode = locator(
	'Product',
	'productCode',
	'searchProducts',
	'The product, by its code from Product → Get Many',
	'e.g. plan_basic',
);

/** The ID a locator or a plain parameter holds, trimmed and checked as required. */
export function requiredId(
	ctx: IExecuteFunctions,
	itemIndex: number,
	check: Checks,
	name: string,
): string {
	const value = String(ctx.getNodeParameter(name, itemIndex, '', { extractValue: true })).trim();
	check.required(name, value);
	return value;
}

export function checkCustomerName(check: Checks, field: string, name: unknown) {
	check.required(field, name);
	check.lengthBetween(field, String(name).trim(), 1, 120);
}
