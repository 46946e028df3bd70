import { recordOperations } from '../../../shared/crud';
import { accountPath, chatRecords, listPayload, wholeList } from '../../api';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many webhooks',
	description: 'List the webhooks of the account',
	kind: 'read',
};

export const { description, execute } = recordOperations(chatRecords(wholeList(listPayload))).list({
	path: accountPath('/webhooks'),
});
