import { recordOperations } from '../../../shared/crud';
import { workspaceCrmRecords } from '../../api';
import { companyWrite } from '../parameters';

export const option = {
	name: 'Update',
	action: 'Update a company',
	description: 'Change only the fields you set',
};

export const { description, execute } = recordOperations(workspaceCrmRecords).update(companyWrite);
