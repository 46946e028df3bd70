import { recordOperations } from '../../../shared/crud';
import { workspaceCrmRecords } from '../../api';
import { companyId, simplifiedCompanyKeys } from '../parameters';

export const option = { name: 'Get', action: 'Get a company', description: 'Get one company' };

export const { description, execute } = recordOperations(workspaceCrmRecords).get({
	path: '/companies',
	id: companyId,
	simplifiedKeys: simplifiedCompanyKeys,
});
