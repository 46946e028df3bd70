import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { runNode, runPoll } from '../harness/engine';
import { useSandbox } from '../harness/sandbox';
import { FORMS_KEYS } from '../sandbox/forms';

export const rl = (value: string) => ({ __rl: true, mode: 'id', value });

export function formsTestbed() {
	const bed = useSandbox();
	const state = () => bed.interfaces.forms.state;
	const credentials = (apiKey = FORMS_KEYS.main) => ({
		bizOpsFormsApi: { baseUrl: bed.sandbox.baseUrl('forms'), apiKey },
	});
	const run = (
		parameters: INodeParameters,
		input?: Array<Record<string, unknown>>,
		options: { apiKey?: string; continueOnFail?: boolean } = {},
	) =>
		runNode(
			{
				type: 'forms',
				parameters,
				credentials: credentials(options.apiKey),
				continueOnFail: options.continueOnFail,
			},
			input as never,
		);
	const poll = (
		parameters: IDataObject,
		staticData?: IDataObject,
		mode: 'trigger' | 'manual' = 'trigger',
	) =>
		runPoll(
			{
				type: 'formsTrigger',
				parameters: parameters as INodeParameters,
				credentials: credentials(),
			},
			{ staticData, mode },
		);
	const requests = (method?: string, route?: string) =>
		bed.sandbox.requestsTo('forms', method, route);
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
	return { ...bed, state, credentials, run, poll, requests, survey };
}
