import type { IDataObject, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { enumOptions } from '../shared/parameters';
import { listPages } from '../shared/pagination';
import { pollingTrigger } from '../shared/polling';
import type { Change, ChangeState } from '../shared/pollingChanges';
import { valueChanges } from '../shared/pollingChanges';
import { SCREEN_STATUSES, signage, signageCredentialTest, signagePages } from '../Signage/api';

/** Last seen status by screen ID, as kept before the shared status-change polling took over. */
interface ScreensState extends ChangeState {
	screens?: Record<string, { status: string; missed?: number }>;
}

const WATCHED = 'screen:status';

/**
 * Both events watch every screen's status (all pages each poll), in one position: a screen that
 * appears since the last poll is paired, one whose status differs has changed.
 */
const screenStatuses = {
	key: () => WATCHED,
	list: (ctx: IPollFunctions) =>
		listPages(ctx, signage, { method: 'GET', path: '/screens' }, signagePages),
	valueOf: (screen: IDataObject) => String(screen.status),
	adoptEarlierState: adoptScreensState,
};

const anyStatus = [{ name: 'Any', value: '' }, ...enumOptions(SCREEN_STATUSES)];

/** The events the trigger reports, one item per record or change, and how each is polled */
const trigger = pollingTrigger('screenStatusChanged', [
	{
		name: 'Screen Paired',
		value: 'screenPaired',
		description: 'Each newly paired screen, once',
		poll: valueChanges({
			...screenStatuses,
			emit: (_ctx, changes) => pairedScreens(changes),
			sample: (_ctx, screens) => newestOf(screens),
		}),
	},
	{
		name: 'Screen Status Changed',
		value: 'screenStatusChanged',
		description:
			'Each change of a screen status seen between two polls, once, with the previous and the new status',
		poll: valueChanges({
			...screenStatuses,
			emit: statusChanges,
			// Its previous status is unknown before the first poll.
			sample: (ctx, screens) =>
				newestOf(screens.filter(inToStatus(ctx))).map((screen) => ({
					...screen,
					previous_status: null,
				})),
		}),
	},
]);

export class SignageTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Signage Trigger',
		name: 'signageTrigger',
		icon: { light: 'file:../../icons/signage.svg', dark: 'file:../../icons/signage.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow when a BizOps Signage screen changes status (e.g. goes offline) or a screen is paired',
		defaults: { name: 'BizOps Signage Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsSignageApi', required: true, testedBy: 'bizOpsCredentialTest' }],
		builderHint: {
			searchHint:
				'Starts a workflow on BizOps Signage events: screen paired, screen status changed (offline/online) (polls; credential bizOpsSignageApi).',
			relatedNodes: [
				{ nodeType: 'n8n-nodes-bizops.signage', relationHint: 'Reads and acts on the screen' },
				{ nodeType: 'n8n-nodes-bizops.chat', relationHint: 'Screen offline → chat alert' },
			],
		},
		properties: [
			trigger.eventParameter,
			{
				displayName: 'From Status',
				name: 'fromStatus',
				type: 'options',
				options: anyStatus,
				default: '',
				displayOptions: { show: { event: ['screenStatusChanged'] } },
				description: 'Only changes away from this status',
			},
			{
				displayName: 'To Status',
				name: 'toStatus',
				type: 'options',
				options: anyStatus,
				default: '',
				displayOptions: { show: { event: ['screenStatusChanged'] } },
				description: 'Only changes to this status, e.g. Offline to hear of screens going offline',
			},
		],
	};

	methods = { credentialTest: signageCredentialTest };

	poll = trigger.poll;
}

/** The screens that appeared since the last poll, oldest first. */
const pairedScreens = (changes: Change[]) =>
	changes
		.filter(({ previous }) => previous === null)
		.map(({ record }) => record)
		.sort(byCreation);

/** The status changes of screens the last poll saw, with both statuses, as the From / To filters pass them. */
function statusChanges(ctx: IPollFunctions, changes: Change[]): IDataObject[] {
	const from = ctx.getNodeParameter('fromStatus', '') as string;
	const to = ctx.getNodeParameter('toStatus', '') as string;
	const now = new Date().toISOString();
	return changes
		.filter(({ previous }) => previous !== null)
		.map(({ record, previous }) => ({
			...record,
			previous_status: previous,
			status: String(record.status),
			detected_at: now,
		}))
		.filter(
			(change) => (!from || change.previous_status === from) && (!to || change.status === to),
		);
}

const byCreation = (a: IDataObject, b: IDataObject) =>
	String(a.created_at ?? '').localeCompare(String(b.created_at ?? ''));

const newestOf = (screens: IDataObject[]) => [...screens].sort(byCreation).slice(-1);

/** Whether a screen is in the status chosen in To Status (any without a choice). */
function inToStatus(ctx: IPollFunctions) {
	const to = ctx.getNodeParameter('toStatus', '') as string;
	return (screen: IDataObject) => !to || screen.status === to;
}

/** Takes over the statuses an earlier release kept, so that the first poll after an update reports what changed. */
function adoptScreensState(state: ScreensState) {
	if (!state.screens) return;
	state.changes = {
		key: WATCHED,
		values: Object.fromEntries(
			Object.entries(state.screens).map(([id, { status, missed }]) => [
				id,
				{ value: status, missed },
			]),
		),
	};
	delete state.screens;
}
