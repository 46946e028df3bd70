import { recordOperations } from '../../../shared/crud';
import { workspaceCrmRecords } from '../../api';
import { companyWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a company',
	description: 'Create a new company',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(workspaceCrmRecords).create(companyWrite);
