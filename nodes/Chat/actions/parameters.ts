import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { OperationBody, WriteSpec } from '../../shared/crud';
import type { ListDialect } from '../../shared/pagination';
import { fetchList } from '../../shared/pagination';
import {
	dropdown,
	listLimit,
	listParameters,
	locator,
	simplifyParameter,
	text,
} from '../../shared/parameters';
import { OutputItems } from '../../shared/router';
import type { Checks } from '../../shared/validation';
import { splitList } from '../../shared/validation';
import { dropEmpty } from '../../shared/values';
import { WEBHOOK_EVENTS, accountPath, chat, readable } from '../api';

/** Parameters several Chat operations share. */

export const conversationId = locator(
	'Conversation',
	'conversationId',
	'searchConversations',
	'The conversation to work on',
);
export const contactId = locator(
	'Contact',
	'contactId',
	'searchContacts',
	'The contact to work on',
);

export const inboxDropdown = (extra: Partial<INodeProperties> = {}) =>
	dropdown('Inbox Name or ID', 'inbox_id', 'getInboxes', extra);
export const agentDropdown = (extra: Partial<INodeProperties> = {}) =>
	dropdown('Agent Name or ID', 'assignee_id', 'getAgents', extra);
export const teamDropdown = (extra: Partial<INodeProperties> = {}) =>
	dropdown('Team Name or ID', 'team_id', 'getTeams', extra);

export const labelsParameter: INodeProperties = {
	displayName: 'Label Names or IDs',
	name: 'labels',
	type: 'multiOptions',
	typeOptions: { loadOptionsMethod: 'getLabels' },
	default: [],
	description:
		'Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
	hint: 'Replaces the labels of the conversation; labels are given by their titles',
};

/** An ID parameter for records without a picker. */
export const idParameter = (record: string, name: string) =>
	text(`${record} ID`, name, `ID of the ${record.toLowerCase()}`, {
		required: true,
		placeholder: 'e.g. 42',
	});

type Kind = Parameters<typeof readable>[1];

