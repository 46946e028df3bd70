import { recordOperations } from '../../../shared/crud';
import { posRecords } from '../../api';
import { productWrite } from '../parameters';

export const option = {
	name: 'Update',
	action: 'Update a product',
	description: 'Change fields of a product; the others keep their values',
};

export const { description, execute } = recordOperations(posRecords).update(productWrite);
