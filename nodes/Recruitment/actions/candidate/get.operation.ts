import { recordOperations } from '../../../shared/crud';
import { recruitmentRecords } from '../../api';
import { candidateId, simplifiedCandidateKeys } from '../parameters';

export const option = {
	name: 'Get',
	action: 'Get a candidate',
	description: 'Get one candidate with experience, education, documents and applications',
};

export const { description, execute } = recordOperations(recruitmentRecords).get({
	path: '/candidates',
	id: candidateId,
	simplifiedKeys: simplifiedCandidateKeys,
});
