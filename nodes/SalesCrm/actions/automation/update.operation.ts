import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection } from '../../../shared/crud';
import { pathId, text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { salesCrmRequest } from '../../api';
import { automationId, rulesFrom, rulesParameters, triggerEventParameter } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update an automation',
	description: 'Change, activate or deactivate an automation',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the changed automation',
};

export const description: INodeProperties[] = [
	automationId,
	...collection('Update Fields', 'updateFields', 'Add Field', [
		{
			displayName: 'Active',
			name: 'active',
			type: 'boolean',
			default: true,
			description: 'Whether the automation runs (false pauses it)',
		},
		text('Name', 'name', 'Name of the automation'),
		triggerEventParameter,
	]),
	{
		displayName: 'Replace Conditions and Actions',
		name: 'replaceRules',
		type: 'boolean',
		default: false,
		description:
			'Whether to replace the trigger conditions and the actions with the ones entered below',
	},
	...rulesParameters({ replaceRules: [true] }),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const id = pathId(this, itemIndex, 'automationId');
	const { trigger_event: event, ...fields } = dropEmpty(
		this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject,
	);
	const body: IDataObject = { ...fields };
	const trigger: IDataObject = event ? { event } : {};
	if (this.getNodeParameter('replaceRules', itemIndex, false)) {
		const { conditions, actions } = rulesFrom(this, itemIndex, check);
		if (!actions) check.fail('actions', 'add at least one action');
		trigger.conditions = conditions ?? [];
		body.actions = actions;
	}
	if (Object.keys(trigger).length) body.trigger = trigger;
	if (Object.keys(body).length === 0)
		check.fail('updateFields', 'set at least one field to update');
	return await salesCrmRequest.call(this, { method: 'PATCH', path: `/automations/${id}`, body });
}
