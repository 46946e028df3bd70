import { recordOperations } from '../../../shared/crud';
import { choice, text } from '../../../shared/parameters';
import { AVAILABILITIES, recruitmentRecords } from '../../api';
import { commaList, profileFilters, profileQuery, simplifiedCandidateKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Search',
	action: 'Search the candidate database',
	description:
		'Find candidates of every vacancy by text, skills, location, experience, availability and tags',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(recruitmentRecords).list({
	path: '/candidates/search',
	filters: [
		text('Query', 'q', 'Text to find, e.g. a name or a role'),
		...profileFilters,
		choice(
			'Availability',
			'availability',
			AVAILABILITIES,
			'Only candidates who can start this soon: immediate, 2_weeks, 1_month or negotiable',
		),
		text('Tags', 'tags', 'Comma-separated tags the candidates carry'),
	],
	simplifiedKeys: simplifiedCandidateKeys,
	query(check, filters) {
		return { ...profileQuery(check, filters), tags: commaList(filters.tags) };
	},
});
