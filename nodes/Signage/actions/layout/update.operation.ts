import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { layoutWrite } from '../parameters';

export const option = {
	name: 'Update',
	action: 'Update a layout',
	description: 'Change only the fields you set',
};

export const { description, execute } = recordOperations(signageRecords).update(layoutWrite);
