import { recordOperations } from '../../../shared/crud';
import { chatRecords, listPayload, wholeList } from '../../api';
import { webhookWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a webhook',
	description: 'Register a URL for event deliveries',
	kind: 'write',
};

export const { description, execute } = recordOperations(
	chatRecords(wholeList(listPayload)),
).create(webhookWrite);
