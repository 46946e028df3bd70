import { locator } from '../../shared/parameters';

/** Parameters and body builders several Recruitment operations share. */

export const vacancyId = locator(
	'Vacancy',
	'vacancyId',
	'searchVacancies',
	'The vacancy: its ID from Vacancy → Get Many or Vacancy → Create',
);

export const candidateId = locator(
	'Candidate',
	'candidateId',
	'searchCandidates',
	'The candidate: its ID from Candidate → Search or Candidate → Get Many',
);
