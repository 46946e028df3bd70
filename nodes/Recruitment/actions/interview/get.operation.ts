import { recordOperations } from '../../../shared/crud';
import { recruitmentRecords } from '../../api';
import { interviewId, simplifiedInterviewKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get an interview',
	description: 'Get one interview',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(recruitmentRecords).get({
	path: '/interviews',
	id: interviewId,
	simplifiedKeys: simplifiedInterviewKeys,
});
