import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checks } from '../../../shared/validation';
import { chatRaw, unwrapRecord } from '../../api';
import { conversationId, pathOf, recordId } from '../parameters';
import { priorityParameter } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Set Priority',
	action: 'Set the priority of a conversation',
	description: 'Set or clear the priority of a conversation',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: '`id`, `priority` (`null` for none) and what the API answers',
};

export const description: INodeProperties[] = [
	conversationId,
	priorityParameter({ required: true }),
];

/** The body field is not shown in the document: Chatwoot's `priority`, with the name (none clears it). */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const id = recordId(this, itemIndex, check, 'conversationId');
	const priority = this.getNodeParameter('priority', itemIndex) as string;
	const answer = await chatRaw.call(this, {
		method: 'POST',
		path: await pathOf(this, itemIndex, `/conversations/${id}/toggle_priority`),
		body: { priority },
	});
	// Chatwoot answers with an empty body: say what was set.
	return { id, priority: priority === 'none' ? null : priority, ...unwrapRecord(answer) };
}
