import { locator } from '../../shared/parameters';

/** Parameters and body builders several Recruitment operations share. */

export const vacancyId = locator(
	'Vacancy',
	'vacancyId',
	'searchVacancies',
	'The vacancy to work on',
);

export const candidateId = locator(
	'Candidate',
	'candidateId',
	'searchCandidates',
	'The candidate to work on',
);
