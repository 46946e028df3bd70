import { createHmac } from 'node:crypto';

/** Pieces the simulated services that post their own webhooks share. */

/** A webhook post as the service kept it */
export interface PostedDelivery {
	url: string;
	event: string;
	headers: Record<string, string>;
	/** The exact bytes posted (what was signed) */
	raw: string;
	status?: number;
	error?: string;
}

/**
 * Every webhook post of the simulated services, kept so that the e2e suite can send one again as
 * it was signed; and `copies`: the deliveries to a URL that contains a key are posted that many
 * times at once (a service whose retries overlap), set through `/_control/deliveries`.
 */
export const webhookPosts = {
	posted: [] as Array<Pick<PostedDelivery, 'url' | 'headers' | 'raw' | 'status' | 'error'>>,
	copies: new Map<string, number>(),
};

/** Posts a signed delivery (as many copies at once as `webhookPosts.copies` asks); the first copy's status. */
export async function postDelivery(
	url: string,
	headers: Record<string, string>,
	raw: string,
	timeoutMs = 2000,
): Promise<number> {
	const posted: (typeof webhookPosts.posted)[number] = { url, headers, raw };
	webhookPosts.posted.push(posted);
	const copies = [...webhookPosts.copies].find(([part]) => url.includes(part))?.[1] ?? 1;
	// The answer is kept too: the crash bench tells an event the service saw refused from one it saw accepted.
	const statuses = await Promise.all(
		Array.from(
			{ length: copies },
			async () =>
				(
					await fetch(url, {
						method: 'POST',
						headers,
						body: raw,
						signal: AbortSignal.timeout(timeoutMs),
					})
				).status,
		),
	).catch((error: Error) => {
		posted.error = error.message;
		throw error;
	});
	posted.status = statuses[0];
	return statuses[0];
}

/** The signature header value the Sales CRM, Recruitment and Chat send: sha256=<hex HMAC-SHA256 over "<timestamp>.<raw>">. */
export function timestampSignature(secret: string, timestamp: string, raw: string) {
	return 'sha256=' + createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex');
}

/**
 * A store that stamps its records: IDs `<prefix>_<n>` counted from 1, and ISO times that never
 * repeat, so that "newest first" is a strict order even for records made in one millisecond.
 */
export class StampedStore {
	private sequence = 0;
	private lastTime = 0;

	id(prefix: string) {
		return `${prefix}_${++this.sequence}`;
	}

	now() {
		this.lastTime = Math.max(Date.now(), this.lastTime + 1);
		return new Date(this.lastTime).toISOString();
	}

	/** On reset: IDs count from 1 again (times go on, as the real clock does) */
	protected restartIds() {
		this.sequence = 0;
	}
}
