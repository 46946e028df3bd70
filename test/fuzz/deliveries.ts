import { createHmac } from 'node:crypto';

import fc from 'fast-check';
import type { IDataObject } from 'n8n-workflow';

import type { SigningScheme } from '../../nodes/shared/webhook/delivery';

import type { Delivery, WebhookSetup } from '../harness/webhooks';

/** The generated deliveries the webhook fuzz suite (webhooks.test.ts) feeds every trigger, and the cases found before. */

/** The secret every fuzzed trigger holds */
export const SECRET = 'fuzz-signing-secret-5f0c1e7a9b2d4c6e8a0b';

/** A webhook trigger of the pack as the suite fuzzes it */
export interface Trigger {
	name: string;
	scheme: SigningScheme;
	/** An event the trigger passes on with its default parameters */
	event: string;
	setup: WebhookSetup;
	staticData: IDataObject;
}

type Headers = Record<string, string | string[] | undefined>;
type BodyForm = 'as n8n parses it' | 'Buffer' | 'string' | 'none';

export interface Case {
	kind: string;
	expected: 400 | 401;
	delivery: Delivery;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const utf8 = (text: string) => Buffer.from(text, 'utf8');
export const lower = (name: string) => name.toLowerCase();

export function isJsonObject(raw: Buffer) {
	try {
		const value: unknown = JSON.parse(raw.toString('utf8'));
		return typeof value === 'object' && value !== null && !Array.isArray(value);
	} catch {
		return false;
	}
}

/** What n8n 2.40.7 hands a trigger as `body` (middlewares/body-parser.js); it keeps `rawBody` except for multipart. */
function n8nBody(contentType: string | undefined, raw: Buffer): unknown {
	const type = contentType?.split(';')[0].trim().toLowerCase();
	if (!raw.length) return undefined;
	if (type === 'application/json') {
		// n8n answers 422 itself for JSON it cannot parse; the trigger must cope all the same.
		try {
			return JSON.parse(raw.toString('utf8'));
		} catch {
			return undefined;
		}
	}
	if (type === 'text/plain') return raw.toString('utf8');
	if (type === 'application/x-www-form-urlencoded')
		return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
	if (type?.endsWith('/xml') || type?.endsWith('+xml')) return {};
	return undefined;
}

function bodyAs(form: BodyForm, contentType: string | undefined, raw: Buffer): unknown {
	if (form === 'Buffer') return raw;
	if (form === 'string') return raw.toString('utf8');
	if (form === 'none') return undefined;
	return n8nBody(contentType, raw);
}

function digest(
	scheme: SigningScheme,
	content: Buffer,
	{ secret = SECRET, algorithm = scheme.algorithm, encoding = scheme.encoding } = {},
) {
	return createHmac(algorithm, secret).update(content).digest(encoding);
}

const signedContent = (scheme: SigningScheme, raw: Buffer, timestamp: string) =>
	scheme.signedContent === 'timestampDotBody' ? Buffer.concat([utf8(`${timestamp}.`), raw]) : raw;

/** The headers a sender using the trigger's default scheme sends with `raw`. */
export function signedHeaders(
	t: Trigger,
	raw: Buffer,
	{ timestamp = String(nowSeconds()), deliveryId = 'dlv_fuzz' } = {},
): Headers {
	const { scheme } = t;
	const headers: Headers = {
		'content-type': 'application/json',
		[lower(scheme.signatureHeader)]:
			scheme.prefix + digest(scheme, signedContent(scheme, raw, timestamp)),
	};
	if (scheme.timestampHeader) headers[lower(scheme.timestampHeader)] = timestamp;
	if (scheme.deliveryIdHeader) headers[lower(scheme.deliveryIdHeader)] = deliveryId;
	return headers;
}

/** What fast-check prints of a delivery that breaks the property: bodies of megabytes cut short. */
function printable(delivery: Delivery): Delivery {
	const preview = (value: unknown) => {
		const text = Buffer.isBuffer(value)
			? `Buffer ${JSON.stringify(value.toString('utf8'))}`
			: (JSON.stringify(value) ?? 'undefined');
		return text.length > 300 ? `${text.slice(0, 300)}... (${text.length} characters)` : text;
	};
	return Object.assign(delivery, {
		[fc.toStringMethod]: () =>
			`{ headers: ${JSON.stringify(delivery.headers)}, rawBody: ${preview(delivery.rawBody)}, body: ${preview(delivery.body)} }`,
	});
}

export function request(
	raw: Buffer,
	headers: Headers,
	form: BodyForm = 'as n8n parses it',
	keepRaw = true,
): Delivery {
	const contentType = headers['content-type'];
	return printable({
		body: bodyAs(form, typeof contentType === 'string' ? contentType : undefined, raw),
		rawBody: keepRaw ? raw : null,
		headers,
	});
}

// ---- bodies -------------------------------------------------------------------------------------

const randomBytes = fc.uint8Array({ maxLength: 600 }).map((bytes) => Buffer.from(bytes));
const randomText = fc.string({ unit: 'binary', maxLength: 300 }).map(utf8);
const truncatedJson = fc
	.tuple(fc.json({ maxDepth: 4 }), fc.nat())
	.filter(([json]) => json.length > 1)
	.map(([json, at]) => utf8(json.slice(0, 1 + (at % (json.length - 1)))));
const wrongShape = fc
	.oneof(
		fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 8 }),
		fc.integer(),
		fc.double({ noNaN: true, noDefaultInfinity: true }),
		fc.constant(null),
		fc.boolean(),
		fc.string({ maxLength: 200 }),
		fc.array(fc.record({ id: fc.string(), event: fc.string() }), { minLength: 1, maxLength: 3 }),
	)
	.map((value) => utf8(JSON.stringify(value)));
