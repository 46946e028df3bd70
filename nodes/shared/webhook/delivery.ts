import { createHash, randomUUID } from 'crypto';
import type {
	IDataObject,
	INodeProperties,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { jsonParse } from 'n8n-workflow';

import { copyOfStarted } from './recentEvents';
import type { SignatureAlgorithm } from './signature';
import { deliveryTime, signatureMatches, withinReplayWindow } from './signature';

/**
 * Verification of signed webhook deliveries whose scheme a document does not spell out: the
 * scheme is a set of options with defaults per interface (see each trigger's page, docs/nodes/<Node>Trigger.md).
 */
export interface SigningScheme {
	signatureHeader: string;
	/** Empty: the sender sends no timestamp, so no replay window applies */
	timestampHeader: string;
	signedContent: 'body' | 'timestampDotBody';
	algorithm: SignatureAlgorithm;
	encoding: 'hex' | 'base64';
	prefix: string;
	replayWindowSeconds: number;
	/** Header naming each event, the same on every redelivery (the item's `eventId`); empty: the body's `id` */
	deliveryIdHeader: string;
}

export function signingParameter(defaults: SigningScheme): INodeProperties {
	return {
		displayName: 'Signature Verification',
		name: 'signing',
		type: 'collection',
		placeholder: 'Change Setting',
		default: {},
		description:
			'How deliveries are signed. The defaults fit the service; change them only if its dashboard says otherwise.',
		// Each setting starts from the interface's default when the user adds it.
		options: (
			[
				{
					displayName: 'Algorithm',
					name: 'algorithm',
					type: 'options',
					options: [
						{ name: 'HMAC-SHA1', value: 'sha1' },
						{ name: 'HMAC-SHA256', value: 'sha256' },
						{ name: 'HMAC-SHA512', value: 'sha512' },
					],
					default: 'sha256',
				},
				{
					displayName: 'Delivery ID Header',
					name: 'deliveryIdHeader',
					type: 'string',
					default: '',
					description:
						"Header naming each event, the same on every redelivery; it becomes the item's eventId (empty: the body's ID)",
				},
				{
					displayName: 'Encoding',
					name: 'encoding',
					type: 'options',
					options: [
						{ name: 'Base64', value: 'base64' },
						{ name: 'Hex', value: 'hex' },
					],
					default: 'hex',
					description: 'How the signature header writes the digest',
				},
				{
					displayName: 'Replay Window (Seconds)',
					name: 'replayWindowSeconds',
					type: 'number',
					default: 300,
					typeOptions: { minValue: 1 },
					description:
						'Deliveries whose timestamp is further than this from now are rejected (only with a timestamp header)',
				},
				{
					displayName: 'Signature Header',
					name: 'signatureHeader',
					type: 'string',
					default: '',
				},
				{
					displayName: 'Signature Prefix',
					name: 'prefix',
					type: 'string',
					default: '',
					description: 'Text before the digest in the header, e.g. sha256=',
				},
				{
					displayName: 'Signed Content',
					name: 'signedContent',
					type: 'options',
					options: [
						{ name: 'Raw Body', value: 'body' },
						{ name: 'Timestamp + "." + Raw Body', value: 'timestampDotBody' },
					],
					default: 'body',
				},
				{
					displayName: 'Timestamp Header',
					name: 'timestampHeader',
					type: 'string',
					default: '',
					description:
						'Header with the delivery time (Unix seconds); empty when the service sends none',
				},
			] as INodeProperties[]
		).map((option) => ({ ...option, default: defaults[option.name as keyof SigningScheme] })),
	};
}

const schemeOf = (ctx: IWebhookFunctions, defaults: SigningScheme): SigningScheme => ({
	...defaults,
	...(ctx.getNodeParameter('signing', {}) as Partial<SigningScheme>),
});

/** A header's value; a header given twice arrives as an array (Node's `headersDistinct`, some proxies). */
function headerOf(ctx: IWebhookFunctions) {
	const headers = ctx.getHeaderData() as Record<string, string | string[] | undefined>;
	return (name: string) => (name ? headers[name.toLowerCase()] : undefined);
}

const givenTwice = (name: string) => `the ${name} header is given more than once`;

/** The bytes the sender signed, as the n8n server keeps them (none for multipart bodies: nothing can match). */
function rawBodyOf(ctx: IWebhookFunctions): Buffer {
	const { rawBody } = ctx.getRequestObject() as unknown as { rawBody?: unknown };
	return Buffer.isBuffer(rawBody)
		? rawBody
		: Buffer.from(typeof rawBody === 'string' ? rawBody : '');
}

/** Why a delivery cannot be verified (answered 401), or undefined when its signature and timestamp are good. */
function deliveryRejection(
	ctx: IWebhookFunctions,
	secret: string,
	scheme: SigningScheme,
	raw: Buffer,
): string | undefined {
	const header = headerOf(ctx);
	if (!secret) return 'no signing secret is configured';
	const signature = header(scheme.signatureHeader);
	if (!signature) return `the ${scheme.signatureHeader} header is missing`;
	if (Array.isArray(signature)) return givenTwice(scheme.signatureHeader);
	const timestamp = header(scheme.timestampHeader);
	if (scheme.timestampHeader) {
		if (!timestamp) return `the ${scheme.timestampHeader} header is missing`;
		if (Array.isArray(timestamp)) return givenTwice(scheme.timestampHeader);
		if (deliveryTime(timestamp) === undefined)
			return `the ${scheme.timestampHeader} header is not a Unix time`;
		if (!withinReplayWindow(timestamp, scheme.replayWindowSeconds))
			return 'the delivery is outside the replay window';
	}
	const content =
		scheme.signedContent === 'timestampDotBody'
			? Buffer.concat([Buffer.from(`${String(timestamp ?? '')}.`), raw])
			: raw;
	const ok = signatureMatches({
		secret,
		content,
		signature,
		algorithm: scheme.algorithm,
		encoding: scheme.encoding,
		prefix: scheme.prefix,
	});
	return ok ? undefined : 'the signature does not match';
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/** The delivery's JSON object, read from the bytes that were verified; or why there is none (answered 400). */
function deliveredObject(ctx: IWebhookFunctions, raw: Buffer): IDataObject | string {
	const contentType = headerOf(ctx)('content-type');
	if (typeof contentType !== 'string' || !JSON_TYPE.test(contentType.trim()))
		return 'the Content-Type is not application/json';
	const body: unknown = jsonParse(raw.toString('utf8').replace(/^\uFEFF/, ''), {
		fallbackValue: null,
	});
	return body !== null && typeof body === 'object' && !Array.isArray(body)
		? (body as IDataObject)
		: 'the body is not a JSON object';
}

/**
 * The event's own ID, the same on every redelivery (the item's `eventId`, which the workflow
 * deduplicates on): the delivery ID header, else the body's `id`, else the SHA-256 of the body.
 * Beyond copies arriving at once (recentEvents.ts) the trigger does not deduplicate: n8n writes a
 * workflow's static data back at the end of each execution, so an ID recorded there while
 * answering the webhook would be overwritten.
 */
function eventIdOf(id: string | undefined, body: IDataObject, raw: Buffer): string {
	const named = [id, body.id].find(
		(value) => (typeof value === 'string' && value !== '') || typeof value === 'number',
	);
	return named === undefined ? createHash('sha256').update(raw).digest('hex') : String(named);
}

/** Answers 401 (not verified), 400 (verified but malformed) or 503 (later) without starting an execution. */
function reject(ctx: IWebhookFunctions, status: 400 | 401 | 503, reason: string) {
	ctx
		.getResponseObject()
		.status(status)
		.json({ error: `Delivery rejected: ${reason}` });
	return { noWebhookResponse: true };
}

/** Answers 200 (so the sender does not retry) without starting an execution, e.g. for an unselected kind. */
function acknowledge(ctx: IWebhookFunctions, note: string) {
	ctx.getResponseObject().status(200).json({ received: true, note });
	return { noWebhookResponse: true };
}

/**
 * A copy of an event this process started an execution for moments ago starts none. Answered 200
 * where the trigger responds immediately, as the first copy was; where it responds when the
 * workflow finishes, a 200 would tell the service the event was handled before the first copy's
 * execution ended (it may yet fail or be lost), so the copy is answered 503 and the service
 * delivers it again later.
 */
function answerCopy(ctx: IWebhookFunctions, eventId: string) {
	const note = `event ${eventId} is already being processed`;
	if (ctx.getNodeParameter('responseMode', 'onReceived') !== 'lastNode')
		return acknowledge(ctx, note);
	return reject(ctx, 503, `${note}; deliver it again later`);
}

export interface DeliveryRules {
	/** The secret the sender signs with */
	secret: string;
	defaults: SigningScheme;
	/** Event kinds to pass on (read from the body's `event` or `type`); empty passes every kind */
	wanted: string[];
	/** false only where the user turned verification off (deliveries that cannot be verified); default true */
	verify?: boolean;
	/** Why an accepted delivery starts nothing (answered 200), e.g. filtered out by a trigger option */
	skip?(ctx: IWebhookFunctions, body: IDataObject): string | undefined;
	/** The item a delivery becomes; by default its body */
	item?(body: IDataObject): IDataObject;
}

/**
 * One delivery, as every webhook trigger of the pack takes it: verified (401 and no execution
 * otherwise), a JSON object sent as JSON with at most one delivery id (400 and no execution
 * otherwise), filtered by kind (200 and no execution), a copy of an event started moments ago
 * answered without another execution (answerCopy), and then one item carrying the event's `eventId`. A
 * later redelivery starts an execution again, with the same `eventId`. The item's `receiptId` is
 * this delivery's own (new for each one received): a retry of its execution in n8n reuses the
 * trigger's output, so the retry carries it too, and the templates' claim lets the retry of the
 * event's first claimant on where any other delivery of the event stops.
 */
export function receiveDelivery(
	ctx: IWebhookFunctions,
	{ secret, defaults, wanted, verify = true, skip, item = (body) => body }: DeliveryRules,
): IWebhookResponseData {
	const scheme = schemeOf(ctx, defaults);
	const raw = rawBodyOf(ctx);
	const rejection = verify ? deliveryRejection(ctx, secret, scheme, raw) : undefined;
	if (rejection) return reject(ctx, 401, rejection);
	const body = deliveredObject(ctx, raw);
	if (typeof body === 'string') return reject(ctx, 400, body);
	const deliveryId = headerOf(ctx)(scheme.deliveryIdHeader);
	if (Array.isArray(deliveryId)) return reject(ctx, 400, givenTwice(scheme.deliveryIdHeader));
	const eventType = String(body.event ?? body.type ?? '');
	if (wanted.length && !wanted.includes(eventType))
		return acknowledge(ctx, `event ${eventType} not selected`);
	const skipped = skip?.(ctx, body);
	if (skipped) return acknowledge(ctx, skipped);
	const eventId = eventIdOf(deliveryId, body, raw);
	if (copyOfStarted(ctx, eventId)) return answerCopy(ctx, eventId);
	return {
		workflowData: [
			ctx.helpers.returnJsonArray({ ...item(body), eventId, receiptId: randomUUID() }),
		],
	};
}
