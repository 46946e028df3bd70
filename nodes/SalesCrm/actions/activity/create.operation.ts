import type { IExecuteFunctions } from 'n8n-workflow';

import { createBody, createParameters } from '../../../shared/crud';
import {
	createUnlessFound,
	findFirstParameter,
	sameFields,
} from '../../../shared/findBeforeCreate';
import { salesCrmRecords } from '../../api';
import { activityWrite } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create an activity',
	description: 'Log an e-mail, call, meeting, task or note',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	made: 'created',
	orFound: true,
};

/** An activity already logged: the same subject (exact), of the same type, deal and contact. */
const existing = sameFields('/activities', ['subject'], ['type', 'deal_id', 'contact_id']);

export const description = [
	...createParameters(activityWrite),
	findFirstParameter('an activity', 'with the same subject, type, deal and contact'),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const body = createBody(this, itemIndex, activityWrite);
	return await createUnlessFound(this, itemIndex, salesCrmRecords, existing, body);
}
