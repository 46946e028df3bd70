import type { IExecuteFunctions } from 'n8n-workflow';

import { recordOperations } from '../../../shared/crud';
import { choice, pathId, sortDirection, text } from '../../../shared/parameters';
import { CANDIDATE_SORTS, STAGES, recruitmentRecords } from '../../api';
import { vacancyId } from '../parameters';
import { commaList, simplifiedCandidateKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many candidates of a vacancy',
	description: 'List the candidates of a vacancy by stage, skills, experience and location',
	kind: 'read',
};

export const { description, execute } = recordOperations(recruitmentRecords).list({
	path: (ctx: IExecuteFunctions, itemIndex: number) =>
		`/vacancies/${pathId(ctx, itemIndex, 'vacancyId')}/candidates`,
	leading: [vacancyId],
	filters: [
		choice('Stage', 'stage', STAGES, 'Only candidates in this stage of the vacancy'),
		text('Skills', 'skills', 'Comma-separated skills the candidates have, e.g. React, Node.js'),
		{
			displayName: 'Min Experience (Years)',
			name: 'min_experience',
			type: 'number',
			default: 0,
			typeOptions: { minValue: 0 },
			description: 'Only candidates with at least these years of experience',
		},
		text('Location', 'location', 'Only candidates from this location, e.g. a city'),
	],
	sort: [
		choice('Sort By', 'sort_by', CANDIDATE_SORTS, 'Field the candidates are ordered by', {
			default: 'applied_at',
		}),
		sortDirection('Sort Order', 'sort_order', 'desc'),
	],
	simplifiedKeys: simplifiedCandidateKeys,
	query(check, filters) {
		check.oneOf('stage', filters.stage, STAGES);
		check.integerBetween('min_experience', filters.min_experience, 0, 80);
		check.oneOf('sort_by', filters.sort_by, CANDIDATE_SORTS);
		return { ...filters, skills: commaList(filters.skills) };
	},
});
