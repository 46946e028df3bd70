import { recordOperations } from '../../../shared/crud';
import { accountPath, chatRecords, wholeList } from '../../api';
import { webhookId } from '../parameters';

export const option = {
	name: 'Delete',
	action: 'Delete a webhook',
	description: 'Remove a webhook',
};

export const { description, execute } = recordOperations(chatRecords(wholeList())).delete({
	path: accountPath('/webhooks'),
	id: webhookId,
});
