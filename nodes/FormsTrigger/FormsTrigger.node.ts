import type { IDataObject, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { forms, formsCredentialTest, formsRequest } from '../Forms/api';
import { simplifyResponse } from '../Forms/answers';
import { formId, responseOutput } from '../Forms/actions/parameters';
import { listSearch } from '../Forms/methods/listSearch';
import { listPages, offsetDialect } from '../shared/pagination';
import { LOCATOR_IN_CODE, pathId } from '../shared/parameters';
import { newRecords, pollingTrigger } from '../shared/polling';

/** Responses seen while still in progress, checked again until they complete (bounded). */
interface PendingState {
	pendingFor?: string;
	pending?: PendingResponse[];
}

interface PendingResponse {
	id: string;
	startedAt: string;
}

const MAX_PENDING = 500;
/** A response not completed within a day counts as abandoned */
const PENDING_MS = 24 * 60 * 60 * 1000;

const isCompleted = (response: IDataObject) =>
	String(response.status ?? '').toLowerCase() === 'completed' ||
	(response.status === undefined && Boolean(response.completedAt));

const startOf = (response: IDataObject) =>
	String(response.startedAt ?? response.createdAt ?? response.completedAt ?? '');

const watchedForm = (ctx: IPollFunctions) =>
	pathId(ctx, 0, 'formId', {
		value: ctx.getNodeParameter('formId', undefined, { extractValue: true }),
	});

/** The form's responses, newest first: the order the service returns them in. */
const responsesNewestFirst = (ctx: IPollFunctions, form: string) =>
	listPages(ctx, forms, { method: 'GET', path: `/forms/${form}/responses` }, offsetDialect);

/** The events the trigger reports, one item per record or change, and how each is polled */
const trigger = pollingTrigger('newResponse', [
	{
		name: 'New Response',
		value: 'newResponse',
		description: 'Each new response of the form, once',
		poll: newRecords({
			key: (ctx) => `responses:${watchedForm(ctx)}`,
			list: (ctx) => responsesNewestFirst(ctx, watchedForm(ctx)),
			timestampOf: startOf,
			emit: reportedResponses,
		}),
	},
]);

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
		credentials: [{ name: 'bizOpsFormsApi', required: true, testedBy: 'bizOpsCredentialTest' }],
		builderHint: {
			searchHint:
				'Starts a workflow when a BizOps Forms form gets a new response (polls; credential bizOpsFormsApi).',
			extraTypeDefContent: [{ content: LOCATOR_IN_CODE }],
			relatedNodes: [
				{ nodeType: 'n8n-nodes-bizops.forms', relationHint: 'Reads the form and its responses' },
				{ nodeType: 'n8n-nodes-bizops.workspaceCrm', relationHint: 'Response → CRM contact' },
				{ nodeType: 'n8n-nodes-bizops.salesCrm', relationHint: 'Response → deal' },
			],
		},
		properties: [
			trigger.eventParameter,
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

	methods = { listSearch, credentialTest: formsCredentialTest };

	poll = trigger.poll;
}

/** What New Response emits of the responses started since the last poll: those ready, each read whole. */
async function reportedResponses(ctx: IPollFunctions, started: IDataObject[]) {
	const form = watchedForm(ctx);
	const ready = await responsesReady(ctx, form, started);
	return ready.length ? await responsesReadWhole(ctx, form, ready) : [];
}

/**
 * The responses to report, as list items. With Completed Only: the earlier ones completed since,
 * then those started since the last poll that are completed; the ones still in progress are held
 * pending for the next polls. Without it (or in a manual run): all those started since.
 */
async function responsesReady(
	ctx: IPollFunctions,
	form: string,
	started: IDataObject[],
): Promise<IDataObject[]> {
	const state = pendingOf(ctx, form);
	const completedOnly = ctx.getNodeParameter('completedOnly', true) as boolean;
	if (!completedOnly || ctx.getMode() === 'manual') return started;
	const completedSince = await completedSincePending(ctx, form, state);
	holdInProgress(state, started);
	return [...completedSince, ...started.filter(isCompleted)];
}

/** The static data that holds the form's pending responses; watching another form starts with none. */
function pendingOf(ctx: IPollFunctions, form: string): PendingState {
	const state = ctx.getWorkflowStaticData('node') as PendingState;
	if (state.pendingFor !== form) {
		state.pendingFor = form;
		state.pending = [];
	}
	return state;
}

/**
 * The responses earlier polls saw in progress that have completed since, as list items, oldest
 * first. Ones older than a day, or no longer listed, are dropped; the rest stay pending.
 */
async function completedSincePending(
	ctx: IPollFunctions,
	form: string,
	state: PendingState,
): Promise<IDataObject[]> {
	const recent = (state.pending ?? []).filter(
		(entry) => Date.parse(entry.startedAt) >= Date.now() - PENDING_MS,
	);
	state.pending = recent;
	if (recent.length === 0) return [];
	const listed = await pendingAsListed(ctx, form, recent);
	const completed = listed.filter(isCompleted);
	const listedIds = new Set(listed.map((response) => String(response.id)));
	const completedIds = new Set(completed.map((response) => String(response.id)));
	state.pending = recent.filter((entry) => listedIds.has(entry.id) && !completedIds.has(entry.id));
	return completed.reverse();
}

/**
 * The pending responses as the list shows them now, newest first. The list is read back to the
 * earliest of them, so a poll costs a page per hundred recent responses, not a request per
 * pending response.
 */
async function pendingAsListed(
	ctx: IPollFunctions,
	form: string,
	pending: PendingResponse[],
): Promise<IDataObject[]> {
	const waiting = new Set(pending.map((entry) => entry.id));
	const earliest = Math.min(...pending.map((entry) => Date.parse(entry.startedAt)));
	const listed: IDataObject[] = [];
	walk: for await (const page of responsesNewestFirst(ctx, form)) {
		for (const response of page) {
			if (Date.parse(startOf(response)) < earliest) break walk;
			if (waiting.has(String(response.id))) listed.push(response);
		}
	}
	return listed;
}

/** Adds the responses started since the last poll that are still in progress to the pending ones (the newest MAX_PENDING kept). */
function holdInProgress(state: PendingState, started: IDataObject[]) {
	const inProgress = started
		.filter((response) => !isCompleted(response))
		.map((response) => ({ id: String(response.id), startedAt: startOf(response) }));
	state.pending = [...(state.pending ?? []), ...inProgress].slice(-MAX_PENDING);
}

/** Each response read whole (list items carry no answers), simplified where asked. */
async function responsesReadWhole(
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
