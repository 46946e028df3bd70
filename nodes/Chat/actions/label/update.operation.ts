import { recordOperations } from '../../../shared/crud';
import { chatRecords, wholeList } from '../../api';
import { labelWrite } from '../parameters';

export const option = { name: 'Update', action: 'Update a label', description: 'Change a label' };

export const { description, execute } = recordOperations(chatRecords(wholeList())).update(
	labelWrite,
);
