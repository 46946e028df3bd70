import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import type { EventPoll } from './polling';
import { recordId } from './polling';

/** A record's watched value as the last poll saw it, and the polls in a row whose walk missed it */
export interface Seen {
	value: string;
	missed?: number;
}

export interface ChangeState {
	changes?: {
		/** What is being watched; a change of it starts over */
		key: string;
		/** By record ID (a plain string: the value, as stored before missed polls were counted) */
		values: Record<string, Seen | string>;
	};
}

export interface Change {
	record: IDataObject;
	/** The value the previous poll saw; null for a record that appeared since */
	previous: string | null;
}

/** An event that reports changes of a value every record has (e.g. a status), as valueChanges polls it */
export interface ValueChangesEvent {
	/** What is watched (e.g. the chosen products and threshold): a change of it starts over */
	key(ctx: IPollFunctions): string;
	/** Every watched record: the whole list is read each poll */
	list(ctx: IPollFunctions): AsyncIterable<IDataObject[]>;
	/** The watched value of a record */
	valueOf(record: IDataObject): string;
	/** What is emitted of a poll's changes (e.g. filtered, with the previous value) */
	emit(ctx: IPollFunctions, changes: Change[]): Promise<IDataObject[]> | IDataObject[];
	/**
	 * What a manual run before the first poll shows of the records listed; by default what emit
	 * makes of the first one, as if it had just appeared
	 */
	sample?(ctx: IPollFunctions, records: IDataObject[]): Promise<IDataObject[]> | IDataObject[];
	/** Whether every manual run shows the sample and moves nothing, not only the one before the first poll */
	sampleEveryManualRun?: boolean;
	/** Turns the position an earlier release kept in static data into the one changedRecords reads */
	adoptEarlierState?(state: ChangeState, key: string): void;
}

/**
 * An event of changes of a watched value, each change once.
 * - Position: each record's value as the last poll saw it (changedRecords).
 * - First poll: only notes the values; a manual run before it shows the event's sample.
 * - Missed polls: the next poll compares each value now with the one noted, so several changes
 *   between two polls are one change. A record missing from a walk keeps its value until it is
 *   missing from MISSED_POLLS_FORGOTTEN walks in a row.
 */
export function valueChanges(event: ValueChangesEvent): EventPoll {
	return async (ctx) => {
		const key = event.key(ctx);
		const manual = ctx.getMode() === 'manual';
		if (manual && event.sampleEveryManualRun) return await sampleOf(ctx, event);
		const state = ctx.getWorkflowStaticData('node') as ChangeState;
		event.adoptEarlierState?.(state, key);
		// A manual run before the trigger is live shows what it will emit, and marks nothing.
		if (manual && state.changes?.key !== key) return await sampleOf(ctx, event);
		return await event.emit(ctx, await changedRecords(ctx, key, event.list(ctx), event.valueOf));
	};
}

/** What a manual run shows instead of the changes: the event's sample of the records listed now */
async function sampleOf(ctx: IPollFunctions, event: ValueChangesEvent): Promise<IDataObject[]> {
	const records = await listedOnce(event.list(ctx));
	if (event.sample) return await event.sample(ctx, records);
	return await event.emit(
		ctx,
		records.slice(0, 1).map((record) => ({ record, previous: null })),
	);
}

/** Every record of a walk, one seen twice (a page shift) at its first sight */
async function listedOnce(pages: AsyncIterable<IDataObject[]>): Promise<IDataObject[]> {
	const listed = new Map<string, IDataObject>();
	for await (const page of pages) {
		for (const record of page)
			if (!listed.has(recordId(record))) listed.set(recordId(record), record);
	}
	return [...listed.values()];
}

/**
 * A record missing from one walk is kept: a record removed during the walk shifts the pages and
 * can hide another for one poll. Missing from this many walks in a row, it is gone.
 */
const MISSED_POLLS_FORGOTTEN = 2;

const seenOf = (entry: Seen | string): Seen =>
	typeof entry === 'string' ? { value: entry } : entry;

/**
 * For lists without a change timestamp: the records whose watched value (e.g. a status) differs
 * from what the last poll saw, each change once, and those that appeared since (previous null).
 * It reads the whole list every poll and keeps one value per record in the workflow's static
 * data. A record seen twice in one walk (a page shift) counts once, at its first sight. The first
 * poll only notes the values.
 */
async function changedRecords(
	ctx: IPollFunctions,
	key: string,
	pages: AsyncIterable<IDataObject[]>,
	valueOf: (record: IDataObject) => string,
): Promise<Change[]> {
	const state = ctx.getWorkflowStaticData('node') as ChangeState;
	const known = state.changes?.key === key ? state.changes.values : undefined;
	const next: Record<string, Seen> = {};
	const changes: Change[] = [];
	for await (const page of pages) {
		for (const record of page) {
			const id = recordId(record);
			if (next[id]) continue;
			const value = valueOf(record);
			next[id] = { value };
			const previous = known?.[id] === undefined ? null : seenOf(known[id]).value;
			if (known && previous !== value) changes.push({ record, previous });
		}
	}
	for (const [id, entry] of Object.entries(known ?? {})) {
		const missed = (seenOf(entry).missed ?? 0) + 1;
		if (!next[id] && missed < MISSED_POLLS_FORGOTTEN) next[id] = { ...seenOf(entry), missed };
	}
	state.changes = { key, values: next };
	return changes;
}
