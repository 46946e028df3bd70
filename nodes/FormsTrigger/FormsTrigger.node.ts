import type { IDataObject, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { forms, formsRequest } from '../Forms/api';
import { simplifyResponse } from '../Forms/answers';
import { formId, responseOutput } from '../Forms/actions/parameters';
import { listSearch } from '../Forms/methods/listSearch';
import { listPages, offsetDialect } from '../shared/pagination';
import { pathId } from '../shared/parameters';
import { committedPoll, eventParameter, newRecordsSince } from '../shared/polling';
import type { PollResult } from '../shared/polling';

/** Responses seen while still in progress, checked again until they complete (bounded). */
interface PendingState {
	pendingFor?: string;
	pending?: Array<{ id: string; startedAt: string }>;
}

const MAX_PENDING = 500;
/** A response not completed within a day counts as abandoned */
const PENDING_MS = 24 * 60 * 60 * 1000;

const isCompleted = (response: IDataObject) =>
	String(response.status ?? '').toLowerCase() === 'completed' ||
	(response.status === undefined && Boolean(response.completedAt));

const startOf = (response: IDataObject) =>
	String(response.startedAt ?? response.createdAt ?? response.completedAt ?? '');

/** What the trigger reports, one item per record or change */
const EVENTS = [
	{
		name: 'New Response',
		value: 'newResponse',
		description: 'Each new response of the form, once',
	},
];

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
			eventParameter(EVENTS, 'newResponse'),
			formId,
			{
				displayName: 'Completed Only',
				name: 'completedOnly',
				type: 'boolean',
				default: true,
				description:
					'Whether to report a response only once it is completed (one still in progress is reported when it completes, within a day) instead of as soon as it starts',
			},
			...responseOutput,
		],
	};

	methods = { listSearch };

	async poll(this: IPollFunctions): PollResult {
		return await committedPoll(this, async function (this: IPollFunctions) {
			const form = pathId(this, 0, 'formId', {
				value: this.getNodeParameter('formId', undefined, { extractValue: true }),
			});
			const ready = await responsesToReport(this, form);
			return ready.length ? await reportedResponses(this, form, ready) : [];
		});
	}
}

/**
 * The responses to report, as list items: those started since the last poll and, with Completed
 * Only, those of them completed now plus the earlier ones completed since; the ones still in
 * progress are kept pending for the next polls.
 */
async function responsesToReport(ctx: IPollFunctions, form: string): Promise<IDataObject[]> {
	const completedOnly = ctx.getNodeParameter('completedOnly', true) as boolean;
	const state = ctx.getWorkflowStaticData('node') as PendingState;
	if (state.pendingFor !== form) {
		state.pendingFor = form;
		state.pending = [];
	}
	// The list is read newest first (the order the service returns), walking pages until what the last poll saw.
	const pages = listPages(
		ctx,
		forms,
		{ method: 'GET', path: `/forms/${form}/responses` },
		offsetDialect,
	);
	const fresh = await newRecordsSince(ctx, `responses:${form}`, pages, startOf);
	if (!completedOnly || ctx.getMode() === 'manual') return fresh;
	const ready = [...(await completedSincePending(ctx, form, state)), ...fresh.filter(isCompleted)];
	const waiting = fresh
		.filter((r) => !isCompleted(r))
		.map((r) => ({ id: String(r.id), startedAt: startOf(r) }));
	state.pending = [...(state.pending ?? []), ...waiting].slice(-MAX_PENDING);
	return ready;
}

/** Each reported response read whole (list items carry no answers), simplified where asked. */
async function reportedResponses(
	ctx: IPollFunctions,
	form: string,
	ready: IDataObject[],
): Promise<IDataObject[]> {
	const simplify = ctx.getNodeParameter('simplify', true) as boolean;
	const keepRaw = ctx.getNodeParameter('keepRawAnswers', false) as boolean;
	const schema = simplify
		? await formsRequest.call(ctx, { method: 'GET', path: `/forms/${form}` })
		: {};
	const output: IDataObject[] = [];
	for (const item of ready) {
		const response = await formsRequest.call(ctx, {
			method: 'GET',
			path: `/forms/${form}/responses/${pathId(ctx, 0, 'responseId', { value: item.id })}`,
		});
		output.push(simplify ? simplifyResponse(response, schema, keepRaw) : response);
	}
	return output;
}

/**
 * The responses earlier polls saw in progress that have completed since, as list items. The list
 * is read (newest first) back to the earliest of them, so a poll costs a page per hundred recent
 * responses, not a request per waiting response. Ones no longer listed or older than a day are dropped.
 */
async function completedSincePending(
	ctx: IPollFunctions,
	form: string,
	state: PendingState,
): Promise<IDataObject[]> {
	const pending = (state.pending ?? []).filter(
		(entry) => Date.parse(entry.startedAt) >= Date.now() - PENDING_MS,
	);
	state.pending = pending;
	if (pending.length === 0) return [];
	const waiting = new Set(pending.map((entry) => entry.id));
	const earliest = Math.min(...pending.map((entry) => Date.parse(entry.startedAt)));
	const seen = new Set<string>();
	const completed: IDataObject[] = [];
	walk: for await (const page of listPages(
		ctx,
		forms,
		{ method: 'GET', path: `/forms/${form}/responses` },
		offsetDialect,
	)) {
		for (const response of page) {
			if (Date.parse(startOf(response)) < earliest) break walk;
			const id = String(response.id);
			if (!waiting.has(id)) continue;
			seen.add(id);
			if (isCompleted(response)) completed.push(response);
		}
	}
	state.pending = pending.filter(
		(entry) => seen.has(entry.id) && !completed.some((r) => String(r.id) === entry.id),
	);
	return completed.reverse();
}
