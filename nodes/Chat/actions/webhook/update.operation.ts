import { recordOperations } from '../../../shared/crud';
import { wholeListRecords } from '../../api';
import { webhookWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update a webhook',
	description: 'Change the URL, events or name of a webhook',
	kind: 'write',
};

export const { description, execute } = recordOperations(wholeListRecords).update(webhookWrite);
