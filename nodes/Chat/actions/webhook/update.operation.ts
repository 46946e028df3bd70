import { recordOperations } from '../../../shared/crud';
import { chatRecords, listPayload, wholeList } from '../../api';
import { webhookWrite } from '../parameters';

export const option = {
	name: 'Update',
	action: 'Update a webhook',
	description: 'Change the URL, events or name of a webhook',
};

export const { description, execute } = recordOperations(
	chatRecords(wholeList(listPayload)),
).update(webhookWrite);
