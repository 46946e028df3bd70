import { createHmac } from 'node:crypto';

import { BILLING_PROJECT_SECRET } from './keys';

export interface SignedDelivery {
	headers: Record<string, string>;
	rawBody: string;
	body: Record<string, any>;
}

/** An event as the service delivers it: its raw body signed with the project's secret over `<timestamp>.<body>`. */
export function signedDelivery(body: Record<string, any>): SignedDelivery {
	const rawBody = JSON.stringify(body);
	// The delivery moment is real time (the trigger checks it against its own clock).
	const timestamp = String(Math.floor(Date.now() / 1000));
	const signature = createHmac('sha256', BILLING_PROJECT_SECRET)
		.update(`${timestamp}.${rawBody}`)
		.digest('hex');
	return {
		headers: {
			'content-type': 'application/json',
			'service-signature': signature,
			'service-timestamp': timestamp,
		},
		rawBody,
		body,
	};
}
