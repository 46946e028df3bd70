import { DateTime } from 'luxon';
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checks } from '../../../shared/validation';
import { chatRaw, unwrapRecord } from '../../api';
import { CONVERSATION_STATUSES, numericOptions } from '../../enums';
import { conversationId, pathOf, recordId } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { dateTime } from '../../../shared/parameters';

export const option: OperationOption = {
	name: 'Set Status',
	action: 'Set the status of a conversation',
	description: 'Open, resolve, set pending or snooze a conversation',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: '`conversation_id` and the status the API answers',
};

export const description: INodeProperties[] = [
	conversationId,
	{
		displayName: 'Status',
		name: 'status',
		description: 'New status: open, resolved, pending, or snoozed until the time below',
		type: 'options',
		options: numericOptions(CONVERSATION_STATUSES),
		default: 'resolved',
		required: true,
	},
	dateTime(
		'Snoozed Until',
		'snoozed_until',
		'When the conversation reopens: ISO 8601 with its UTC offset, e.g. 2026-03-02T10:00:00-06:00; empty snoozes it until the contact replies',
		{ displayOptions: { show: { status: ['snoozed'] } } },
	),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const id = recordId(this, itemIndex, check, 'conversationId');
	const status = this.getNodeParameter('status', itemIndex) as string;
	const body: IDataObject = { status };
	if (status === 'snoozed') {
		const until = check.isoDate(
			'snoozed_until',
			this.getNodeParameter('snoozed_until', itemIndex, ''),
		);
		if (until) body.snoozed_until = Math.floor(DateTime.fromISO(until).toSeconds());
	}
	const answer = await chatRaw.call(this, {
		method: 'POST',
		path: await pathOf(this, itemIndex, `/conversations/${id}/toggle_status`),
		body,
	});
	return { conversation_id: id, ...unwrapRecord(answer) };
}
