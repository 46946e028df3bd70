import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { nodeTestbed, runWithSecretAs } from '../harness/testbed';
import { FORMS_KEYS } from '../sandbox/forms';

export { byId } from '../fixtures/types';

export function formsTestbed() {
	const bed = nodeTestbed({
		slug: 'forms',
		type: 'forms',
		credentials: (baseUrl, apiKey = FORMS_KEYS.main) => ({ bizOpsFormsApi: { baseUrl, apiKey } }),
	});
	const { state } = bed;
	const run = runWithSecretAs(bed, 'apiKey');
	const poll = (
		parameters: IDataObject,
		staticData?: IDataObject,
		mode: 'trigger' | 'manual' = 'trigger',
	) => bed.poll(parameters as INodeParameters, staticData, mode);
	/** A published survey with a label used twice */
	const survey = () =>
		state().addForm({
			title: 'Survey',
			fields: [
				{ id: 'f1', label: 'Email', type: 'email', required: true },
				{ id: 'f2', label: 'Rating', required: true },
				{ id: 'f3', label: 'Comment' },
				{ id: 'f4', label: 'Comment' },
			],
		});
	return { ...bed, run, poll, survey };
}
