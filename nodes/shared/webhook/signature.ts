import { createHmac, timingSafeEqual } from 'crypto';

export type SignatureAlgorithm = 'sha1' | 'sha256' | 'sha512';

/**
 * Whether `signature` is the HMAC of `content` under `secret`, compared in constant time.
 * `prefix` is what the sender puts before the digest (e.g. "sha256=").
 */
export function signatureMatches(options: {
	secret: string;
	content: Buffer | string;
	/** A header given twice arrives as an array: that is no signature */
	signature: string | string[] | undefined;
	algorithm: SignatureAlgorithm;
	encoding: 'hex' | 'base64';
	prefix?: string;
}): boolean {
	const { secret, content, algorithm, encoding, prefix = '' } = options;
	if (!secret || typeof options.signature !== 'string') return false;
	let signature = options.signature.trim();
	if (prefix && signature.startsWith(prefix)) signature = signature.slice(prefix.length);
	const expected = createHmac(algorithm, secret).update(content).digest();
	const given = Buffer.from(signature, encoding);
	// Buffer.from stops at the first character outside the encoding, so "<digest>junk" (or two
	// signatures joined with a comma) would decode to the digest: the text must be the digest exactly.
	const exact =
		encoding === 'hex'
			? given.toString('hex') === signature.toLowerCase()
			: base64Text(given.toString('base64')) === base64Text(signature);
	return exact && given.length === expected.length && timingSafeEqual(given, expected);
}

/** Base64 as senders write it: with or without padding, in the standard or the URL alphabet */
const base64Text = (text: string) => text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');

const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A delivery timestamp in milliseconds: Unix seconds or milliseconds written in digits, or an ISO 8601
 * date; undefined for anything else (hex, exponents, fractions, a header given twice...).
 */
export function deliveryTime(timestamp: string): number | undefined {
	if (/^\d{1,16}$/.test(timestamp))
		return Number(timestamp) < 1e12 ? Number(timestamp) * 1000 : Number(timestamp);
	const ms = ISO_8601.test(timestamp) ? Date.parse(timestamp) : NaN;
	return Number.isFinite(ms) ? ms : undefined;
}

/** Whether a delivery timestamp (see deliveryTime) is within `windowSeconds` of now. */
export function withinReplayWindow(
	timestamp: string | undefined,
	windowSeconds: number,
	now = Date.now(),
): boolean {
	const ms = timestamp ? deliveryTime(timestamp) : undefined;
	return ms !== undefined && Math.abs(now - ms) <= windowSeconds * 1000;
}
