import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { signageRequest } from '../../api';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Screen Status Summary',
	action: 'Get the screen status summary',
	description: 'How many screens are online, offline and on standby, and their average uptime',
	kind: 'read',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the summary',
};

export const description: INodeProperties[] = [];

export async function execute(this: IExecuteFunctions) {
	return await signageRequest.call(this, { method: 'GET', path: '/analytics/screens/status' });
}
