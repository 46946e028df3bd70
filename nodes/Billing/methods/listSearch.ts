import type { IDataObject, ILoadOptionsFunctions } from 'n8n-workflow';

import type { PickerList } from '../../shared/listSearch';
import { searchPage } from '../../shared/listSearch';
import { limOffDialect } from '../../shared/pagination';
import { billing } from '../api';

/** A Billing list as a picker; these lists have no search parameter, so labels are matched page by page. */
const picker = (
	listName: string,
	label: (record: IDataObject) => unknown[],
	idOf?: PickerList['idOf'],
): PickerList => ({
	api: billing,
	pages: limOffDialect(listName),
	path: `/v1/${listName}`,
	label: (record) => label(record).filter(Boolean).join(' · '),
	idOf,
});

const customers = picker('customers', (customer) => [customer.name, customer.email, customer.id]);
const subscriptions = picker('subscriptions', (sub) => [
	sub.status,
	`customer ${sub.customerId}`,
	sub.id,
]);
const products = picker(
	'products',
	(product) => [product.name, product.paymentType, product.productCode],
	(product) => String(product.productCode),
);

export const listSearch = {
	async searchCustomers(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await searchPage(this, customers, filter, paginationToken);
	},
	async searchSubscriptions(
		this: ILoadOptionsFunctions,
		filter?: string,
		paginationToken?: string,
	) {
		return await searchPage(this, subscriptions, filter, paginationToken);
	},
	async searchProducts(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await searchPage(this, products, filter, paginationToken);
	},
};
