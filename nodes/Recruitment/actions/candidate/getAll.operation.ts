import type { IExecuteFunctions } from 'n8n-workflow';

import { recordOperations } from '../../../shared/crud';
import { choice, pathId, sortBy, sortDirection } from '../../../shared/parameters';
import { CANDIDATE_SORTS, STAGES, recruitmentRecords } from '../../api';
import { vacancyId } from '../parameters';
import { profileFilters, profileQuery, simplifiedCandidateKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many candidates of a vacancy',
	description: 'List the candidates of a vacancy by stage, skills, experience and location',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(recruitmentRecords).list({
	path: (ctx: IExecuteFunctions, itemIndex: number) =>
		`/vacancies/${pathId(ctx, itemIndex, 'vacancyId')}/candidates`,
	leading: [vacancyId],
	filters: [
		choice(
			'Stage',
			'stage',
			STAGES,
			'Only candidates in this stage of the vacancy, e.g. new, reviewing or interview',
		),
		...profileFilters,
	],
	sort: [
		sortBy('sort_by', CANDIDATE_SORTS, 'applied_at'),
		sortDirection('Sort Order', 'sort_order', 'desc'),
	],
	simplifiedKeys: simplifiedCandidateKeys,
	query(check, filters) {
		return profileQuery(check, filters);
	},
});
