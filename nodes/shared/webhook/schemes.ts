import type { SigningScheme } from './delivery';

/**
 * The signing scheme the pack assumes where a document does not show one and the service sends a
 * timestamp (see the README of each trigger): `X-Signature: sha256=<hex HMAC-SHA256>` over
 * `<X-Timestamp>.<raw body>`, the timestamp in Unix seconds, a 300-second replay window, and
 * `X-Delivery-Id` naming the delivery for deduplication.
 */
export const TIMESTAMPED_HMAC_SHA256: SigningScheme = {
	signatureHeader: 'X-Signature',
	timestampHeader: 'X-Timestamp',
	signedContent: 'timestampDotBody',
	algorithm: 'sha256',
	encoding: 'hex',
	prefix: 'sha256=',
	replayWindowSeconds: 300,
	deliveryIdHeader: 'X-Delivery-Id',
};
