import type { SigningScheme } from './delivery';

/**
 * A hex HMAC-SHA256 signing scheme named by its headers: over `<timestamp>.<raw body>` when the
 * sender sends a timestamp (checked within 300 seconds), else over the raw body alone.
 */
export function hmacSha256Hex(headers: {
	signature: string;
	timestamp?: string;
	deliveryId?: string;
	prefix?: string;
}): SigningScheme {
	return {
		signatureHeader: headers.signature,
		timestampHeader: headers.timestamp ?? '',
		signedContent: headers.timestamp ? 'timestampDotBody' : 'body',
		algorithm: 'sha256',
		encoding: 'hex',
		prefix: headers.prefix ?? '',
		replayWindowSeconds: 300,
		deliveryIdHeader: headers.deliveryId ?? '',
	};
}

/**
 * The signing scheme the pack assumes where a document does not show one and the service sends a
 * timestamp (see each trigger's page, docs/nodes/<Node>Trigger.md): `X-Signature: sha256=<hex HMAC-SHA256>` over
 * `<X-Timestamp>.<raw body>`, the timestamp in Unix seconds, a 300-second replay window, and
 * `X-Delivery-Id` naming the event (the item's `eventId`).
 */
export const TIMESTAMPED_HMAC_SHA256 = hmacSha256Hex({
	signature: 'X-Signature',
	timestamp: 'X-Timestamp',
	deliveryId: 'X-Delivery-Id',
	prefix: 'sha256=',
});
