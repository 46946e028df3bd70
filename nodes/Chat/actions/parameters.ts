import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import type { OperationBody } from '../../shared/crud';
import type { ListDialect } from '../../shared/pagination';
import { fetchList } from '../../shared/pagination';
import {
	listLimit,
	listParameters,
	locator,
	simplifier,
	simplifyParameter,
	text,
} from '../../shared/parameters';
import { OutputItems } from '../../shared/router';
import type { OperationOutput } from '../../shared/router';
import type { Checks } from '../../shared/validation';
import { checks } from '../../shared/validation';
import { accountPath, chat } from '../api';
import { readable } from '../enums';

/** Parameters several Chat operations share. */

export const conversationId = locator(
	'Conversation',
	'conversationId',
	'searchConversations',
	'The conversation: its ID from Conversation → Get Many or Search',
);

export const contactId = locator(
	'Contact',
	'contactId',
	'searchContacts',
	'The contact: its ID from Contact → Search or Contact → Get Many',
);

/** An ID parameter for records without a picker. */
export const idParameter = (record: string, name: string) =>
	text(
		`${record} ID`,
		name,
		`ID of the ${record.toLowerCase()}, as ${record} → Get Many lists it`,
		{
			required: true,
			placeholder: 'e.g. 42',
		},
	);

export type RecordType = Parameters<typeof readable>[1];

/** The documented fields of each record, what Simplify keeps (before adding readable names and ISO dates). */
export const SIMPLIFIED_KEYS: Record<RecordType, string[]> = {
	conversation: [
		'id',
		'account_id',
		'inbox_id',
		'status',
		'priority',
		'vip',
		'labels',
		'custom_attributes',
		'meta',
		'created_at',
		'updated_at',
	],
	message: [
		'id',
		'content',
		'inbox_id',
		'conversation_id',
		'message_type',
		'content_type',
		'status',
		'private',
		'created_at',
		'additional_attributes',
		'sender',
		'attachments',
	],
	contact: [
		'id',
		'name',
		'email',
		'phone_number',
		'availability_status',
		'custom_attributes',
		'last_activity_at',
		'created_at',
		'contact_inboxes',
	],
};

/** With Simplify on: the documented fields, readable names next to the numbers and ISO dates next to the Unix seconds. */
export const readableWhenSimplified = (
	ctx: IExecuteFunctions,
	itemIndex: number,
	recordType: RecordType,
) => simplifier(ctx, itemIndex, SIMPLIFIED_KEYS[recordType], (kept) => readable(kept, recordType));

const READABLE_ADDS = 'readable names beside the numbers and ISO dates beside the Unix seconds';

/** What a list read (readList) outputs: one item per record, Simplify adding readable names. */
export const readListOutput = (recordType: RecordType): OperationOutput => ({
	kind: 'records',
	simplifiedKeys: SIMPLIFIED_KEYS[recordType],
	simplifiedAdds: READABLE_ADDS,
});

/** A read (from the shared builders) whose Simplify also adds readable names and ISO dates. */
export function withReadable(body: OperationBody, recordType: RecordType): OperationBody {
	return {
		description: body.description,
		output: {
			...body.output,
			simplifiedKeys: SIMPLIFIED_KEYS[recordType],
			simplifiedAdds: READABLE_ADDS,
		},
		async execute(this: IExecuteFunctions, itemIndex: number) {
			const result = await body.execute.call(this, itemIndex);
			if (result instanceof OutputItems) return result;
			const convert = readableWhenSimplified(this, itemIndex, recordType);
			return Array.isArray(result) ? result.map(convert) : convert(result);
		},
	};
}

/** A list read with Return All / Limit over a dialect, Simplify adding readable names. */
export async function readList(
	ctx: IExecuteFunctions,
	itemIndex: number,
	request: { method: 'GET' | 'POST'; path: string; qs?: IDataObject; body?: unknown },
	pages: ListDialect,
	recordType?: RecordType,
): Promise<IDataObject[]> {
	const limit = listLimit(ctx, itemIndex);
	// A filter's POST is a read like the GET of a list: fetchList sends each page as one.
	const records = await fetchList(ctx, chat, request, pages, limit);
	return recordType ? records.map(readableWhenSimplified(ctx, itemIndex, recordType)) : records;
}

/** The path under the item's account. */
export const pathOf = async (ctx: IExecuteFunctions, itemIndex: number, rest: string) =>
	await accountPath(rest)(ctx, itemIndex);

/** Return All / Limit and Simplify of a read list. */
export const readListParameters = (simplify = true): INodeProperties[] => [
	...listParameters,
	...(simplify ? [simplifyParameter] : []),
];

export const searchQuery = (what: string): INodeProperties =>
	text('Search Query', 'q', `Free text matched against ${what}`, {
		required: true,
		placeholder: 'e.g. refund',
	});

/** A free-text search of contacts or conversations under the item's account, each a list read. */
export const searchOperation = (
	what: string,
	path: string,
	pages: ListDialect,
	recordType: RecordType,
): OperationBody => ({
	description: [searchQuery(what), ...readListParameters()],
	output: readListOutput(recordType),
	async execute(this: IExecuteFunctions, itemIndex: number) {
		const q = this.getNodeParameter('q', itemIndex) as string;
		checks(this, itemIndex).required('q', q);
		return await readList(
			this,
			itemIndex,
			{ method: 'GET', path: await pathOf(this, itemIndex, path), qs: { q } },
			pages,
			recordType,
		);
	},
});

/** An ID field the API takes as a whole number: checked, and sent as a number (undefined when not given). */
export function integerId(check: Checks, field: string, value: unknown): number | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	check.integerBetween(field, value, 1);
	return Number(value);
}

/** The record an operation works on, its ID checked as a whole number, ready for a path. */
export function recordId(
	ctx: IExecuteFunctions,
	itemIndex: number,
	check: Checks,
	name: string,
): number {
	const value = ctx.getNodeParameter(name, itemIndex, '', { extractValue: true });
	check.required(name, value);
	return integerId(check, name, typeof value === 'string' ? value.trim() : value)!;
}

export const boolean = (
	displayName: string,
	name: string,
	description: string,
): INodeProperties => ({
	displayName,
	name,
	type: 'boolean',
	default: true,
	description,
});
