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
	/** How long the service waited for the answer (or the error), ms */
	ms?: number;
}

/**
 * Every webhook post of the simulated services, kept so that the e2e suite can send one again as
 * it was signed; and `copies`: the deliveries to a URL that contains a key are posted that many
 * times at once (a service whose retries overlap), set through `/_control/deliveries`.
 */
export const webhookPosts = {
	posted: [] as Array<Pick<PostedDelivery, 'url' | 'headers' | 'raw' | 'status' | 'error' | 'ms'>>,
	copies: new Map<string, number>(),
};

/**
 * Posts a signed delivery (as many copies at once as `webhookPosts.copies` asks); the first copy's
 * status. The service gives up waiting after `timeoutMs`, or SANDBOX_DELIVERY_TIMEOUT_MS where set;
 * with SANDBOX_QUEUED_DELIVERIES=1 it does not wait for the answer (undefined), which is kept in
 * `webhookPosts` only (the crash bench's measure of triggers that answer when the workflow finishes).
 */
export async function postDelivery(
	url: string,
	headers: Record<string, string>,
	raw: string,
	timeoutMs = 2000,
): Promise<number | undefined> {
	const posted: (typeof webhookPosts.posted)[number] = { url, headers, raw };
	webhookPosts.posted.push(posted);
	const copies = [...webhookPosts.copies].find(([part]) => url.includes(part))?.[1] ?? 1;
	const waitMs = Number(process.env.SANDBOX_DELIVERY_TIMEOUT_MS) || timeoutMs;
	const start = Date.now();
	// The answer is kept too: the crash bench tells an event the service saw refused from one it saw accepted.
	const answer = Promise.all(
		Array.from(
			{ length: copies },
			async () =>
				(
					await fetch(url, {
						method: 'POST',
						headers,
						body: raw,
						signal: AbortSignal.timeout(waitMs),
					})
				).status,
		),
	).then(
		(statuses) => {
			Object.assign(posted, { status: statuses[0], ms: Date.now() - start });
			return statuses[0];
		},
		(error: Error) => {
			Object.assign(posted, { error: error.message, ms: Date.now() - start });
			throw error;
		},
	);
	// A service that queues its deliveries answers the call that caused the event at once.
	if (process.env.SANDBOX_QUEUED_DELIVERIES === '1') {
		answer.catch(() => undefined);
		return undefined;
	}
	return await answer;
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
