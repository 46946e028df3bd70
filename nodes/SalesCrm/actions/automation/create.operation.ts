import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checks } from '../../../shared/validation';
import { salesCrmRequest } from '../../api';
import { rulesFrom, rulesParameters, triggerEventParameter } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create an automation',
	description: 'Create an automation with its trigger, conditions and actions',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the created automation',
};

export const description: INodeProperties[] = [
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		required: true,
		description: 'Name of the automation',
	},
	{ ...triggerEventParameter, required: true },
	{
		displayName: 'Active',
		name: 'active',
		type: 'boolean',
		default: true,
		description: 'Whether the automation runs as soon as it is created',
	},
	...rulesParameters(),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const name = this.getNodeParameter('name', itemIndex, '') as string;
	check.required('name', name);
	const event = this.getNodeParameter('trigger_event', itemIndex, '') as string;
	check.required('trigger_event', event);
	const { conditions, actions } = rulesFrom(this, itemIndex, check);
	if (!actions) check.fail('actions', 'add at least one action');
	const body: IDataObject = {
		name,
		active: this.getNodeParameter('active', itemIndex, true) as boolean,
		trigger: { event, conditions: conditions ?? [] },
		actions,
	};
	return await salesCrmRequest.call(this, { method: 'POST', path: '/automations', body });
}
