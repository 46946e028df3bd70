import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection } from '../../../shared/crud';
import { pathId, text } from '../../../shared/parameters';
import { apiRequestFull } from '../../../shared/transport';
import { checks } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { PRESETS, meetings } from '../../api';
import { meetingId, unwrap } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Add',
	action: 'Add a participant',
	description:
		'Add a participant and get their join link and token; the same external ID again renews the token',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the participant (its join token), with `created` and `tokenRenewed` (an existing participant gets a new token)',
};

export const description: INodeProperties[] = [
	meetingId,
	{
		displayName: 'Role',
		name: 'preset_name',
		type: 'options',
		options: PRESETS,
		default: 'service_meet_participant',
		description:
			'What the participant may do in the meeting: service_meet_host, service_meet_participant or service_meet_guest',
	},
	...collection('Additional Fields', 'additionalFields', 'Add Field', [
		text('Email', 'email', 'An invitation with the join link is e-mailed to this address', {
			placeholder: 'name@email.com',
		}),
		text(
			'External ID',
			'externalId',
			'Your own ID for the participant, e.g. the user ID in your system; adding the same external ID again renews their token instead of adding them twice',
		),
		text('Name', 'name', 'Name shown in the meeting'),
	]),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const id = pathId(this, itemIndex, 'publicMeetingId');
	const preset = this.getNodeParameter('preset_name', itemIndex) as string;
	const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
	check.email('email', fields.email);
	const body = dropEmpty({
		preset_name: preset,
		externalId: fields.externalId,
		email: fields.email,
		name: fields.name,
	});
	// Not retried: a repeated POST without an external ID would add the participant twice.
	const response = await apiRequestFull.call(this, meetings, {
		method: 'POST',
		path: `/meetings/${id}/participants`,
		body,
	});
	const created = response.statusCode === 201;
	return {
		...unwrap(response.body as IDataObject, 'participant'),
		created,
		tokenRenewed: !created,
	};
}
