import type { INodeProperties } from 'n8n-workflow';
import { choice } from '../../../shared/parameters';
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
