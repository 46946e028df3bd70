import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { dealWrite } from '../parameters';

export const option = {
	name: 'Create',
	action: 'Create a deal',
	description: 'Create a deal in a pipeline stage',
};

export const { description, execute } = recordOperations(salesCrmRecords).create(dealWrite);
