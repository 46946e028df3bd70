import type { ICredentialType, INodeType } from 'n8n-workflow';

import * as pack from '../../index';
import { ALL_IN_ONE } from '../../scripts/packaging/services';

/** Every node and credential the pack exports, by the type name n8n gives them. */
export const PACKAGE = ALL_IN_ONE;

export const packNodes: Record<string, INodeType> = {};
export const packCredentials: Record<string, ICredentialType> = {};

for (const Exported of Object.values(pack).filter((v) => typeof v === 'function') as Array<
	new () => INodeType | ICredentialType
>) {
	const instance = new Exported();
	if ('description' in instance) packNodes[`${PACKAGE}.${instance.description.name}`] = instance;
	else packCredentials[instance.name] = instance;
}

/** The pack's webhook triggers, by node name: suites that find them in the pack check they found all of these. */
export const WEBHOOK_TRIGGER_NAMES = [
	'billingTrigger',
	'chatTrigger',
	'invoicingTrigger',
	'paymentsTrigger',
	'recruitmentTrigger',
	'salesCrmTrigger',
];
