import { recordOperations } from '../../../shared/crud';
import { recruitmentRecords } from '../../api';
import { vacancyWrite } from '../parameters';

export const option = {
	name: 'Update',
	action: 'Update a vacancy',
	description: 'Change any of the fields of a vacancy',
};

export const { description, execute } = recordOperations(recruitmentRecords).update(vacancyWrite);