const deepArray = fc
	.integer({ min: 100, max: 20_000 })
	.map((depth) => utf8('['.repeat(depth) + ']'.repeat(depth)));
const hugeJsonString = fc
	.integer({ min: 100_000, max: 1_000_000 })
	.map((length) => utf8(JSON.stringify('x'.repeat(length))));
const empty = fc.constant(Buffer.alloc(0));

/** Bodies that are not a JSON object, whoever signs them */
const notAnObject = fc
	.oneof(randomBytes, randomText, truncatedJson, wrongShape, deepArray, hugeJsonString, empty)
	.filter((raw) => !isJsonObject(raw));

export const eventObject = (t: Trigger) =>
	fc
		.record({
			id: fc.uuid(),
			data: fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 }), {
				maxKeys: 6,
			}),
			note: fc.string({ unit: 'grapheme', maxLength: 40 }),
		})
		.map((o) => ({ ...o, event: t.event, type: t.event, createdAt: new Date().toISOString() }));
const eventRaw = (t: Trigger) => eventObject(t).map((o) => utf8(JSON.stringify(o)));

const deepObject = fc
	.integer({ min: 100, max: 20_000 })
	.map((depth) => utf8('{"a":'.repeat(depth) + '1' + '}'.repeat(depth)));
const hugeObject = fc
	.integer({ min: 100_000, max: 1_000_000 })
	.map((length) => utf8(JSON.stringify({ id: 'evt_huge', event: 'x', data: 'x'.repeat(length) })));

export const anyBody = (t: Trigger) => fc.oneof(notAnObject, eventRaw(t), deepObject, hugeObject);

export const bodyForm = fc.constantFrom<BodyForm>(
	'as n8n parses it',
	'as n8n parses it',
	'Buffer',
	'string',
	'none',
);
export const contentType = fc.constantFrom<string | undefined>(
	'application/json',
	'application/json; charset=utf-8',
	'text/plain',
	'application/x-www-form-urlencoded',
	'application/octet-stream',
	undefined,
);

// ---- requests that cannot be verified: 401 ------------------------------------------------------

export function unsigned(t: Trigger): fc.Arbitrary<Case> {
	return fc
		.record({
			raw: anyBody(t),
			type: contentType,
			form: bodyForm,
			keepRaw: fc.boolean(),
			withTimestamp: fc.boolean(),
		})
		.map(({ raw, type, form, keepRaw, withTimestamp }) => {
			const headers: Headers = { ...signedHeaders(t, raw), 'content-type': type };
			delete headers[lower(t.scheme.signatureHeader)];
			if (!withTimestamp && t.scheme.timestampHeader)
				delete headers[lower(t.scheme.timestampHeader)];
			return { kind: 'unsigned', expected: 401, delivery: request(raw, headers, form, keepRaw) };
		});
}

