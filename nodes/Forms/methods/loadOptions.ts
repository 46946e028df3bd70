import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { pathId } from '../../shared/parameters';
import { isGiven } from '../../shared/values';
import { formsRequest } from '../api';
import { fieldLabels } from '../answers';

export const loadOptions = {
	/** The fields of the chosen form, by label, for answers to submit. */
	async getFormFields(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
		const formId = this.getCurrentNodeParameter('formId', { extractValue: true });
		if (!isGiven(formId)) return [];
		const form = await formsRequest.call(this, {
			method: 'GET',
			path: `/forms/${pathId(this, 0, 'formId', { value: formId })}`,
		});
		return [...fieldLabels(form)].map(([value, name]) => ({ name, value }));
	},
};
