import { recordOperations } from '../../../shared/crud';
import { invoicingRecords } from '../../api';
import { productWrite } from './records';

export const option = {
	name: 'Create',
	action: 'Create a product',
	description: 'Add a product with its catalogue keys and taxes',
};

export const { description, execute } = recordOperations(invoicingRecords).create(productWrite);
