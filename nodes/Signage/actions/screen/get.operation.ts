import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { screenId, simplifiedScreenKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a screen',
	description: 'Get one screen with its status',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(signageRecords).get({
	path: '/screens',
	id: screenId,
	simplifiedKeys: simplifiedScreenKeys,
});
