import { joined, pickerLists, searchMethods } from '../../shared/listSearch';
import { offsetDialect } from '../../shared/pagination';
import { pathId } from '../../shared/parameters';
import { forms } from '../api';

const list = pickerLists(forms, offsetDialect);

/** Forms lists have no search parameter: the picker matches what it shows, page by page. */
export const listSearch = searchMethods({
	searchForms: list('/forms', (form) => joined(form.title ?? form.id, form.status)),
	async searchResponses(ctx) {
		const formId = pathId(ctx, 0, 'formId', {
			value: ctx.getCurrentNodeParameter('formId', { extractValue: true }),
		});
		return list(`/forms/${formId}/responses`, (response) =>
			joined(response.respondentEmail ?? 'anonymous', response.status, response.startedAt),
		);
	},
});
