import { recordOperations } from '../../../shared/crud';
import { chatRecords, wholeList } from '../../api';
import { labelWrite } from '../parameters';

export const option = { name: 'Create', action: 'Create a label', description: 'Create a label' };

export const { description, execute } = recordOperations(chatRecords(wholeList())).create(
	labelWrite,
);
