import { recordOperations } from '../../../shared/crud';
import { invoicingRecords } from '../../api';
import { productWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update a product',
	description: 'Change fields of a product',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(invoicingRecords).update(productWrite);
