import { recordOperations } from '../../../shared/crud';
import { posRecords } from '../../api';
import { productWrite } from '../parameters';

export const option = {
	name: 'Create',
	action: 'Create a product',
	description: 'Add a product to the catalogue',
};

export const { description, execute } = recordOperations(posRecords).create(productWrite);