/** Signature values that are wrong: other lengths, encodings, algorithms, keys and contents, or the right digest with junk around it. */
function wrongSignature(t: Trigger, raw: Buffer, timestamp: string): fc.Arbitrary<string> {
	const { scheme } = t;
	const content = signedContent(scheme, raw, timestamp);
	const right = digest(scheme, content);
	const otherEncoding = scheme.encoding === 'hex' ? 'base64' : 'hex';
	const otherContent =
		scheme.signedContent === 'body' ? Buffer.concat([utf8(`${timestamp}.`), raw]) : raw;
	return fc
		.oneof(
			fc.hexaString({ maxLength: 140 }),
			fc.base64String({ maxLength: 120 }),
			fc.string({ unit: 'grapheme-ascii', maxLength: 120 }),
			fc.constant(''),
			fc.constantFrom('sha256=', 'sha1=', 'v1=', '=', '0', '00', '==', 'null', 'undefined'),
			fc.constantFrom('zz', 'g', '0', 'x', '=', '!', ',').map((junk) => right + junk),
			fc.constantFrom('zz', 'x', '!', '=').map((junk) => junk + right),
			fc.integer({ min: 1, max: right.length - 1 }).map((n) => right.slice(0, right.length - n)),
			fc.constant(digest(scheme, content, { encoding: otherEncoding })),
			fc
				.constantFrom<SigningScheme['algorithm']>('sha1', 'sha256', 'sha512')
				.filter((a) => a !== scheme.algorithm)
				.map((algorithm) => digest(scheme, content, { algorithm })),
			fc.constant(digest(scheme, content, { secret: `${SECRET}x` })),
			fc.constant(digest(scheme, content, { secret: '' })),
			fc.constant(digest(scheme, otherContent)),
		)
		.map((value) => (value.startsWith(scheme.prefix) ? value : scheme.prefix + value))
		.filter(
			(value) => value.slice(scheme.prefix.length).trim().toLowerCase() !== right.toLowerCase(),
		);
}

function badSignature(t: Trigger): fc.Arbitrary<Case> {
	const timestamp = String(nowSeconds());
	return fc
		.tuple(anyBody(t), bodyForm)
		.chain(([raw, form]) =>
			wrongSignature(t, raw, timestamp).map((signature) => ({ raw, form, signature })),
		)
		.map(({ raw, form, signature }) => {
			const headers = {
				...signedHeaders(t, raw, { timestamp }),
				[lower(t.scheme.signatureHeader)]: signature,
			};
			return { kind: 'wrong signature', expected: 401, delivery: request(raw, headers, form) };
		});
}

/** A correctly signed delivery whose body is changed afterwards: one bit, bytes added or cut, whitespace, another body. */
export function tampered(t: Trigger): fc.Arbitrary<Case> {
	const mutation = fc.oneof(
		fc.nat().map((at) => (raw: Buffer) => {
			const copy = Buffer.from(raw);
			copy[at % copy.length] ^= 1 << (at % 8);
			return copy;
		}),
		randomBytes
			.filter((b) => b.length > 0)
			.map((extra) => (raw: Buffer) => Buffer.concat([raw, extra])),
		fc.nat().map((at) => (raw: Buffer) => raw.subarray(0, at % raw.length)),
		fc.constant((raw: Buffer) => utf8(JSON.stringify(JSON.parse(raw.toString('utf8')), null, 1))),
		fc.constant((raw: Buffer) =>
			utf8(raw.toString('utf8').replace(`"event":"${t.event}"`, '"event":"something.else"')),
		),
		anyBody(t).map((other) => () => other),
	);
	return fc
		.record({ raw: eventRaw(t), mutate: mutation, form: bodyForm })
		.map(({ raw, mutate, form }) => {
			const altered = mutate(raw);
			// A mutation that happens to leave the bytes as they were is the original delivery, not a tampered one.
			const changed = altered.equals(raw) ? Buffer.concat([raw, utf8(' ')]) : altered;
			return {
				kind: 'signed, then altered',
				expected: 401,
				delivery: request(changed, signedHeaders(t, raw), form),
			};
		});
}

