import type { IDataObject, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { committedPoll, eventParameter } from '../shared/polling';
import type { PollResult } from '../shared/polling';
import { NodeConnectionTypes } from 'n8n-workflow';

import { enumOptions } from '../shared/parameters';
import { listPages } from '../shared/pagination';
import type { ChangeState } from '../shared/pollingChanges';
import { changedRecords } from '../shared/pollingChanges';
import { SCREEN_STATUSES, signage, signagePages } from '../Signage/api';

/** Last seen status by screen ID, as kept before the shared status-change polling took over. */
interface LegacyState extends ChangeState {
	screens?: Record<string, { status: string; missed?: number }>;
}

const WATCHED = 'screen:status';

const anyStatus = [{ name: 'Any', value: '' }, ...enumOptions(SCREEN_STATUSES)];

/** What the trigger reports, one item per record or change */
const EVENTS = [
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
];

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
			eventParameter(EVENTS, 'screenStatusChanged'),
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
	 * with the one the previous poll saw (the shared status-change polling, in the workflow's static
	 * data). The first poll only records the statuses (in a manual run it shows an example).
	 */
	async poll(this: IPollFunctions): PollResult {
		return await committedPoll(this, async function (this: IPollFunctions) {
			const event = this.getNodeParameter('event') as string;
			const state = this.getWorkflowStaticData('node') as LegacyState;
			if (state.screens) {
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
			const first = state.changes?.key !== WATCHED;
			const pages = listPages(this, signage, { method: 'GET', path: '/screens' }, signagePages);
			const changes = await changedRecords(
				this,
				WATCHED,
				pages,
				(screen) => String(screen.status),
				(screens) => sample(this, event, screens),
			);
			if (first && this.getMode() === 'manual') {
				const shown = changes.map(({ record }) =>
					event === 'screenPaired' ? record : { ...record, previous_status: null },
				);
				return shown;
			}
			const now = new Date().toISOString();
			const emitted =
				event === 'screenPaired'
					? changes
							.filter(({ previous }) => previous === null)
							.map(({ record }) => record)
							.sort(byCreation)
					: changes
							.filter(({ previous }) => previous !== null)
							.map(({ record, previous }) => ({
								...record,
								previous_status: previous,
								status: String(record.status),
								detected_at: now,
							}))
							.filter(matches(this));
			return emitted;
		});
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
function sample(ctx: IPollFunctions, event: string, screens: IDataObject[]): IDataObject[] {
	const to =
		event === 'screenStatusChanged' ? (ctx.getNodeParameter('toStatus', '') as string) : '';
	const candidates = screens.filter((screen) => !to || screen.status === to).sort(byCreation);
	return candidates.slice(-1);
}
