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
