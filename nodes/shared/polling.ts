import type {
	IDataObject,
	INodeExecutionData,
	INodeProperties,
	INodePropertyOptions,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

/** What a poll gives n8n: the new items, or null when nothing is new */
type PollResult = Promise<INodeExecutionData[][] | null>;

/** The ID a record is known by in the position */
export const recordId = (record: IDataObject) => String(record.id);

/** One poll of one event: the records to emit, one item each */
export type EventPoll = (ctx: IPollFunctions) => Promise<IDataObject[]>;

/**
 * One option of a polling trigger's Event parameter, with how a poll of it finds what to report:
 * `newRecords(...)` or `valueChanges(...)`, which say its position, first poll and missed polls.
 */
export interface PollingEvent {
	name: string;
	value: string;
	description: string;
	poll: EventPoll;
}

/**
 * A polling trigger's Event parameter and its poll(): each poll runs the chosen event's poll
 * inside committedPoll, so that a failed poll leaves the position where it was.
 */
export function pollingTrigger(defaultEvent: string, events: PollingEvent[]) {
	return {
		eventParameter: {
			displayName: 'Event',
			name: 'event',
			type: 'options',
			noDataExpression: true,
			options: events.map(({ name, value, description }): INodePropertyOptions => ({
				name,
				value,
				description,
			})),
			default: defaultEvent,
		} satisfies INodeProperties,
		async poll(this: IPollFunctions): PollResult {
			const chosen = this.getNodeParameter('event') as string;
			const event = events.find(({ value }) => value === chosen);
			if (!event)
				throw new NodeOperationError(
					this.getNode(),
					`Event: "${chosen}" is not one of this trigger's events`,
				);
			return await committedPoll(this, event.poll);
		},
	};
}

/**
 * Runs an event's poll on a copy of the node's static data, written back only when the poll
 * succeeds. n8n keeps what a failed poll left there (in memory, saved with a later execution):
 * a poll that moved its position and then failed on a later request would skip the records it
 * never emitted. The poll returns the records to emit, one item each.
 */
async function committedPoll(ctx: IPollFunctions, poll: EventPoll): PollResult {
	const stored = ctx.getWorkflowStaticData('node');
	const draft = JSON.parse(JSON.stringify(stored)) as IDataObject;
	const onDraft = new Proxy(ctx, {
		get(target, property) {
			if (property === 'getWorkflowStaticData')
				return (type: string) => (type === 'node' ? draft : target.getWorkflowStaticData(type));
			const value = Reflect.get(target, property, target) as unknown;
			return typeof value === 'function' ? value.bind(target) : value;
		},
	});
	const records = await poll(onDraft);
	// Written only when changed: n8n saves static data it sees changed.
	if (JSON.stringify(draft) !== JSON.stringify(stored)) {
		for (const key of Object.keys(stored)) delete stored[key];
		Object.assign(stored, draft);
	}
	return records.length ? [ctx.helpers.returnJsonArray(records)] : null;
}

/** An event that reports each new record of a list once, as newRecords polls it */
export interface NewRecordsEvent {
	/** What is watched (e.g. a form's responses): a change of it starts over */
	key(ctx: IPollFunctions): string;
	/** The list, newest first by timestampOf */
	list(ctx: IPollFunctions): AsyncIterable<IDataObject[]>;
	/** When a record was created (or changed, for an event that reports changes) */
	timestampOf(record: IDataObject): string;
	/** What is emitted of the new records (e.g. filtered, or each read whole); by default they are */
	emit?(ctx: IPollFunctions, records: IDataObject[]): Promise<IDataObject[]> | IDataObject[];
}

/**
 * An event of new records, each once, oldest first.
 * - Position: the newest timestamp seen, with the IDs seen at it (newRecordsSince).
 * - First poll: only marks where to start; a manual run before it shows what emit makes of the
 *   newest record.
 * - Missed polls: the next poll walks the list back to the position, so it emits every record
 *   that came in between, however many pages.
 */
export function newRecords(event: NewRecordsEvent): EventPoll {
	return async (ctx) => {
		const records = await newRecordsSince(ctx, event.key(ctx), event.list(ctx), event.timestampOf);
		return event.emit ? await event.emit(ctx, records) : records;
	};
}

interface PollState {
	/** What is being watched; a change of it starts over */
	key?: string;
	/** Newest timestamp already emitted */
	watermark?: string;
	/** Ids emitted at exactly the watermark, so ties are emitted once */
	idsAtWatermark?: string[];
}

/**
 * New records of a newest-first list since the last poll, oldest first, each once.
 * It walks as many pages as it takes to reach what the last poll saw, so nothing is skipped.
 * The position lives in the workflow's static data, never in process memory.
 * The first poll only marks where to start (in manual runs it shows the newest record).
 */
async function newRecordsSince(
	ctx: IPollFunctions,
	key: string,
	pages: AsyncIterable<IDataObject[]>,
	timestampOf: (record: IDataObject) => string,
): Promise<IDataObject[]> {
	const state = ctx.getWorkflowStaticData('node') as PollState;
	if (state.key !== key) {
		state.key = key;
		delete state.watermark;
		delete state.idsAtWatermark;
	}
	const since = state.watermark === undefined ? undefined : Date.parse(state.watermark);
	const seen = new Set(state.idsAtWatermark ?? []);
	const fresh: IDataObject[] = [];

	if (since === undefined) {
		// First poll: everything that exists now counts as seen.
		const newestFirst: IDataObject[] = [];
		walk: for await (const page of pages) {
			for (const record of page) {
				if (newestFirst.length && timestampOf(record) !== timestampOf(newestFirst[0])) break walk;
				newestFirst.push(record);
			}
		}
		if (ctx.getMode() === 'manual') return newestFirst.slice(0, 1);
		state.watermark = newestFirst.length ? timestampOf(newestFirst[0]) : new Date().toISOString();
		state.idsAtWatermark = newestFirst.map(recordId);
		return [];
	}

	walk: for await (const page of pages) {
		for (const record of page) {
			const at = Date.parse(timestampOf(record));
			if (at < since) break walk;
			if (at === since && seen.has(recordId(record))) continue;
			fresh.push(record);
		}
	}
	if (fresh.length === 0) return [];

	const top = Math.max(...fresh.map((r) => Date.parse(timestampOf(r))));
	const atTop = fresh.filter((r) => Date.parse(timestampOf(r)) === top).map(recordId);
	if (top === since) {
		state.idsAtWatermark = [...seen, ...atTop];
	} else {
		state.watermark = timestampOf(fresh.find((r) => Date.parse(timestampOf(r)) === top)!);
		state.idsAtWatermark = atTop;
	}
	return fresh.reverse();
}
