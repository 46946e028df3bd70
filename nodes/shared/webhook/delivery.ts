import { createHash } from 'crypto';
import type { IDataObject, INodeProperties, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';

import type { SignatureAlgorithm } from './signature';
import { signatureMatches, withinReplayWindow } from './signature';

/**
 * Verification of signed webhook deliveries whose scheme a document does not spell out: the
 * scheme is a set of options with defaults per interface (see the README of each trigger).
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
	/** Header naming each delivery for deduplication; empty: the body's `id` */
	deliveryIdHeader: string;
}

export function signingParameter(defaults: SigningScheme): INodeProperties {
	return {
		displayName: 'Signature Verification',
		name: 'signing',
		type: 'collection',
		placeholder: 'Change Setting',
		default: {},
		description: 'How deliveries are signed. The defaults fit the service; change them only if its dashboard says otherwise.',
		// Each setting starts from the interface's default when the user adds it.
		options: ([
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
				description: "Header naming each delivery, so a repeat starts no second execution; empty: the body's ID",
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
				description: 'Deliveries whose timestamp is further than this from now are rejected (only with a timestamp header)',
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
				description: 'Header with the delivery time (Unix seconds); empty when the service sends none',
			},
		] as INodeProperties[]).map((option) => ({ ...option, default: defaults[option.name as keyof SigningScheme] })),
	};
}

const schemeOf = (ctx: IWebhookFunctions, defaults: SigningScheme): SigningScheme => ({
	...defaults,
	...(ctx.getNodeParameter('signing', {}) as Partial<SigningScheme>),
});

function headerOf(ctx: IWebhookFunctions) {
	const headers = ctx.getHeaderData() as IDataObject;
	return (name: string) => (name ? (headers[name.toLowerCase()] as string | undefined) : undefined);
}

/** Why a delivery is rejected, or undefined when its signature and timestamp are good. */
function deliveryRejection(ctx: IWebhookFunctions, secret: string, defaults: SigningScheme): string | undefined {
	const scheme = schemeOf(ctx, defaults);
	const request = ctx.getRequestObject() as unknown as { rawBody?: Buffer; body?: unknown };
	const header = headerOf(ctx);
	if (!secret) return 'no signing secret is configured';
	const signature = header(scheme.signatureHeader);
	if (!signature) return `the ${scheme.signatureHeader} header is missing`;
	const raw = request.rawBody ?? Buffer.from(JSON.stringify(request.body ?? {}));
	const timestamp = header(scheme.timestampHeader);
	if (scheme.timestampHeader) {
		if (!timestamp) return `the ${scheme.timestampHeader} header is missing`;
		if (!withinReplayWindow(timestamp, scheme.replayWindowSeconds)) return 'the delivery is outside the replay window';
	}
	const content = scheme.signedContent === 'timestampDotBody' ? Buffer.concat([Buffer.from(`${timestamp ?? ''}.`), raw]) : raw;
	const ok = signatureMatches({ secret, content, signature, algorithm: scheme.algorithm, encoding: scheme.encoding, prefix: scheme.prefix });
	return ok ? undefined : 'the signature does not match';
}

/**
 * Remembers delivery ids in the workflow's static data (never process memory: queue mode runs
 * each delivery wherever it lands). Returns false for an id already seen. Keeps the newest `max`.
 */
export function firstDelivery(staticData: IDataObject, id: string, max = 500): boolean {
	const seen = (staticData.deliveryIds as string[] | undefined) ?? [];
	if (seen.includes(id)) return false;
	seen.push(id);
	if (seen.length > max) seen.splice(0, seen.length - max);
	staticData.deliveryIds = seen;
	return true;
}

/** Answers 401 without starting an execution. */
function reject(ctx: IWebhookFunctions, reason: string) {
	ctx.getResponseObject().status(401).json({ error: `Delivery rejected: ${reason}` });
	return { noWebhookResponse: true };
}

/** Answers 200 (so the sender does not retry) without starting an execution, e.g. for a duplicate. */
function acknowledge(ctx: IWebhookFunctions, note: string) {
	ctx.getResponseObject().status(200).json({ received: true, note });
	return { noWebhookResponse: true };
}

export interface DeliveryRules {
	/** The secret the sender signs with */
	secret: string;
	defaults: SigningScheme;
	/** Event kinds to pass on (read from the body's `event` or `type`); empty passes every kind */
	wanted: string[];
	/** false only where the user turned verification off (deliveries that cannot be verified); default true */
	verify?: boolean;
}

/**
 * One delivery, as every webhook trigger of the pack takes it: verified (401 and no execution
 * otherwise), deduplicated in static data (200 and no execution for a repeat), filtered by
 * kind (200 and no execution), and then one item.
 */
export function receiveDelivery(ctx: IWebhookFunctions, { secret, defaults, wanted, verify = true }: DeliveryRules): IWebhookResponseData {
	const rejection = verify ? deliveryRejection(ctx, secret, defaults) : undefined;
	if (rejection) return reject(ctx, rejection);
	const body = ctx.getBodyData();
	const scheme = schemeOf(ctx, defaults);
	const raw = (ctx.getRequestObject() as unknown as { rawBody?: Buffer }).rawBody ?? Buffer.from(JSON.stringify(body));
	const id = headerOf(ctx)(scheme.deliveryIdHeader) ?? body.id ?? createHash('sha256').update(raw).digest('hex');
	if (!firstDelivery(ctx.getWorkflowStaticData('node'), String(id))) return acknowledge(ctx, 'duplicate delivery');
	const kind = String(body.event ?? body.type ?? '');
	if (wanted.length && !wanted.includes(kind)) return acknowledge(ctx, `event ${kind} not selected`);
	return { workflowData: [ctx.helpers.returnJsonArray(body)] };
}