function missingHeader(t: Trigger): fc.Arbitrary<Case> {
	const names = [t.scheme.signatureHeader, t.scheme.timestampHeader].filter(Boolean).map(lower);
	return fc
		.record({ raw: eventRaw(t), drop: fc.subarray(names, { minLength: 1 }), blank: fc.boolean() })
		.map(({ raw, drop, blank }) => {
			const headers = signedHeaders(t, raw);
			for (const name of drop) {
				if (blank) headers[name] = '';
				else delete headers[name];
			}
			return {
				kind: 'missing signature or timestamp',
				expected: 401,
				delivery: request(raw, headers),
			};
		});
}

/** Timestamps outside the replay window or not Unix seconds at all, each correctly signed. */
function badTimestamp(t: Trigger): fc.Arbitrary<Case> {
	const window = t.scheme.replayWindowSeconds;
	const beyond = fc.integer({ min: window + 2, max: 10 * 365 * 86_400 });
	const timestamp = fc.oneof(
		beyond.map((s) => String(nowSeconds() - s)),
		beyond.map((s) => String(nowSeconds() + s)),
		beyond.map((s) => String((nowSeconds() - s) * 1000)),
		beyond.map((s) => new Date((nowSeconds() + s) * 1000).toISOString()),
		fc.constantFrom(
			'abc',
			'NaN',
			'Infinity',
			'-Infinity',
			'-1',
			'0',
			'1e400',
			'null',
			'true',
			'[]',
			'{}',
		),
		// Now, but not written as decimal Unix seconds
		fc
			.constantFrom(
				() => `0x${nowSeconds().toString(16)}`,
				() => `${nowSeconds() / 1e9}e9`,
				() => `${nowSeconds()}.5`,
				() => `+${nowSeconds()}`,
				() => `${nowSeconds()} ${nowSeconds()}`,
				() => `${nowSeconds()},${nowSeconds()}`,
				() => new Date().toUTCString(),
			)
			.map((f) => f()),
		fc
			.string({ unit: 'grapheme-ascii', maxLength: 30 })
			.filter((s) => !/^\s*\d+\s*$/.test(s) && Number.isNaN(Date.parse(s))),
	);
	return fc.record({ raw: eventRaw(t), timestamp }).map(({ raw, timestamp }) => ({
		kind: 'stale, future or malformed timestamp',
		expected: 401,
		delivery: request(raw, signedHeaders(t, raw, { timestamp })),
	}));
}

/** Headers given twice: as an array (Node's headersDistinct) or joined with a comma (Node's headers). */
function repeatedHeader(t: Trigger): fc.Arbitrary<Case> {
	const { scheme } = t;
	const choices: Array<fc.Arbitrary<Case>> = [];
	const variants = (first: string, second: string) =>
		fc.constantFrom<string | string[]>(
			[first, second],
			[first, first],
			`${first}, ${second}`,
			`${first}, ${first}`,
			`${first},${second}`,
		);
	choices.push(
		eventRaw(t).chain((raw) => {
			const headers = signedHeaders(t, raw);
			const right = String(headers[lower(scheme.signatureHeader)]);
			return variants(
				right,
				`${scheme.prefix}${'0'.repeat(right.length - scheme.prefix.length)}`,
			).map((value) => ({
				kind: 'repeated header',
				expected: 401 as const,
				delivery: request(raw, { ...headers, [lower(scheme.signatureHeader)]: value }),
			}));
		}),
	);
	if (scheme.timestampHeader) {
		choices.push(
			fc.tuple(eventRaw(t), fc.boolean()).chain(([raw, resign]) => {
				const now = String(nowSeconds());
				return variants(now, String(nowSeconds() - 1)).map((value) => {
					// Signed over the repeated value as it arrives, or over one of them
					const joined = Array.isArray(value) ? value.join(',') : value;
					const headers = signedHeaders(t, raw, { timestamp: resign ? joined : now });
					return {
						kind: 'repeated header',
						expected: 401 as const,
						delivery: request(raw, { ...headers, [lower(scheme.timestampHeader)]: value }),
					};
				});
			}),
		);
	}
	if (scheme.deliveryIdHeader) {
		// Verified, but the delivery has two names: which one would deduplicate it?
		choices.push(
			eventRaw(t).map((raw) => ({
				kind: 'repeated header',
				expected: 400 as const,
				delivery: request(raw, {
					...signedHeaders(t, raw),
					[lower(scheme.deliveryIdHeader)]: ['dlv_1', 'dlv_2'],
				}),
			})),
		);
	}
	return fc.oneof(...choices);
}

