import { recordOperations } from '../../../shared/crud';
import { recruitmentRecords } from '../../api';
import { vacancyWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Update',
	action: 'Update a vacancy',
	description: 'Change any of the fields of a vacancy',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(recruitmentRecords).update(vacancyWrite);
