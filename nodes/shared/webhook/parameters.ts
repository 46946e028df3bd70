import type { IExecuteFunctions } from 'n8n-workflow';

import { text } from '../parameters';
import type { Checks } from '../validation';

/** The address a webhook registered from an action node delivers to. */
export const urlParameter = (placeholder: string) =>
	text('URL', 'url', 'Address the deliveries are posted to', { required: true, placeholder });

/** The key its deliveries are signed with; `description` says what an empty one means. */
export const secretParameter = (description: string) =>
	text('Secret', 'secret', description, { typeOptions: { password: true } });

/** The URL (a full http(s) address, required) and the secret (empty when none is typed) of one item. */
export function address(ctx: IExecuteFunctions, itemIndex: number, check: Checks) {
	const url = String(ctx.getNodeParameter('url', itemIndex, '')).trim();
	check.required('url', url);
	check.url('url', url);
	const secret = ctx.getNodeParameter('secret', itemIndex, '') as string;
	return { url, secret };
}

/** The event kinds a registration delivers: a list (an expression may give anything) without repeats, at least one. */
export function events(check: Checks, field: string, value: unknown): string[] {
	check.noDuplicates(field, value);
	if ((value as string[]).length === 0) check.fail(field, 'choose at least one event');
	return value as string[];
}
