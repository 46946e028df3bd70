import { createHmac, timingSafeEqual } from 'crypto';

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
