import { recordOperations } from '../../../shared/crud';
import { recruitmentRecords } from '../../api';
import { vacancyWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a vacancy',
	description:
		'Create a vacancy with its location, salary range, requirements, skills and benefits',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(recruitmentRecords).create(vacancyWrite);
