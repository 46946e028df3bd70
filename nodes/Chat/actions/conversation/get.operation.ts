import { recordOperations } from '../../../shared/crud';
import { accountPath, conversationRecords } from '../../api';
import { SIMPLIFIED_KEYS, conversationId, withReadable } from '../parameters';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a conversation',
	description: 'Get one conversation',
	kind: 'read',
};

export const { description, execute, output } = withReadable(
	recordOperations(conversationRecords).get({
		path: accountPath('/conversations'),
		id: conversationId,
		simplifiedKeys: SIMPLIFIED_KEYS.conversation,
	}),
	'conversation',
);
