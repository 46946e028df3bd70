import type { IDataObject, IPollFunctions } from 'n8n-workflow';

interface ChangeState {
	changes?: {
		/** What is being watched; a change of it starts over */
		key: string;
		/** The watched value of each record, as the last poll saw it */
		values: Record<string, string>;
	};
}

export interface Change {
	record: IDataObject;
	/** The value the previous poll saw; null for a record that appeared since */
	previous: string | null;
}

/**
 * For lists without a change timestamp: the records whose watched value (e.g. a status) differs
 * from what the last poll saw, each change once. It reads the whole list every poll and keeps one
 * value per listed record in the workflow's static data (a record no longer listed is forgotten).
 * The first poll only notes the values (in a manual run it shows the first record).
 */
export async function changedRecords(
	ctx: IPollFunctions,
	key: string,
	pages: AsyncIterable<IDataObject[]>,
	valueOf: (record: IDataObject) => string,
	idOf: (record: IDataObject) => string = (record) => String(record.id),
): Promise<Change[]> {
	const state = ctx.getWorkflowStaticData('node') as ChangeState;
	const known = state.changes?.key === key ? state.changes.values : undefined;
	const values: Record<string, string> = {};
	const changes: Change[] = [];
	let first: IDataObject | undefined;
	for await (const page of pages) {
		for (const record of page) {
			first ??= record;
			const id = idOf(record);
			values[id] = valueOf(record);
			const previous = known?.[id];
			if (known && previous !== values[id]) changes.push({ record, previous: previous ?? null });
		}
	}
	// A manual run before the trigger is live shows what it will emit, and marks nothing.
	if (!known && ctx.getMode() === 'manual') return first ? [{ record: first, previous: null }] : [];
	state.changes = { key, values };
	return changes;
}
