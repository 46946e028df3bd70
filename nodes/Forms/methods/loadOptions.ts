import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { formsRequest } from '../api';
import { fieldLabels } from '../answers';

export const loadOptions = {
	/** The fields of the chosen form, by label, for answers to submit. */
	async getFormFields(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
		const formId = String(this.getCurrentNodeParameter('formId', { extractValue: true }) ?? '');
		if (!formId) return [];
		const form = await formsRequest.call(this, { method: 'GET', path: `/forms/${encodeURIComponent(formId)}` });
		return [...fieldLabels(form)].map(([value, name]) => ({ name, value }));
	},
};
