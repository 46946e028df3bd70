import type { IDataObject } from 'n8n-workflow';
import { DateTime } from 'luxon';
import { label } from '../shared/parameters';

/** Numeric enumerations of the document, by name in the order of their numbers. */
export const CONVERSATION_STATUSES = ['open', 'resolved', 'pending', 'snoozed'] as const;
export const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const MESSAGE_TYPES = ['incoming', 'outgoing', 'activity', 'template'] as const;
export const MESSAGE_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;

/** The name of an enumeration's value, given as the document's number or as its name. */
export const enumName = (names: readonly string[], value: unknown) =>
	typeof value === 'number' ? names[value] : String(value ?? '');

/** Dropdown options of a numeric enumeration, labelled with their number. */
export const numericOptions = (names: readonly string[]) =>
	names.map((name, index) => ({
		name: `${label(name)} (${index})`,
		value: name,
	}));

const ENUMS: Record<string, readonly string[]> = {
	status: CONVERSATION_STATUSES,
	priority: PRIORITIES,
	message_type: MESSAGE_TYPES,
};

const TIMESTAMPS = [
	'created_at',
	'updated_at',
	'last_activity_at',
	'timestamp',
	'agent_last_seen_at',
	'contact_last_seen_at',
];

/**
 * What Simplify adds: readable names next to the numeric enumerations (`status_name`, ...) and
 * the Unix-second timestamps as ISO 8601 (`created_at_iso`, ...). Messages name their status
 * from the message set, conversations from the conversation set.
 */
export function readable(
	record: IDataObject,
	recordType: 'conversation' | 'message' | 'contact',
): IDataObject {
	const out: IDataObject = { ...record };
	for (const [field, names] of Object.entries(ENUMS)) {
		const set = field === 'status' && recordType === 'message' ? MESSAGE_STATUSES : names;
		const value = record[field];
		if (typeof value === 'number' && set[value] !== undefined) out[`${field}_name`] = set[value];
	}
	for (const field of TIMESTAMPS) {
		const value = record[field];
		if (typeof value === 'number' && Number.isFinite(value)) {
			out[`${field}_iso`] = DateTime.fromSeconds(value, { zone: 'utc' }).toISO();
		}
	}
	if (recordType === 'conversation' && Array.isArray(record.messages)) {
		out.messages = (record.messages as IDataObject[]).map((m) => readable(m, 'message'));
	}
	return out;
}
