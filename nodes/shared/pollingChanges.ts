import type { IDataObject, IPollFunctions } from 'n8n-workflow';

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
 * poll only notes the values; a manual run before it shows `sample` of the records (by default
 * the first listed) as appeared.
 */
export async function changedRecords(
	ctx: IPollFunctions,
	key: string,
	pages: AsyncIterable<IDataObject[]>,
	valueOf: (record: IDataObject) => string,
	sample: (records: IDataObject[]) => IDataObject[] = (records) => records.slice(0, 1),
	idOf: (record: IDataObject) => string = (record) => String(record.id),
): Promise<Change[]> {
	const state = ctx.getWorkflowStaticData('node') as ChangeState;
	const known = state.changes?.key === key ? state.changes.values : undefined;
	const next: Record<string, Seen> = {};
	const listed: IDataObject[] = [];
	const changes: Change[] = [];
	for await (const page of pages) {
		for (const record of page) {
			const id = idOf(record);
			if (next[id]) continue;
			const value = valueOf(record);
			next[id] = { value };
			listed.push(record);
			const previous = known?.[id] === undefined ? null : seenOf(known[id]).value;
			if (known && previous !== value) changes.push({ record, previous });
		}
	}
	// A manual run before the trigger is live shows what it will emit, and marks nothing.
	if (!known && ctx.getMode() === 'manual')
		return sample(listed).map((record) => ({ record, previous: null }));
	for (const [id, entry] of Object.entries(known ?? {})) {
		const missed = (seenOf(entry).missed ?? 0) + 1;
		if (!next[id] && missed < MISSED_POLLS_FORGOTTEN) next[id] = { ...seenOf(entry), missed };
	}
	state.changes = { key, values: next };
	return changes;
}
