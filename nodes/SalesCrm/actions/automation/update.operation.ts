import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../../shared/transport';
import { checks } from '../../../shared/validation';
import { WEBHOOK_EVENTS, salesCrm } from '../../api';
import { given, pathId, show } from '../../../shared/parameters';
import { automationId } from '../locators';
import { rulesFrom, rulesParameters, triggerEventParameter } from './rules';

export const description: INodeProperties[] = show('automation', 'update', [
	automationId,
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{ displayName: 'Active', name: 'active', type: 'boolean', default: true, description: 'Whether the automation runs (false pauses it)' },
			{ displayName: 'Name', name: 'name', type: 'string', default: '', description: 'Name of the automation' },
			triggerEventParameter,
		],
	},
	{
		displayName: 'Replace Conditions and Actions',
		name: 'replaceRules',
		type: 'boolean',
		default: false,
		description: 'Whether to replace the trigger conditions and the actions with the ones entered below',
	},
	...rulesParameters({ replaceRules: [true] }),
]);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const id = pathId(this, itemIndex, 'automationId');
	const { trigger_event: event, ...fields } = given(this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject);
	check.oneOf('trigger_event', event, WEBHOOK_EVENTS);
	const body: IDataObject = { ...fields };
	const trigger: IDataObject = event ? { event } : {};
	if (this.getNodeParameter('replaceRules', itemIndex, false)) {
		const { conditions, actions } = rulesFrom(this, itemIndex, check);
		if (!actions) check.fail('actions', 'add at least one action');
		trigger.conditions = conditions ?? [];
		body.actions = actions;
	}
	if (Object.keys(trigger).length) body.trigger = trigger;
	if (Object.keys(body).length === 0) check.fail('updateFields', 'set at least one field to update');
	return await apiRequest.call(this, salesCrm, { method: 'PATCH', path: `/automations/${id}`, body });
}
