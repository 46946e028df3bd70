import { createHmac } from 'crypto';

import { RETRY, apiErrorParts, retryDelay } from '../../nodes/shared/transport';
import { signatureMatches, withinReplayWindow } from '../../nodes/shared/webhook/signature';

describe('retry delay', () => {
	const now = Date.parse('2026-11-22T10:00:00Z');

	test('honours Retry-After in seconds and as an HTTP date', () => {
		expect(retryDelay(1, { 'retry-after': '3' }, now)).toBe(3000);
		expect(retryDelay(1, { 'retry-after': 'Sun, 22 Nov 2026 10:00:05 GMT' }, now)).toBe(5000);
	});

	test('honours RateLimit-Reset as seconds to wait or as a Unix time', () => {
		expect(retryDelay(1, { 'ratelimit-reset': '2' }, now)).toBe(2000);
		expect(retryDelay(1, { 'ratelimit-reset': String(now / 1000 + 4) }, now)).toBe(4000);
	});

	test('never waits longer than the cap, even when told to', () => {
		expect(retryDelay(1, { 'retry-after': '3600' }, now)).toBe(RETRY.maxDelayMs);
	});

	test('without a server hint, backs off exponentially with jitter', () => {
		for (let attempt = 1; attempt <= 3; attempt++) {
			const ceiling = RETRY.baseDelayMs * 2 ** (attempt - 1);
			const samples = Array.from({ length: 50 }, () => retryDelay(attempt, {}, now));
			expect(Math.min(...samples)).toBeGreaterThanOrEqual(ceiling / 2);
			expect(Math.max(...samples)).toBeLessThanOrEqual(ceiling);
			expect(new Set(samples).size).toBeGreaterThan(1);
		}
	});
});

describe('API error parts', () => {
	test.each([
		[
			{ error: 'validation_error', message: 'bad', details: [{ field: 'x' }] },
			{ code: 'validation_error', message: 'bad', details: [{ field: 'x' }] },
		],
		[
			{ error: { code: 'ERR_X', message: 'nested' } },
			{ code: 'ERR_X', message: 'nested', details: undefined },
		],
		[
			{ success: false, code: 'ERR_CUSTOMER_NO_VAULT', message: 'no card' },
			{ code: 'ERR_CUSTOMER_NO_VAULT', message: 'no card', details: undefined },
		],
		[
			Buffer.from('{"error":"e","message":"from bytes"}'),
			{ code: 'e', message: 'from bytes', details: undefined },
		],
		['plain text failure', { message: 'plain text failure' }],
	])('%j', (body, expected) => {
		expect(apiErrorParts(body)).toEqual(expected);
	});
});

describe('webhook helpers', () => {
	const secret = 's3cret';
	const content = '{"event":"deal.won"}';
	const hex = createHmac('sha256', secret).update(content).digest('hex');

	test('a signature matches only its own content and secret', () => {
		// The hex HMAC of `content` with `secret`; each check below changes one thing of it (the
		// second writes the signature with a prefix and says so).
		const own = { secret, content, signature: hex, algorithm: 'sha256', encoding: 'hex' } as const;
		expect(signatureMatches(own)).toBe(true);
		expect(signatureMatches({ ...own, signature: `sha256=${hex}`, prefix: 'sha256=' })).toBe(true);
		expect(signatureMatches({ ...own, content: content + ' ' })).toBe(false);
		expect(signatureMatches({ ...own, secret: 'other' })).toBe(false);
		expect(signatureMatches({ ...own, signature: undefined })).toBe(false);
		expect(signatureMatches({ ...own, signature: 'abc' })).toBe(false);
	});

	test('the replay window accepts seconds, milliseconds and ISO, and refuses old or missing stamps', () => {
		const now = Date.parse('2026-11-22T10:00:00Z');
		expect(withinReplayWindow(String(now / 1000 - 60), 300, now)).toBe(true);
		expect(withinReplayWindow(String(now - 60_000), 300, now)).toBe(true);
		expect(withinReplayWindow('2026-11-22T09:59:00Z', 300, now)).toBe(true);
		expect(withinReplayWindow(String(now / 1000 - 301), 300, now)).toBe(false);
		expect(withinReplayWindow(undefined, 300, now)).toBe(false);
	});
});
