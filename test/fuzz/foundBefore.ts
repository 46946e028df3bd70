import type { Case, Trigger } from './deliveries';
import { lower, nowSeconds, request, signedHeaders, utf8 } from './deliveries';

/**
 * What the generators found in the code before the fix, pinned: each was accepted (often starting an
 * execution and recording a delivery id) or crashed the trigger with a TypeError.
 */
export function foundBefore(t: Trigger): Case[] {
	const { scheme } = t;
	const raw = utf8(
		JSON.stringify({ id: 'evt_pinned', event: t.event, type: t.event, data: { amount: 1 } }),
	);
	const headers = signedHeaders(t, raw);
	const signature = String(headers[lower(scheme.signatureHeader)]);
	const signedAs = (at: string) => request(raw, signedHeaders(t, raw, { timestamp: at }));
	const signedBody = (text: string) => request(utf8(text), signedHeaders(t, utf8(text)));
	const now = nowSeconds();
	return [
		{
			kind: 'signature header twice (array): TypeError',
			expected: 401,
			delivery: request(raw, {
				...headers,
				[lower(scheme.signatureHeader)]: [signature, signature],
			}),
		},
		{
			kind: 'two signatures joined with a comma: accepted',
			expected: 401,
			delivery: request(raw, {
				...headers,
				[lower(scheme.signatureHeader)]: `${signature}, ${signature}`,
			}),
		},
		{
			kind: 'the right digest followed by junk: accepted',
			expected: 401,
			delivery: request(raw, { ...headers, [lower(scheme.signatureHeader)]: `${signature}x` }),
		},
		...(scheme.deliveryIdHeader
			? [
					{
						kind: 'delivery id header twice: accepted under the id "a,b"',
						expected: 400 as const,
						delivery: request(raw, { ...headers, [lower(scheme.deliveryIdHeader)]: ['a', 'b'] }),
					},
				]
			: []),
		...(scheme.timestampHeader
			? [
					`0x${now.toString(16)}`,
					`${now / 1e9}e9`,
					`${now}.5`,
					`+${now}`,
					new Date().toUTCString(),
				].map((at) => ({
					kind: `timestamp ${at} (now, not as Unix seconds): accepted`,
					expected: 401 as const,
					delivery: signedAs(at),
				}))
			: []),
		...[
			'[]',
			'[{"id":"a","event":"b"}]',
			'1',
			'"text"',
			'null',
			'true',
			'',
			'{"id":',
			'['.repeat(5000) + ']'.repeat(5000),
		].map((text) => ({
			kind: `signed body ${text.slice(0, 30)}: accepted and recorded, or TypeError`,
			expected: 400 as const,
			delivery: signedBody(text),
		})),
		...[
			'text/plain',
			'application/x-www-form-urlencoded',
			'application/octet-stream',
			undefined,
		].map((type) => ({
			kind: `signed event sent as ${type ?? 'no content type'}: accepted and recorded, or TypeError`,
			expected: 400 as const,
			delivery: request(raw, { ...headers, 'content-type': type }),
		})),
	];
}
