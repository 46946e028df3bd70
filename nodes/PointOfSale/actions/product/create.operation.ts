import { recordOperations } from '../../../shared/crud';
import { posRecords } from '../../api';
import { productWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a product',
	description: 'Add a product to the catalogue',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(posRecords).create(productWrite);
