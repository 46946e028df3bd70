import { createHmac, timingSafeEqual } from 'crypto';
import type { IDataObject } from 'n8n-workflow';

export type SignatureAlgorithm = 'sha1' | 'sha256' | 'sha512';

/**
 * Whether `signature` is the HMAC of `content` under `secret`, compared in constant time.
 * `prefix` is what the sender puts before the digest (e.g. "sha256=").
 */
export function signatureMatches(options: {
	secret: string;
	content: Buffer | string;
	signature: string | undefined;
	algorithm: SignatureAlgorithm;
	encoding: 'hex' | 'base64';
	prefix?: string;
}): boolean {
	const { secret, content, algorithm, encoding, prefix = '' } = options;
	if (!secret || !options.signature) return false;
	let signature = options.signature.trim();
	if (prefix && signature.startsWith(prefix)) signature = signature.slice(prefix.length);
	const expected = createHmac(algorithm, secret).update(content).digest();
	const given = Buffer.from(signature, encoding);
	return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether a delivery timestamp (Unix seconds or milliseconds, or ISO 8601) is within `windowSeconds` of now. */
export function withinReplayWindow(timestamp: string | undefined, windowSeconds: number, now = Date.now()): boolean {
	if (!timestamp) return false;
	const numeric = Number(timestamp);
	const ms = Number.isFinite(numeric) ? (numeric < 1e12 ? numeric * 1000 : numeric) : Date.parse(timestamp);
	return Number.isFinite(ms) && Math.abs(now - ms) <= windowSeconds * 1000;
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
