import { conversationPages } from '../../api';
import { filterOperation } from '../filters';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Filter',
	action: 'Filter conversations',
	description: 'Find conversations matching conditions on their attributes',
	kind: 'read',
};

export const { description, execute, output } = filterOperation(
	'/conversations/filter',
	'status, priority, assignee_id, inbox_id, team_id, labels, display_id, created_at',
	conversationPages(),
	'conversation',
);
