import { recordOperations } from '../../../shared/crud';
import { recruitmentRecords } from '../../api';
import { interviewId, simplifiedInterviewKeys } from '../parameters';

export const option = { name: 'Get', action: 'Get an interview', description: 'Get one interview' };

export const { description, execute } = recordOperations(recruitmentRecords).get({
	path: '/interviews',
	id: interviewId,
	simplifiedKeys: simplifiedInterviewKeys,
});
