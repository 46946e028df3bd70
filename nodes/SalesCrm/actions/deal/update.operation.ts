import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { dealWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update a deal',
	description: 'Change only the fields you set',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(salesCrmRecords).update(dealWrite);
