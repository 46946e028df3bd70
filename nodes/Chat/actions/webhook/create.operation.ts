import { recordOperations } from '../../../shared/crud';
import { wholeListRecords } from '../../api';
import { webhookWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a webhook',
	description: 'Register a URL for event deliveries',
	kind: 'write',
};

export const { description, execute } = recordOperations(wholeListRecords).create(webhookWrite);
