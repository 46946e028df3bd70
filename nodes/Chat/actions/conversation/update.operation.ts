import { recordOperations } from '../../../shared/crud';
import { accountPath, conversationRecords } from '../../api';
import { conversationId } from '../parameters';
import { labelsParameter, priorityParameter } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update a conversation',
	description: 'Change the priority, VIP flag or labels of a conversation',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(conversationRecords).update({
	path: accountPath('/conversations'),
	id: conversationId,
	required: [],
	optional: [
		priorityParameter(),
		{
			displayName: 'VIP',
			name: 'vip',
			type: 'boolean',
			default: true,
			description:
				'Whether the conversation is VIP: pinned at the top of the inbox whatever the sort order',
		},
		labelsParameter,
	],
	toBody(fields, check) {
		const body = { ...fields };
		if (body.priority !== undefined) {
			body.priority = body.priority === 'none' ? null : body.priority;
		}
		return body;
	},
});
