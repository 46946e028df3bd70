import { recordOperations } from '../../../shared/crud';
import { workspaceCrmRecords } from '../../api';
import { companyWrite } from '../parameters';

export const option = {
	name: 'Create',
	action: 'Create a company',
	description: 'Create a new company',
};

export const { description, execute } = recordOperations(workspaceCrmRecords).create(companyWrite);
