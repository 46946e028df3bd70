import { recordOperations } from '../../../shared/crud';
import { accountPath, chatRecords, wholeList } from '../../api';
import { webhookId } from '../parameters';

export const option = {
	name: 'Get',
	action: 'Get a webhook',
	description: 'Get one webhook (at webhooks/{ID}: the document does not show this path)',
};

export const { description, execute } = recordOperations(chatRecords(wholeList())).get({
	path: accountPath('/webhooks'),
	id: webhookId,
});
