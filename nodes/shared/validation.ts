import { DateTime } from 'luxon';
import type { IDataObject, IExecuteFunctions, INode } from 'n8n-workflow';
import { NodeOperationError, jsonParse } from 'n8n-workflow';

import { isGiven as given } from './values';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The panel labels of the parameters of the operation a node run executes, by parameter name,
 * so that a check names a field as the user sees it. Set by the router for each run.
 */
const runLabels = new WeakMap<object, Map<string, string>>();

/** What the checks need of a node context: an execute context, or a picker's or trigger's. */
export type CheckContext = { getNode(): INode };

export function setFieldLabels(ctx: IExecuteFunctions, labels: Map<string, string>) {
	runLabels.set(ctx, labels);
}

/** `amount` -> `Amount`; `items[0].productCode` -> `Items › Product Code (items[0].productCode)`. */
function fieldName(ctx: CheckContext, field: string): string {
	const labels = runLabels.get(ctx);
	if (!labels) return field;
	const whole = labels.get(field);
	const parts = field
		.split(/[.\s]/)
		.map((part) => part.replace(/\[\d+\]$/, ''))
		.map((part) => labels.get(part));
	const label = whole ?? (parts.every(Boolean) ? parts.join(' › ') : undefined);
	if (!label) return field;
	// The API name helps where the label reads differently, e.g. "Stage Name or ID (stage_id)".
	const plain = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
	return plain(label) === plain(field) ? label : `${label} (${field})`;
}

/**
 * The documented limits as checks that run before any request. Each failure is a
 * NodeOperationError naming the field as the panel labels it, the rule and the item.
 */
