import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import type { OperationBody } from '../../../shared/crud';
import { dropdown, locator, pathId } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { moneyRequest } from '../../api';
import { additionalBody, bodyWith, reason } from '../parameters';

/** Parameters and body builders several Point of Sale operations share. */

export const saleId = locator(
	'Sale',
	'saleId',
	'searchSales',
	'The sale: its ID from Sale → Get Many or Sale → Create',
	'e.g. sale_000123',
);

/** Reason and Additional Body (JSON) of a cancel or refund. */
export const moneyFields: INodeProperties[] = [
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [additionalBody, reason],
	},
];

/**
 * Cancel or refund: they move money, so they are never repeated automatically (see moneyRequest);
 * `refused` says plainly what a 409 means for the sale.
 */
export function saleMove(move: 'cancel' | 'refund', refused: string): OperationBody {
	return {
		description: [saleId, ...moneyFields],
		output: {
			kind: 'record',
			what: `the ${move === 'cancel' ? 'cancelled' : 'refunded'} sale`,
		},
		async execute(this: IExecuteFunctions, itemIndex: number) {
			const check = checks(this, itemIndex);
			const id = pathId(this, itemIndex, 'saleId');
			const body = bodyWith(this, itemIndex, check, {});
			return await moneyRequest.call(
				this,
				`/sales/${id}/${move}`,
				body,
				`Sale ${decodeURIComponent(id)} ${refused}`,
			);
		},
	};
}

/** A product of a line item: a dropdown (locators do not fit in a list of rows) or an ID by expression. */
export const lineProduct = dropdown('Product Name or ID', 'product_id', 'getProducts', {
	required: true,
	description:
		'The product sold: its ID from Product → Get Many. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
});
