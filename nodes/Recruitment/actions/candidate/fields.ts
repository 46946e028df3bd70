import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { choice, number, text } from '../../../shared/parameters';
import type { Checks } from '../../../shared/validation';
import { splitList } from '../../../shared/validation';
import { STAGES } from '../../api';

export const simplifiedCandidateKeys = [
	'id',
	'name',
	'email',
	'phone',
	'location',
	'experience_years',
	'skills',
	'stage',
	'match_score',
	'applied_at',
	'tags',
];

export const stageParameter = (description: string, extra: Partial<INodeProperties> = {}) =>
	choice('Stage', 'stage', STAGES, description, extra);

/** A comma list as the API's query takes it ("react,node"), from text or an array; undefined when empty. */
export function commaList(value: unknown): string | undefined {
	const entries = splitList(value);
	return entries.length ? entries.join(',') : undefined;
}

/** The filters on a candidate's profile that both candidate lists take */
export const profileFilters: INodeProperties[] = [
	text('Skills', 'skills', 'Comma-separated skills the candidates have, e.g. React, Node.js'),
	text('Location', 'location', 'Only candidates from this location, e.g. a city'),
	number(
		'Min Experience (Years)',
		'min_experience',
		'Only candidates with at least these years of experience',
		{ typeOptions: { minValue: 0 } },
	),
];

/** The profile filters as the API takes them: experience in whole years, skills comma-separated. */
export function profileQuery(check: Checks, filters: IDataObject): IDataObject {
	check.integerBetween('min_experience', filters.min_experience, 0, 80);
	return { ...filters, skills: commaList(filters.skills) };
}
