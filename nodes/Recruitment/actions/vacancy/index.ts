import type { Resource } from '../../../shared/router';
import * as changeStatus from './changeStatus.operation';
import * as create from './create.operation';
import * as deleteVacancy from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const vacancy: Resource = {
	name: 'Vacancy',
	operations: { changeStatus, create, delete: deleteVacancy, get, getAll, update },
};
