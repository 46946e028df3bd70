import { recordOperations } from '../../../shared/crud';
import { invoicingRecords } from '../../api';
import { productWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a product',
	description: 'Add a product with its catalogue keys and taxes',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(invoicingRecords).create(productWrite);
