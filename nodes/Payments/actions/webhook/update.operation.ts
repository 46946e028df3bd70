import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { pathId } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import * as webhook from '../../../shared/webhook/parameters';
import { paymentsWebhooks } from '../../api';
import { webhookEventsParameter, webhookId } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update a webhook',
	description: 'Change the events or switch a webhook on or off',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the changed webhook',
};

export const description: INodeProperties[] = [
	webhookId,
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{
				displayName: 'Active',
				name: 'active',
				type: 'boolean',
				default: true,
				description: 'Whether deliveries are sent',
			},
			{
				...webhookEventsParameter,
				description:
					'Event kinds delivered, e.g. payment.completed or settlement.completed (replaces the current set)',
			},
		],
	},
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const id = pathId(this, itemIndex, 'webhookId');
	const body = this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
	if (Object.keys(body).length === 0)
		check.fail('updateFields', 'set at least one field to update');
	if (body.events !== undefined) {
		webhook.events(check, 'events', body.events);
	}
	return await paymentsWebhooks.change(this, decodeURIComponent(id), body);
}
