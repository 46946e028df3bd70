import { conversationPages } from '../../api';
import { searchOperation } from '../parameters';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Search',
	action: 'Search conversations',
	description: 'Find conversations by free text',
	kind: 'read',
};

export const { description, execute, output } = searchOperation(
	'the messages and the contact of each conversation',
	'/conversations/search',
	conversationPages(),
	'conversation',
);
