import type { IDataObject } from 'n8n-workflow';

import type { PickerList } from '../../shared/listSearch';
import { joined, searchMethods } from '../../shared/listSearch';
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
	label: (record) => joined(...label(record)),
	idOf,
});

export const listSearch = searchMethods({
	searchCustomers: picker('customers', (customer) => [customer.name, customer.email, customer.id]),
	searchSubscriptions: picker('subscriptions', (sub) => [
		sub.status,
		`customer ${sub.customerId}`,
		sub.id,
	]),
	searchProducts: picker(
		'products',
		(product) => [product.name, product.paymentType, product.productCode],
		(product) => String(product.productCode),
	),
});
