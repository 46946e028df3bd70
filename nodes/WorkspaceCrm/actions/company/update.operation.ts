import { recordOperations } from '../../../shared/crud';
import { workspaceCrmRecords } from '../../api';
import { companyWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update a company',
	description: 'Change only the fields you set',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(workspaceCrmRecords).update(companyWrite);
