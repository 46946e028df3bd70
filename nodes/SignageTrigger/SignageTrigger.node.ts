import type {
	IDataObject,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { enumOptions } from '../shared/parameters';
import { fetchList } from '../shared/pagination';
import { SCREEN_STATUSES, signage, signagePages } from '../Signage/api';

interface KnownScreen {
	status: string;
	/** Polls in a row whose walk did not see the screen */
	missed?: number;
}

interface ScreenState {
	/** Last seen status by screen ID; absent until the first poll */
	screens?: Record<string, KnownScreen>;
}

/**
 * A screen missing from one walk is kept: a screen unpaired during the walk shifts the pages and
 * can hide another for one poll. Missing from this many walks in a row, it is gone.
 */
const MISSED_POLLS_FORGOTTEN = 2;

const anyStatus = [{ name: 'Any', value: '' }, ...enumOptions(SCREEN_STATUSES)];

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
		credentials: [{ name: 'bizOpsSignageApi', required: true }],
		properties: [
			{
				displayName: 'Event',
				name: 'event',
				type: 'options',
				noDataExpression: true,
				options: [
					{
						name: 'Screen Paired',
						value: 'screenPaired',
						description: 'Each newly paired screen, once',
					},
					{
						name: 'Screen Status Changed',
						value: 'screenStatusChanged',
						description:
							'Each change of a screen status seen between two polls, once, with the previous and the new status',
					},
				],
				default: 'screenStatusChanged',
			},
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

	/**
	 * The service has no events: each poll reads every screen (all pages) and compares each status
	 * with the one the previous poll saw, kept in the workflow's static data. The first poll only
	 * records the statuses (in a manual run it shows an example).
	 */
	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		const event = this.getNodeParameter('event') as string;
		const state = this.getWorkflowStaticData('node') as ScreenState;
		const screens = await fetchList(
			this,
			signage,
			{ method: 'GET', path: '/screens' },
			signagePages,
		);
		const now = new Date().toISOString();
		const first = state.screens === undefined;
		const known = state.screens ?? {};

		if (first && this.getMode() === 'manual') return sample(this, event, screens);

		const next: Record<string, KnownScreen> = {};
		const changed: IDataObject[] = [];
		const paired: IDataObject[] = [];
		for (const screen of screens) {
			const id = String(screen.id);
			// A page shift can show a screen twice in one walk: the first sight counts.
			if (next[id]) continue;
			const status = String(screen.status);
			const before = known[id];
			if (before && before.status !== status)
				changed.push({ ...screen, previous_status: before.status, status, detected_at: now });
			if (!before && !first) paired.push(screen);
			next[id] = { status };
		}
		for (const [id, screen] of Object.entries(known)) {
			const missed = (screen.missed ?? 0) + 1;
			if (!next[id] && missed < MISSED_POLLS_FORGOTTEN) next[id] = { ...screen, missed };
		}
		state.screens = next;

		const emitted =
			event === 'screenPaired' ? paired.sort(byCreation) : changed.filter(matches(this));
		return emitted.length ? [this.helpers.returnJsonArray(emitted)] : null;
	}
}

const byCreation = (a: IDataObject, b: IDataObject) =>
	String(a.created_at ?? '').localeCompare(String(b.created_at ?? ''));

/** Whether a change passes the From Status / To Status filters. */
function matches(ctx: IPollFunctions) {
	const from = ctx.getNodeParameter('fromStatus', '') as string;
	const to = ctx.getNodeParameter('toStatus', '') as string;
	return (change: IDataObject) =>
		(!from || change.previous_status === from) && (!to || change.status === to);
}

/** What a manual run shows before any poll: the newest screen, or one in the watched status (its previous status unknown). */
function sample(
	ctx: IPollFunctions,
	event: string,
	screens: IDataObject[],
): INodeExecutionData[][] | null {
	const to =
		event === 'screenStatusChanged' ? (ctx.getNodeParameter('toStatus', '') as string) : '';
	const candidates = screens.filter((screen) => !to || screen.status === to).sort(byCreation);
	const newest = candidates[candidates.length - 1];
	if (!newest) return null;
	const item = event === 'screenPaired' ? newest : { ...newest, previous_status: null };
	return [ctx.helpers.returnJsonArray([item])];
}
