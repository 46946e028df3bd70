import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection } from '../../../shared/crud';
import type { ExistingSpec } from '../../../shared/findBeforeCreate';
import { createUnlessFound, findFirstParameter } from '../../../shared/findBeforeCreate';
import { checks } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { conversationRecords } from '../../api';
import { CONVERSATION_STATUSES, enumName, numericOptions } from '../../enums';
import { contactId, integerId, pathOf } from '../parameters';
import { agentDropdown, inboxDropdown, teamDropdown } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a conversation',
	description: 'Start a conversation with a contact in an inbox',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	made: 'created',
	orFound: true,
};

export const description: INodeProperties[] = [
	inboxDropdown({
		required: true,
		description:
			'Inbox the conversation belongs to, as Inbox → Get Many lists it. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	}),
	{
		...contactId,
		description:
			'The contact the conversation is with: its ID from Contact → Search or Contact → Create',
	},
	...collection('Additional Fields', 'additionalFields', 'Add Field', [
		{
			displayName: 'Status',
			name: 'status',
			type: 'options',
			options: numericOptions(CONVERSATION_STATUSES),
			default: 'open',
			description: 'Status the conversation starts in: open, pending, resolved or snoozed',
		},
		agentDropdown({
			description:
				'Agent the conversation is assigned to, as Agent → Get Many lists it. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		}),
		teamDropdown({
			description:
				'Team the conversation is assigned to, as Team → Get Many lists it. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		}),
		{
			displayName: 'First Message',
			name: 'message',
			type: 'string',
			typeOptions: { rows: 3 },
			default: '',
			description: 'Text of the first (outgoing) message',
		},
	]),
	findFirstParameter('a conversation', 'with the same contact, inbox and status'),
];

/**
 * A conversation already open with the contact, as a single-conversation inbox reuses it: in the
 * same inbox, in the status the Create would start it in (open unless Status says otherwise), so
 * a resolved one is never reopened. The list filters by inbox and status but not by contact: the
 * walk reads the contact of each from `meta.sender`.
 */
const existing = (path: string): ExistingSpec => ({
	path,
	query: (body) => ({
		inbox_id: body.inbox_id,
		status: enumName(CONVERSATION_STATUSES, body.status ?? 'open'),
	}),
	matches: (conversation, body) =>
		((conversation.meta as IDataObject | undefined)?.sender as IDataObject | undefined)?.id ===
		body.contact_id,
});

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const inbox = this.getNodeParameter('inbox_id', itemIndex, '');
	const contact = this.getNodeParameter('contactId', itemIndex, '', { extractValue: true });
	check.required('inbox_id', inbox);
	check.required('contactId', contact);
	const fields = dropEmpty(this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject);
	const body: IDataObject = dropEmpty({
		inbox_id: integerId(check, 'inbox_id', inbox),
		contact_id: integerId(check, 'contactId', contact),
		status: fields.status,
		assignee_id: integerId(check, 'assignee_id', fields.assignee_id),
		team_id: integerId(check, 'team_id', fields.team_id),
	});
	if (fields.message !== undefined) body.message = { content: fields.message };
	const path = await pathOf(this, itemIndex, '/conversations');
	return await createUnlessFound(this, itemIndex, conversationRecords, existing(path), body);
}
