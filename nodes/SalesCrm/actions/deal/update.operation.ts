import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { dealWrite } from '../parameters';

export const option = {
	name: 'Update',
	action: 'Update a deal',
	description: 'Change only the fields you set',
};

export const { description, execute } = recordOperations(salesCrmRecords).update(dealWrite);
