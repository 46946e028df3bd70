import { recordOperations } from '../../../shared/crud';
import { invoicingRecords } from '../../api';
import { productWrite } from './records';

export const option = {
	name: 'Update',
	action: 'Update a product',
	description: 'Change fields of a product',
};

export const { description, execute } = recordOperations(invoicingRecords).update(productWrite);
