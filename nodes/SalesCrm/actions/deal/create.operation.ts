import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { dealWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a deal',
	description: 'Create a deal in a pipeline stage',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(salesCrmRecords).create(dealWrite);
