import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../../shared/transport';
import { checks } from '../../../shared/validation';
import { WEBHOOK_EVENTS, salesCrm } from '../../api';
import { show } from '../../../shared/parameters';
import { rulesFrom, rulesParameters, triggerEventParameter } from './rules';

export const description: INodeProperties[] = show('automation', 'create', [
	{ displayName: 'Name', name: 'name', type: 'string', default: '', required: true, description: 'Name of the automation' },
	{ ...triggerEventParameter, required: true },
	{ displayName: 'Active', name: 'active', type: 'boolean', default: true, description: 'Whether the automation runs as soon as it is created' },
	...rulesParameters(),
]);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const name = this.getNodeParameter('name', itemIndex, '') as string;
	check.required('name', name);
	const event = this.getNodeParameter('trigger_event', itemIndex, '') as string;
	check.required('trigger_event', event);
	check.oneOf('trigger_event', event, WEBHOOK_EVENTS);
	const { conditions, actions } = rulesFrom(this, itemIndex, check);
	if (!actions) check.fail('actions', 'add at least one action');
	const body: IDataObject = {
		name,
		active: this.getNodeParameter('active', itemIndex, true) as boolean,
		trigger: { event, conditions: conditions ?? [] },
		actions,
	};
	return await apiRequest.call(this, salesCrm, { method: 'POST', path: '/automations', body });
}
