import type { IDataObject, INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { forms, formsRequest } from '../Forms/api';
import { simplifyResponse } from '../Forms/answers';
import { formId, responseOutput } from '../Forms/actions/parameters';
import { listSearch } from '../Forms/methods/listSearch';
import { listPages, offsetDialect } from '../shared/pagination';
import { newRecordsSince } from '../shared/polling';

/** Responses seen while still in progress, checked again until they complete (bounded). */
interface PendingState {
	pendingFor?: string;
	pending?: Array<{ id: string; startedAt: string }>;
}

const MAX_PENDING = 500;
const PENDING_DAYS = 7;

const isCompleted = (response: IDataObject) =>
	String(response.status ?? '').toLowerCase() === 'completed' || (response.status === undefined && Boolean(response.completedAt));

const startOf = (response: IDataObject) => String(response.startedAt ?? response.createdAt ?? response.completedAt ?? '');

export class FormsTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Forms Trigger',
		name: 'formsTrigger',
		icon: { light: 'file:../../icons/forms.svg', dark: 'file:../../icons/forms.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{"New response"}}',
		description: 'Starts the workflow when a form of BizOps Forms receives a new response',
		defaults: { name: 'BizOps Forms Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsFormsApi', required: true }],
		properties: [
			{
				displayName: 'Event',
				name: 'event',
				type: 'options',
				noDataExpression: true,
				options: [{ name: 'New Response', value: 'newResponse', description: 'Each new response of the form, once' }],
				default: 'newResponse',
			},
			formId,
			{
				displayName: 'Completed Only',
				name: 'completedOnly',
				type: 'boolean',
				default: true,
				description:
					'Whether to report a response only once it is completed (one still in progress is reported when it completes, within 7 days) instead of as soon as it starts',
			},
			...responseOutput,
		],
	};

	methods = { listSearch };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		const form = encodeURIComponent(String(this.getNodeParameter('formId', undefined, { extractValue: true })));
		const completedOnly = this.getNodeParameter('completedOnly', true) as boolean;
		const state = this.getWorkflowStaticData('node') as PendingState;
		if (state.pendingFor !== form) {
			state.pendingFor = form;
			state.pending = [];
		}
		// The list is read newest first (the order the service returns), walking pages until what the last poll saw.
		const pages = listPages(this, forms, { method: 'GET', path: `/forms/${form}/responses` }, offsetDialect);
		const fresh = await newRecordsSince(this, `responses:${form}`, pages, startOf);

		// Responses read whole already (pending ones that completed) and list items still to read.
		let whole: IDataObject[] = [];
		let listed = fresh;
		if (completedOnly && this.getMode() !== 'manual') {
			whole = await completedSincePending(this, form, state);
			listed = fresh.filter(isCompleted);
			const waiting = fresh.filter((r) => !isCompleted(r)).map((r) => ({ id: String(r.id), startedAt: startOf(r) }));
			state.pending = [...(state.pending ?? []), ...waiting].slice(-MAX_PENDING);
		}
		if (whole.length + listed.length === 0) return null;

		// List items carry no answers: each new response is read whole.
		for (const item of listed) {
			whole.push(await formsRequest.call(this, { method: 'GET', path: `/forms/${form}/responses/${encodeURIComponent(String(item.id))}` }));
		}
		const simplify = this.getNodeParameter('simplify', true) as boolean;
		const keepRaw = this.getNodeParameter('keepRawAnswers', false) as boolean;
		const schema = simplify ? await formsRequest.call(this, { method: 'GET', path: `/forms/${form}` }) : {};
		const output = whole.map((response) => (simplify ? simplifyResponse(response, schema, keepRaw) : response));
		return [this.helpers.returnJsonArray(output)];
	}
}

/** Responses the earlier polls saw in progress that have completed since; ones gone or too old are dropped. */
async function completedSincePending(ctx: IPollFunctions, form: string, state: PendingState): Promise<IDataObject[]> {
	const completed: IDataObject[] = [];
	const still: PendingState['pending'] = [];
	const oldest = Date.now() - PENDING_DAYS * 24 * 60 * 60 * 1000;
	for (const entry of state.pending ?? []) {
		if (Date.parse(entry.startedAt) < oldest) continue;
		const response = await formsRequest.call(ctx, {
			method: 'GET',
			path: `/forms/${form}/responses/${encodeURIComponent(entry.id)}`,
			allowStatus: [404],
		});
		if (!response || response.id === undefined) continue;
		if (isCompleted(response)) completed.push(response);
		else still.push(entry);
	}
	state.pending = still;
	return completed;
}
