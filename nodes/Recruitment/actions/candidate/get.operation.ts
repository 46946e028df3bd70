import { recordOperations } from '../../../shared/crud';
import { recruitmentRecords } from '../../api';
import { candidateId } from '../parameters';
import { simplifiedCandidateKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a candidate',
	description: 'Get one candidate with experience, education, documents and applications',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(recruitmentRecords).get({
	path: '/candidates',
	id: candidateId,
	simplifiedKeys: simplifiedCandidateKeys,
});
