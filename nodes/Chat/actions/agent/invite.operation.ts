import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { chatRequest } from '../../api';
import { pathOf } from '../parameters';
import { roleParameter } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Invite',
	action: 'Invite an agent',
	description: 'Invite a person to the account as an agent or administrator',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the invited agent',
};

export const description: INodeProperties[] = [
	text('Name', 'name', 'Full name of the agent', { required: true }),
	text('Email', 'email', 'Address the invitation is sent to', {
		required: true,
		placeholder: 'name@email.com',
	}),
	{ ...roleParameter, required: true },
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const body = {
		name: this.getNodeParameter('name', itemIndex) as string,
		email: this.getNodeParameter('email', itemIndex) as string,
		role: this.getNodeParameter('role', itemIndex) as string,
	};
	check.required('name', body.name);
	check.required('email', body.email);
	check.email('email', body.email);
	return await chatRequest.call(this, {
		method: 'POST',
		path: await pathOf(this, itemIndex, '/agents'),
		body,
	});
}
