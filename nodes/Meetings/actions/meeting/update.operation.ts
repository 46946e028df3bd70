import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection } from '../../../shared/crud';
import { dateTime, pathId, text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { meetingsRequest } from '../../api';
import { meetingId, unwrap } from '../parameters';
import { meetingDatetime } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update a meeting',
	description: 'Change the title, date and time, or whether the meeting admits connections',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the changed meeting',
};

export const description: INodeProperties[] = [
	meetingId,
	...collection('Update Fields', 'updateFields', 'Add Field', [
		text('Title', 'title', 'Title of the meeting (at least one character)'),
		dateTime(
			'Date and Time',
			'datetime',
			'When the meeting takes place: ISO 8601 with its UTC offset, e.g. 2026-03-02T10:00:00-06:00',
		),
		{
			displayName: 'Status',
			name: 'status',
			description: 'ACTIVE admits participants; INACTIVE admits no new connections',
			type: 'options',
			options: [
				{ name: 'Active', value: 'ACTIVE', description: 'Participants can connect' },
				{ name: 'Inactive', value: 'INACTIVE', description: 'No new connections are admitted' },
			],
			default: 'ACTIVE',
		},
	]),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const id = pathId(this, itemIndex, 'publicMeetingId');
	const fields = this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
	const body: IDataObject = {};
	if (fields.title !== undefined) {
		check.required('title', fields.title);
		body.title = fields.title;
	}
	if (fields.datetime !== undefined && fields.datetime !== '')
		body.datetime = meetingDatetime(this, itemIndex, fields.datetime);
	if (fields.status !== undefined) {
		body.status = fields.status;
	}
	if (Object.keys(body).length === 0)
		check.fail('updateFields', 'set at least one field to update');
	return unwrap(
		await meetingsRequest.call(this, { method: 'PATCH', path: `/meetings/${id}`, body }),
		'meeting',
	);
}