// ---- verified, but not a JSON object delivered as JSON: 400 -------------------------------------

function wrongContentType(t: Trigger): fc.Arbitrary<Case> {
	const type = fc.oneof(
		fc.constantFrom<string | undefined>(
			undefined,
			'',
			'text/plain',
			'text/plain; charset=utf-8',
			'application/x-www-form-urlencoded',
			'application/xml',
			'text/xml',
			'application/octet-stream',
			'text/html',
			'application/javascript',
			'application/jsonp',
			'application/json-seq',
			'json',
		),
		fc
			.string({ unit: 'grapheme-ascii', maxLength: 40 })
			.filter((s) => !/json/i.test(s) && !/^\s*multipart\//i.test(s)),
	);
	const multipart = eventRaw(t).map((raw) => ({
		kind: 'wrong content type',
		// n8n keeps no raw body for multipart: nothing to verify the signature over
		expected: 401 as const,
		delivery: printable({
			body: {},
			rawBody: null,
			headers: { ...signedHeaders(t, raw), 'content-type': 'multipart/form-data; boundary=x' },
		}),
	}));
	const other = fc
		.record({ raw: eventRaw(t), type, form: bodyForm })
		.map(({ raw, type, form }) => ({
			kind: 'wrong content type',
			expected: 400 as const,
			delivery: request(raw, { ...signedHeaders(t, raw), 'content-type': type }, form),
		}));
	return fc.oneof({ arbitrary: other, weight: 6 }, { arbitrary: multipart, weight: 1 });
}

function signedNotAnObject(t: Trigger): fc.Arbitrary<Case> {
	return fc.record({ raw: notAnObject, form: bodyForm }).map(({ raw, form }) => ({
		kind: 'signed, not a JSON object',
		expected: 400,
		delivery: request(raw, signedHeaders(t, raw), form),
	}));
}

export function rejected(t: Trigger): fc.Arbitrary<Case> {
	return fc.oneof(
		unsigned(t),
		badSignature(t),
		tampered(t),
		missingHeader(t),
		...(t.scheme.timestampHeader ? [badTimestamp(t)] : []),
		repeatedHeader(t),
		wrongContentType(t),
		signedNotAnObject(t),
	);
}

/** Bodies of several megabytes: unsigned, altered after signing, or signed but not an object. */
export function large(t: Trigger): fc.Arbitrary<Case> {
	const size = fc.constantFrom(2, 5, 8).map((mb) => mb * 1024 * 1024);
	const bigEvent = size.map((bytes) =>
		utf8(
			JSON.stringify({ id: 'evt_large', event: t.event, type: t.event, data: 'd'.repeat(bytes) }),
		),
	);
	return fc.oneof(
		bigEvent.map((raw) => {
			const headers = signedHeaders(t, raw);
			delete headers[lower(t.scheme.signatureHeader)];
			return { kind: 'large: unsigned', expected: 401 as const, delivery: request(raw, headers) };
		}),
		bigEvent.map((raw) => {
			const altered = Buffer.from(raw);
			altered[altered.length - 10] = 'e'.charCodeAt(0);
			return {
				kind: 'large: signed, then altered',
				expected: 401 as const,
				delivery: request(altered, signedHeaders(t, raw)),
			};
		}),
		size.map((bytes) => {
			const raw = utf8(`[${'1,'.repeat(bytes / 2)}1]`);
			return {
				kind: 'large: signed, not a JSON object',
				expected: 400 as const,
				delivery: request(raw, signedHeaders(t, raw)),
			};
		}),
	);
}