export function checks(ctx: CheckContext, itemIndex: number) {
	const fail = (field: string, rule: string): never => {
		const name = fieldName(ctx, field);
		throw new NodeOperationError(ctx.getNode(), `${name}: ${rule} (item ${itemIndex})`, {
			itemIndex,
			description: `Correct "${name}" in item ${itemIndex}; nothing was sent to the API.`,
		});
	};

	/** A value given as JSON text, parsed; any other value as it is. */
	const parsedJson = (field: string, value: unknown): unknown => {
		if (typeof value !== 'string') return value;
		try {
			return jsonParse(value);
		} catch {
			return fail(field, 'must be valid JSON');
		}
	};

	/** How a number's bounds read in an error: " from 1 to 12", " of 0 or more", or nothing. */
	const range = (min: number, max: number) => {
		if (max < Number.MAX_SAFE_INTEGER) return ` from ${min} to ${max}`;
		return min > Number.MIN_SAFE_INTEGER ? ` of ${min} or more` : '';
	};

	/** The panel label alone, e.g. "Max" for salary_range.max. */
	const label = (field: string) => {
		const labels = runLabels.get(ctx);
		return labels?.get(field) ?? labels?.get(field.split('.').pop()!) ?? field;
	};

	/** An ISO 8601 date or date-time, returned normalised; undefined when not given. */
	const isoDate = (field: string, value: unknown): string | undefined => {
		if (!given(value)) return undefined;
		const parsed =
			value instanceof Date
				? DateTime.fromJSDate(value)
				: DateTime.fromISO(String(value), { setZone: true });
		if (!parsed.isValid)
			fail(field, 'must be an ISO 8601 date, e.g. 2026-01-31 or 2026-01-31T09:00:00Z');
		return parsed.toISO() ?? undefined;
	};

	return {
		fail,
		required(field: string, value: unknown) {
			if (!given(value) || (typeof value === 'string' && value.trim() === ''))
				fail(field, 'is required');
		},
		/** A text value, trimmed (a number counts as its digits); undefined when not given. Lists and objects are refused. */
		text(field: string, value: unknown): string | undefined {
			if (!given(value)) return undefined;
			if (typeof value === 'object') fail(field, 'must be a text, not a list or an object');
			return String(value).trim();
		},
		maxLength(field: string, value: unknown, max: number) {
			if (given(value) && String(value).length > max)
				fail(field, `must be at most ${max} characters`);
		},
		lengthBetween(field: string, value: unknown, min: number, max: number) {
			const length = given(value) ? String(value).length : 0;
			if (length < min || length > max) fail(field, `must be ${min} to ${max} characters`);
		},
		email(field: string, value: unknown) {
			if (given(value) && !EMAIL.test(String(value))) fail(field, 'must be a valid e-mail address');
		},
		url(field: string, value: unknown) {
			if (!given(value)) return;
			let ok = false;
			try {
				ok = ['http:', 'https:'].includes(new URL(String(value)).protocol);
			} catch {
				ok = false;
			}
			if (!ok) fail(field, 'must be a full URL including its protocol, e.g. https://example.com');
		},
		/** A whole number from `min` to `max`; without `max`, `min` or more. */
		integerBetween(field: string, value: unknown, min: number, max = Number.MAX_SAFE_INTEGER) {
			if (!given(value)) return;
			const n = Number(value);
			if (!Number.isInteger(n) || n < min || n > max)
				fail(field, `must be a whole number${range(min, max)}`);
		},
		/** A number from `min` to `max`; without `max`, `min` or more. */
		numberBetween(field: string, value: unknown, min: number, max = Number.MAX_SAFE_INTEGER) {
			if (!given(value)) return;
			const n = Number(value);
			if (!Number.isFinite(n) || n < min || n > max)
				fail(field, `must be a number${range(min, max)}`);
		},
		/** A 3-letter ISO 4217 code, returned in capitals as the APIs take it; undefined when not given. */
		currency(field: string, value: unknown): string | undefined {
			if (!given(value)) return undefined;
			const code = String(value).trim().toUpperCase();
			if (!/^[A-Z]{3}$/.test(code)) fail(field, 'must be a 3-letter ISO 4217 code, e.g. EUR');
			return code;
		},
		oneOf(field: string, value: unknown, allowed: readonly string[]) {
			if (given(value) && !allowed.includes(String(value)))
				fail(field, `must be one of ${allowed.join(', ')}`);
		},
		isoDate,
		/** The calendar day of an ISO 8601 date or date-time in its own zone (YYYY-MM-DD); undefined when not given. */
		isoDay: (field: string, value: unknown) => isoDate(field, value)?.slice(0, 10),
		/** A range's low end not above its high end, as numbers or as ISO dates; the error names the low end. */
		inOrder(lowField: string, low: unknown, highField: string, high: unknown) {
			if (!given(low) || !given(high)) return;
			// An expression may give a number as text; dates are ISO texts, never numbers.
			const numbers = [low, high].every((v) => String(v).trim() !== '' && !isNaN(Number(v)));
			const [a, b] = [low, high].map((v) => (numbers ? Number(v) : Date.parse(String(v))));
			if (a > b)
				fail(lowField, `must not be ${numbers ? 'greater than' : 'after'} ${label(highField)}`);
		},
		/** A text that must match `pattern`; `rule` says how, e.g. "must be 6 to 8 digits". */
		matches(field: string, value: unknown, pattern: RegExp, rule: string) {
			if (given(value) && !pattern.test(String(value))) fail(field, rule);
		},
		/** A list (an expression may give anything else) that repeats no value. */
		noDuplicates(field: string, values: unknown) {
			if (!Array.isArray(values)) return fail(field, 'must be a list of values');
			const seen = new Set<string>();
			for (const value of values.map(String)) {
				if (seen.has(value)) fail(field, `must not repeat "${value}"`);
				seen.add(value);
			}
		},
		/** At most `maxKeys` keys and `maxBytes` bytes of JSON (e.g. metadata limits). */
		objectSize(field: string, value: IDataObject | undefined, maxKeys: number, maxBytes: number) {
			if (!value) return;
			if (Object.keys(value).length > maxKeys) fail(field, `must have at most ${maxKeys} keys`);
			if (Buffer.byteLength(JSON.stringify(value), 'utf8') > maxBytes)
				fail(field, `must be at most ${maxBytes} bytes as JSON`);
		},
		/**
		 * A money amount as integer cents, from cents or from a decimal amount in the currency
		 * (at most two decimals); undefined when not given.
		 */
		cents(field: string, value: unknown, unit: 'cents' | 'decimal'): number | undefined {
			if (!given(value)) return undefined;
			const n = Number(value);
			if (unit === 'cents') {
				if (!Number.isInteger(n)) fail(field, 'must be a whole number of cents');
				return n;
			}
			const cents = Math.round(n * 100);
			if (!Number.isFinite(n) || Math.abs(cents - n * 100) > 1e-6)
				fail(field, 'must be an amount with at most two decimals');
			return cents;
		},
		/** A JSON object given as text or as an object. */
		jsonObject(field: string, value: unknown): IDataObject {
			if (!given(value)) return {};
			const parsed = parsedJson(field, value);
			if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
				fail(field, 'must be a JSON object');
			return parsed as IDataObject;
		},
		/** A JSON array given as text or as an array. */
		jsonArray(field: string, value: unknown): unknown[] {
			if (!given(value)) return [];
			const parsed = parsedJson(field, value);
			if (!Array.isArray(parsed)) fail(field, 'must be a JSON array');
			return parsed as unknown[];
		},
	};
}

export type Checks = ReturnType<typeof checks>;

/**
 * A request's query, every value plain (a text, a number, true/false; a date-time such as
 * `{{ $now }}` as its ISO text): an expression can put a list or an object in any field, and a
 * query would turn it into keys of its own (`q[0]`, `sort_by[a]`). The transport checks each
 * request's query here, before sending it; the router adds the item to the error.
 */
export function plainQuery(ctx: CheckContext, qs: IDataObject): IDataObject {
	const plain: IDataObject = {};
	for (const [field, value] of Object.entries(qs)) {
		if (value instanceof Date || DateTime.isDateTime(value)) {
			plain[field] = (value instanceof Date ? DateTime.fromJSDate(value) : value).toISO();
		} else if (value !== null && typeof value === 'object') {
			const name = fieldName(ctx, field);
			throw new NodeOperationError(
				ctx.getNode(),
				`${name}: must be one text or number, not a list or an object`,
				{
					description: `Correct "${name}"; nothing was sent to the API.`,
				},
			);
		} else {
			plain[field] = value;
		}
	}
	return plain;
}

/** "a, b ,c" -> ["a", "b", "c"]; arrays pass through. */
export function splitList(value: unknown): string[] {
	if (Array.isArray(value))
		return value
			.map(String)
			.map((v) => v.trim())
			.filter(Boolean);
	return String(value ?? '')
		.split(',')
		.map((v) => v.trim())
		.filter(Boolean);
}
