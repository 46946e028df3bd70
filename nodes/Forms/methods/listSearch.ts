import type { ILoadOptionsFunctions } from 'n8n-workflow';

import { searchPage } from '../../shared/listSearch';
import { offsetDialect } from '../../shared/pagination';
import { pathId } from '../../shared/parameters';
import { forms } from '../api';

/** Forms lists have no search parameter: the picker matches what it shows, page by page. */
export const listSearch = {
	async searchForms(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await searchPage(
			this,
			{
				api: forms,
				pages: offsetDialect,
				path: '/forms',
				label: (form) => [form.title ?? form.id, form.status].filter(Boolean).join(' · '),
			},
			filter,
			paginationToken,
		);
	},
	async searchResponses(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		const formId = pathId(this, 0, 'formId', {
			value: this.getCurrentNodeParameter('formId', { extractValue: true }),
		});
		return await searchPage(
			this,
			{
				api: forms,
				pages: offsetDialect,
				path: `/forms/${formId}/responses`,
				label: (response) =>
					[response.respondentEmail ?? 'anonymous', response.status, response.startedAt]
						.filter(Boolean)
						.join(' · '),
			},
			filter,
			paginationToken,
		);
	},
};
