import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { dateTime, text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { LANGUAGES, meetingsRequest } from '../../api';
import { unwrap } from '../parameters';
import { meetingDatetime } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a meeting',
	description: 'Create a scheduled or an instant meeting',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the created meeting',
};

export const description: INodeProperties[] = [
	text('Title', 'title', 'Title of the meeting (at least one character)', { required: true }),
	dateTime(
		'Date and Time',
		'datetime',
		'When the meeting takes place: ISO 8601 with its UTC offset, e.g. 2026-03-02T10:00:00-06:00; leave empty for an instant meeting',
	),
	{
		displayName: 'Transcription Language',
		name: 'language',
		type: 'options',
		options: [{ name: 'Off (No Transcription)', value: '' }, ...LANGUAGES],
		default: '',
		description:
			'Language the meeting is transcribed in, as a code such as en, es-419 or pt-BR; multi for a meeting in several, empty for no transcription',
	},
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const title = this.getNodeParameter('title', itemIndex) as string;
	check.required('title', title);
	const language = this.getNodeParameter('language', itemIndex, '') as string;
	const body = dropEmpty({
		title,
		datetime: meetingDatetime(this, itemIndex, this.getNodeParameter('datetime', itemIndex, '')),
		language,
	});
	return unwrap(
		await meetingsRequest.call(this, { method: 'POST', path: '/meetings', body }),
		'meeting',
	);
}
