import { recordOperations } from '../../../shared/crud';
import { recruitmentRecords } from '../../api';
import { vacancyId } from '../parameters';
import { simplifiedVacancyKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a vacancy',
	description: 'Get one vacancy with its description, requirements and benefits',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(recruitmentRecords).get({
	path: '/vacancies',
	id: vacancyId,
	simplifiedKeys: simplifiedVacancyKeys,
});
