import { recordOperations } from '../../../shared/crud';
import { accountPath, wholeListRecords } from '../../api';
import { webhookId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a webhook',
	description: 'Get one webhook (at webhooks/{ID}: the document does not show this path)',
	kind: 'read',
};

export const { description, execute } = recordOperations(wholeListRecords).get({
	path: accountPath('/webhooks'),
	id: webhookId,
});
