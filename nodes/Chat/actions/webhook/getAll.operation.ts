import { recordOperations } from '../../../shared/crud';
import { accountPath, chatRecords, listPayload, wholeList } from '../../api';

export const option = {
	name: 'Get Many',
	action: 'Get many webhooks',
	description: 'List the webhooks of the account',
};

export const { description, execute } = recordOperations(chatRecords(wholeList(listPayload))).list({
	path: accountPath('/webhooks'),
});
