import { recordOperations } from '../../../shared/crud';
import { recruitmentRecords } from '../../api';
import { vacancyWrite } from '../parameters';

export const option = {
	name: 'Create',
	action: 'Create a vacancy',
	description:
		'Create a vacancy with its location, salary range, requirements, skills and benefits',
};

export const { description, execute } = recordOperations(recruitmentRecords).create(vacancyWrite);
