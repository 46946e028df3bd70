import { recordOperations } from '../../../shared/crud';
import { chatRecords, listPayload, wholeList } from '../../api';
import { webhookWrite } from '../parameters';

export const option = {
	name: 'Create',
	action: 'Create a webhook',
	description: 'Register a URL for event deliveries',
};

export const { description, execute } = recordOperations(
	chatRecords(wholeList(listPayload)),
).create(webhookWrite);
