import { recordOperations } from '../../../shared/crud';
import { workspaceCrmRecords } from '../../api';
import { companyId, simplifiedCompanyKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a company',
	description: 'Get one company',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(workspaceCrmRecords).get({
	path: '/companies',
	id: companyId,
	simplifiedKeys: simplifiedCompanyKeys,
});
