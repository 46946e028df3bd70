import type { IDataObject } from 'n8n-workflow';

/**
 * How an interface wraps its answers, in the one place they are unwrapped: the record under
 * `key` (`{data}`, `{payload}`), then inside it, where the interface nests one more level, the
 * record under one of `named` (Chat's `{payload: {contact}}`).
 */
export interface Envelope {
	key: string;
	/** Where given, only an answer whose other keys are all among these is an envelope (Point of Sale: a record with a `data` field of its own stays whole) */
	besides?: string[];
	/** Only a single record under `key` is unwrapped, never a list or a scalar */
	recordsOnly?: boolean;
	/** Every answer holds the envelope whole (under `key`, and where given under one of `named`): one without it is an unexpected answer */
	required?: boolean;
	named?: string[];
}

/** A single record: an object that is not a list. */
const isRecord = (value: unknown): value is IDataObject =>
	value !== null && typeof value === 'object' && !Array.isArray(value);

/** Whether the answer is wrapped as the envelope describes. */
function isWrapped(
	answer: unknown,
	{ key, besides, recordsOnly }: Envelope,
): answer is IDataObject {
	if (!isRecord(answer) || !(key in answer)) return false;
	if (besides && !Object.keys(answer).every((name) => name === key || besides.includes(name)))
		return false;
	return !recordsOnly || isRecord(answer[key]);
}

/** What the answer holds under its envelope; an answer not so wrapped, as it came (undefined for 204). */
export function unwrapEnvelope(answer: unknown, envelope: Envelope): unknown {
	const inside = isWrapped(answer, envelope) ? answer[envelope.key] : answer;
	const named = envelope.named?.find((name) => isRecord(inside) && isRecord(inside[name]));
	return named === undefined ? inside : (inside as IDataObject)[named];
}

/** What a required envelope lacks in the answer (e.g. `data`, `data.customer`); undefined when whole. */
export function missingFrom(answer: unknown, { key, named }: Envelope): string | undefined {
	const inside = isRecord(answer) ? answer[key] : undefined;
	const held = (value: unknown) => value !== null && typeof value === 'object';
	if (!named?.length) return held(inside) ? undefined : key;
	const whole = isRecord(inside) && named.some((name) => isRecord(inside[name]));
	return whole ? undefined : named.map((name) => `${key}.${name}`).join(' or ');
}
