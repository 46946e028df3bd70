import { recordOperations } from '../../../shared/crud';
import { recruitmentRecords } from '../../api';
import { simplifiedVacancyKeys, vacancyId } from '../parameters';

export const option = {
	name: 'Get',
	action: 'Get a vacancy',
	description: 'Get one vacancy with its description, requirements and benefits',
};

export const { description, execute } = recordOperations(recruitmentRecords).get({
	path: '/vacancies',
	id: vacancyId,
	simplifiedKeys: simplifiedVacancyKeys,
});
