import { recordOperations } from '../../../shared/crud';
import { posRecords } from '../../api';
import { productWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update a product',
	description: 'Change fields of a product; the others keep their values',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(posRecords).update(productWrite);
