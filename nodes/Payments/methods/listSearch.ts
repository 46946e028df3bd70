import type { ILoadOptionsFunctions } from 'n8n-workflow';

import { searchPage } from '../../shared/listSearch';
import { payments, paymentsPages } from '../api';

/** Payments lists have no search parameter: the picker matches what it shows, page by page. */
export const listSearch = {
	async searchPaymentLinks(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await searchPage(
			this,
			{
				api: payments,
				pages: paymentsPages,
				path: '/payment-links',
				label: (link) =>
					[link.description ?? link.reference ?? link.id, link.status, link.id]
						.filter(Boolean)
						.join(' · '),
			},
			filter,
			paginationToken,
		);
	},
	async searchTransactions(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await searchPage(
			this,
			{
				api: payments,
				pages: paymentsPages,
				path: '/transactions',
				label: (txn) =>
					[txn.description ?? txn.id, `${txn.amount} ${txn.currency}`, txn.status, txn.id]
						.filter(Boolean)
						.join(' · '),
			},
			filter,
			paginationToken,
		);
	},
};
