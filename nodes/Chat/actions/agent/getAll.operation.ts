import { recordOperations } from '../../../shared/crud';
import { accountPath, chatRecords, wholeList } from '../../api';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many agents',
	description: 'List the agents of the account',
	kind: 'read',
};

export const { description, execute } = recordOperations(chatRecords(wholeList())).list({
	path: accountPath('/agents'),
});
