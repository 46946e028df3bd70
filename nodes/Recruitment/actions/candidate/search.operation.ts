import { recordOperations } from '../../../shared/crud';
import { choice, text } from '../../../shared/parameters';
import { AVAILABILITIES, recruitmentRecords } from '../../api';
import { commaList, simplifiedCandidateKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Search',
	action: 'Search the candidate database',
	description:
		'Find candidates of every vacancy by text, skills, location, experience, availability and tags',
	kind: 'read',
};

export const { description, execute } = recordOperations(recruitmentRecords).list({
	path: '/candidates/search',
	filters: [
		text('Query', 'q', 'Text to find, e.g. a name or a role'),
		text('Skills', 'skills', 'Comma-separated skills the candidates have, e.g. React, Node.js'),
		text('Location', 'location', 'Only candidates from this location, e.g. a city'),
		{
			displayName: 'Min Experience (Years)',
			name: 'min_experience',
			type: 'number',
			default: 0,
			typeOptions: { minValue: 0 },
			description: 'Only candidates with at least these years of experience',
		},
		choice(
			'Availability',
			'availability',
			AVAILABILITIES,
			'Only candidates who can start this soon',
		),
		text('Tags', 'tags', 'Comma-separated tags the candidates carry'),
	],
	simplifiedKeys: simplifiedCandidateKeys,
	query(check, filters) {
		check.integerBetween('min_experience', filters.min_experience, 0, 80);
		check.oneOf('availability', filters.availability, AVAILABILITIES);
		return { ...filters, skills: commaList(filters.skills), tags: commaList(filters.tags) };
	},
});