/** The documented fields of each record, what Simplify keeps (before adding readable names and ISO dates). */
export const SIMPLIFIED_KEYS: Record<Kind, string[]> = {
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
export function readableWhenSimplified(ctx: IExecuteFunctions, itemIndex: number, kind: Kind) {
	if (!ctx.getNodeParameter('simplify', itemIndex, true)) return (record: IDataObject) => record;
	return (record: IDataObject) => {
		const kept: IDataObject = {};
		for (const key of SIMPLIFIED_KEYS[kind]) if (key in record) kept[key] = record[key];
		return readable(kept, kind);
	};
}

/** A read (from the shared builders) whose Simplify also adds readable names and ISO dates. */
export function withReadable(body: OperationBody, kind: Kind): OperationBody {
	return {
		description: body.description,
		async execute(this: IExecuteFunctions, itemIndex: number) {
			const result = await body.execute.call(this, itemIndex);
			if (result instanceof OutputItems) return result;
			const convert = readableWhenSimplified(this, itemIndex, kind);
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
	kind?: Kind,
): Promise<IDataObject[]> {
	const limit = listLimit(ctx, itemIndex);
	// A filter is a read: repeating its POST changes nothing.
	const records = await fetchList(
		ctx,
		chat,
		{ ...request, idempotent: request.method === 'POST' },
		pages,
		limit,
	);
	return kind ? records.map(readableWhenSimplified(ctx, itemIndex, kind)) : records;
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

/** Advanced filters: conditions built in the panel or given as JSON. */
const FILTER_OPERATORS = [
	{ name: 'Contains', value: 'contains' },
	{ name: 'Days Before', value: 'days_before' },
	{ name: 'Does Not Contain', value: 'does_not_contain' },
	{ name: 'Equal To', value: 'equal_to' },
	{ name: 'Is Greater Than', value: 'is_greater_than' },
	{ name: 'Is Less Than', value: 'is_less_than' },
	{ name: 'Is Not Present', value: 'is_not_present' },
	{ name: 'Is Present', value: 'is_present' },
	{ name: 'Not Equal To', value: 'not_equal_to' },
];
const OPERATORS = FILTER_OPERATORS.map((o) => o.value);
const VALUELESS = ['is_present', 'is_not_present'];

export function filterParameters(attributes: string): INodeProperties[] {
	return [
		{
			displayName: 'Define Conditions',
			name: 'filterMode',
			type: 'options',
			options: [
				{ name: 'Using Fields Below', value: 'fields' },
				{ name: 'Using JSON', value: 'json' },
			],
			default: 'fields',
		},
		{
			displayName: 'Conditions',
			name: 'conditions',
			type: 'fixedCollection',
			typeOptions: { multipleValues: true, sortable: true },
			placeholder: 'Add Condition',
			default: {},
			displayOptions: { show: { filterMode: ['fields'] } },
			options: [
				{
					displayName: 'Condition',
					name: 'condition',
					values: [
						text(
							'Attribute',
							'attribute_key',
							`Attribute to test, e.g. ${attributes}, or the key of a custom attribute`,
							{ required: true },
						),
						{
							displayName: 'Operator',
							name: 'filter_operator',
							type: 'options',
							options: FILTER_OPERATORS,
							default: 'equal_to',
						},
						text(
							'Values',
							'values',
							'Comma-separated values the attribute is compared with (none for Is Present / Is Not Present)',
						),
						{
							displayName: 'Combine With Next',
							name: 'query_operator',
							type: 'options',
							options: [
								{ name: 'And', value: 'AND' },
								{ name: 'Or', value: 'OR' },
							],
							default: 'AND',
							description: 'How this condition joins the next one (ignored on the last)',
						},
					],
				},
			],
		},
		{
			displayName: 'Conditions (JSON)',
			name: 'conditionsJson',
			type: 'json',
			default:
				'[\n  {"attribute_key": "status", "filter_operator": "equal_to", "values": ["open"], "query_operator": null}\n]',
			displayOptions: { show: { filterMode: ['json'] } },
			description:
				'The filter payload: an array of {attribute_key, filter_operator, values, query_operator}',
		},
	];
}

/** The filter payload from the panel or JSON, checked: at least one condition, known operators, values where the operator needs them. */
export function filterPayload(
	ctx: IExecuteFunctions,
	itemIndex: number,
	check: Checks,
): IDataObject[] {
	const mode = ctx.getNodeParameter('filterMode', itemIndex, 'fields') as string;
	let conditions: IDataObject[];
	let field = 'conditions';
	if (mode === 'json') {
		field = 'conditionsJson';
		conditions = check.jsonArray(
			field,
			ctx.getNodeParameter('conditionsJson', itemIndex, '[]'),
		) as IDataObject[];
	} else {
		const given = (ctx.getNodeParameter('conditions', itemIndex, {}) as IDataObject).condition as
			IDataObject[] | undefined;
		conditions = (given ?? []).map((c) => ({ ...c, values: splitList(c.values) }));
	}
	if (conditions.length === 0) check.fail(field, 'add at least one condition');
	return conditions.map((condition, index) => {
		if (!condition || typeof condition !== 'object')
			check.fail(field, `condition ${index + 1} must be an object`);
		check.required('attribute_key', condition.attribute_key);
		check.oneOf('filter_operator', condition.filter_operator, OPERATORS);
		const values = Array.isArray(condition.values) ? condition.values : splitList(condition.values);
		if (!VALUELESS.includes(String(condition.filter_operator)) && values.length === 0) {
			check.fail(
				field,
				`condition ${index + 1} (${String(condition.attribute_key)}) needs at least one value`,
			);
		}
		const last = index === conditions.length - 1;
		const joiner = String(condition.query_operator ?? 'AND').toUpperCase();
		if (!last) check.oneOf('query_operator', joiner, ['AND', 'OR']);
		return {
			attribute_key: condition.attribute_key,
			filter_operator: condition.filter_operator,
			values,
			query_operator: last ? null : joiner,
		};
	});
}

/** A JSON object parameter (custom attributes). */
export const customAttributesParameter: INodeProperties = {
	displayName: 'Custom Attributes (JSON)',
	name: 'custom_attributes',
	type: 'json',
	default: '{}',
	description: 'Values of custom attributes as a JSON object, e.g. {"plan": "gold"}',
};

/** The given fields, custom attributes parsed and left out when empty. */
export function withCustomAttributes(fields: IDataObject, check: Checks): IDataObject {
	const { custom_attributes: custom, ...body } = dropEmpty(fields);
	if (custom !== undefined) {
		const parsed = check.jsonObject('custom_attributes', custom);
		if (Object.keys(parsed).length) body.custom_attributes = parsed;
	}
	return body;
}

/** An ID field the API takes as a whole number: checked, and sent as a number (undefined when not given). */
export function integerId(check: Checks, field: string, value: unknown): number | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	check.integerBetween(field, value, 1, Number.MAX_SAFE_INTEGER);
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

/** Priority options: the four of the document and none (Chatwoot's way to clear it). */
export const priorityParameter = (extra: Partial<INodeProperties> = {}): INodeProperties => ({
	displayName: 'Priority',
	name: 'priority',
	type: 'options',
	options: [
		{ name: 'High (2)', value: 'high' },
		{ name: 'Low (0)', value: 'low' },
		{ name: 'Medium (1)', value: 'medium' },
		{ name: 'None', value: 'none', description: 'No priority' },
		{ name: 'Urgent (3)', value: 'urgent' },
	],
	default: 'medium',
	...extra,
});

/** Message Type and Private of the Send operations. */
export const messageOptions: INodeProperties[] = [
	{
		displayName: 'Message Type',
		name: 'message_type',
		type: 'options',
		options: [
			{ name: 'Outgoing (1)', value: 'outgoing', description: 'From the agent to the contact' },
			{ name: 'Incoming (0)', value: 'incoming', description: 'As if the contact had written it' },
		],
		default: 'outgoing',
	},
	{
		displayName: 'Private Note',
		name: 'private',
		type: 'boolean',
		default: false,
		description:
			'Whether this is a private message: an internal note only agents and administrators see, never sent to the contact',
	},
];

/** What Contact → Create and Update send. */
export const contactWrite: WriteSpec = {
	path: accountPath('/contacts'),
	id: contactId,
	required: [],
	optional: [
		text('Name', 'name', 'Full name of the contact'),
		text('Email', 'email', 'E-mail address', { placeholder: 'name@email.com' }),
		text('Phone Number', 'phone_number', 'Phone number in E.164 format, e.g. +14155550123'),
		customAttributesParameter,
	],
	toBody(fields, check, partial) {
		const body = withCustomAttributes(fields, check);
		check.email('email', body.email);
		check.matches(
			'phone_number',
			body.phone_number,
			/^\+[1-9]\d{1,14}$/,
			'must be in E.164 format: + and the country code, e.g. +14155550123',
		);
		if (!partial && !body.name && !body.email && !body.phone_number)
			check.fail('additionalFields', 'give at least a name, an e-mail or a phone number');
		return body;
	},
};

/** Records picked from dropdowns (short lists), or given by ID. */
export const inboxId = dropdown('Inbox Name or ID', 'inboxId', 'getInboxes', { required: true });
export const agentId = dropdown('Agent Name or ID', 'agentId', 'getAgents', { required: true });
export const teamId = dropdown('Team Name or ID', 'teamId', 'getTeams', { required: true });
export const labelId = idParameter('Label', 'labelId');
export const cannedResponseId = idParameter('Canned Response', 'cannedResponseId');
export const definitionId = idParameter('Custom Attribute Definition', 'definitionId');
export const webhookId = text(
	'Webhook ID',
	'webhookId',
	'ID of the webhook, as Webhook → Get Many lists it',
	{ required: true, placeholder: 'e.g. 42' },
);

const boolean = (displayName: string, name: string, description: string): INodeProperties => ({
	displayName,
	name,
	type: 'boolean',
	default: true,
	description,
});

/** What Inbox → Update sends: the three fields the document names. */
export const inboxWrite: WriteSpec = {
	path: accountPath('/inboxes'),
	id: inboxId,
	required: [],
	optional: [
		boolean(
			'Auto Assignment',
			'enable_auto_assignment',
			'Whether new conversations are assigned to agents automatically',
		),
		boolean(
			'Greeting Enabled',
			'greeting_enabled',
			'Whether the greeting message is sent when a conversation starts',
		),
		text('Greeting Message', 'greeting_message', 'Message sent when a conversation starts'),
	],
	toBody: (fields) => dropEmpty(fields),
};

export const AGENT_ROLES = ['agent', 'administrator'];
export const AVAILABILITIES = ['online', 'busy', 'offline'];

export const roleParameter: INodeProperties = {
	displayName: 'Role',
	name: 'role',
	type: 'options',
	options: [
		{ name: 'Administrator', value: 'administrator' },
		{ name: 'Agent', value: 'agent' },
	],
	default: 'agent',
};

/** What Agent → Update sends. */
export const agentWrite: WriteSpec = {
	path: accountPath('/agents'),
	id: agentId,
	required: [],
	optional: [
		roleParameter,
		{
			displayName: 'Availability',
			name: 'availability',
			type: 'options',
			options: [
				{ name: 'Busy', value: 'busy' },
				{ name: 'Offline', value: 'offline' },
				{ name: 'Online', value: 'online' },
			],
			default: 'online',
		},
	],
	toBody(fields, check) {
		check.oneOf('role', fields.role, AGENT_ROLES);
		check.oneOf('availability', fields.availability, AVAILABILITIES);
		return dropEmpty(fields);
	},
};

/** What Team → Create and Update send. */
export const teamWrite: WriteSpec = {
	path: accountPath('/teams'),
	id: teamId,
	required: [text('Name', 'name', 'Name of the team', { required: true })],
	optional: [
		text('Description', 'description', 'What the team handles'),
		boolean(
			'Allow Auto Assign',
			'allow_auto_assign',
			'Whether conversations of the team are assigned to its members automatically',
		),
	],
	toBody: (fields) => dropEmpty(fields),
};

/** What Label → Create and Update send. */
export const labelWrite: WriteSpec = {
	path: accountPath('/labels'),
	id: labelId,
	required: [
		text('Title', 'title', 'Title of the label: letters, digits, hyphens and underscores', {
			required: true,
			placeholder: 'e.g. billing',
		}),
	],
	optional: [
		text('Description', 'description', 'What the label marks'),
		{
			displayName: 'Color',
			name: 'color',
			type: 'color',
			default: '#1f93ff',
			description: 'Colour of the label as #RRGGBB',
		},
		boolean('Show on Sidebar', 'show_on_sidebar', 'Whether the label is listed in the sidebar'),
	],
	toBody(fields, check) {
		const body = dropEmpty(fields);
		check.matches(
			'title',
			body.title,
			/^[\w-]+$/,
			'may hold only letters, digits, hyphens and underscores',
		);
		check.matches('color', body.color, /^#[0-9a-fA-F]{6}$/, 'must be a colour as #RRGGBB');
		return body;
	},
};

/** What Canned Response → Create and Update send (Chatwoot's fields: the document shows none). */
export const cannedResponseWrite: WriteSpec = {
	path: accountPath('/canned_responses'),
	id: cannedResponseId,
	required: [
		text('Short Code', 'short_code', 'What agents type after / to insert the response', {
			required: true,
			placeholder: 'e.g. refund',
		}),
		{
			displayName: 'Content',
			name: 'content',
			type: 'string',
			typeOptions: { rows: 3 },
			default: '',
			required: true,
			description: 'Text of the response',
		},
	],
	optional: [],
	toBody: (fields) => dropEmpty(fields),
};

export const ATTRIBUTE_MODELS = ['conversation_attribute', 'contact_attribute'];

export const attributeModelParameter: INodeProperties = {
	displayName: 'Applies To',
	name: 'attribute_model',
	type: 'options',
	options: [
		{ name: 'Contacts', value: 'contact_attribute' },
		{ name: 'Conversations', value: 'conversation_attribute' },
	],
	default: 'contact_attribute',
};
const ATTRIBUTE_TYPES = [
	'text',
	'number',
	'currency',
	'percent',
	'link',
	'date',
	'list',
	'checkbox',
];

/** What Custom Attribute Definition → Create and Update send (Chatwoot's fields: the document shows none). */
export const definitionWrite: WriteSpec = {
	path: accountPath('/custom_attribute_definitions'),
	id: definitionId,
	required: [
		text('Display Name', 'attribute_display_name', 'Name shown to agents', { required: true }),
		text(
			'Key',
			'attribute_key',
			'Key the values are stored under: lowercase letters, digits and underscores',
			{ required: true, placeholder: 'e.g. plan' },
		),
		{
			displayName: 'Type',
			name: 'attribute_display_type',
			type: 'options',
			options: ATTRIBUTE_TYPES.map((value) => ({
				name: value.charAt(0).toUpperCase() + value.slice(1),
				value,
			})),
			default: 'text',
		},
		attributeModelParameter,
	],
	optional: [
		text('Description', 'attribute_description', 'What the attribute means'),
		text('List Values', 'attribute_values', 'Comma-separated choices of a List attribute'),
	],
	toBody(fields, check) {
		const body = dropEmpty(fields);
		check.matches(
			'attribute_key',
			body.attribute_key,
			/^[a-z0-9_]+$/,
			'may hold only lowercase letters, digits and underscores',
		);
		check.oneOf('attribute_display_type', body.attribute_display_type, ATTRIBUTE_TYPES);
		check.oneOf('attribute_model', body.attribute_model, ATTRIBUTE_MODELS);
		if ('attribute_values' in body) body.attribute_values = splitList(body.attribute_values);
		return body;
	},
};

export const subscriptionsParameter: INodeProperties = {
	displayName: 'Events',
	name: 'subscriptions',
	type: 'multiOptions',
	options: WEBHOOK_EVENTS,
	default: [],
	description: 'Event kinds delivered to the URL (Chatwoot calls them subscriptions)',
};

/** What Webhook → Create and Update send: Chatwoot's body, the document shows none. */
export const webhookWrite: WriteSpec = {
	path: accountPath('/webhooks'),
	id: webhookId,
	required: [
		text('URL', 'url', 'Address the deliveries are posted to', {
			required: true,
			placeholder: 'https://example.com/hooks/chat',
		}),
		{ ...subscriptionsParameter, required: true },
	],
	optional: [text('Name', 'name', 'Name shown in the webhook list')],
	toBody(fields, check, partial) {
		const body = dropEmpty(fields);
		check.url('url', body.url);
		const events = body.subscriptions as string[] | undefined;
		if (events !== undefined || !partial) {
			if (!events?.length) check.fail('subscriptions', 'choose at least one event');
			check.noDuplicates('subscriptions', events!);
		}
		return body;
	},
};
