import type { IDataObject, ILoadOptionsFunctions } from 'n8n-workflow';

import type { PickerList } from '../../shared/listSearch';
import { searchPage } from '../../shared/listSearch';
import { recruitment, recruitmentPages } from '../api';

const list = (
	path: string,
	label: (record: IDataObject) => string,
	searchParameter?: string,
): PickerList => ({
	api: recruitment,
	pages: recruitmentPages,
	path,
	label,
	searchParameter,
});

const when = (iso: unknown) =>
	String(iso ?? '')
		.replace('T', ' ')
		.slice(0, 16);

/** Vacancies and candidates are searched by the API; interviews have no text search, so their labels are matched page by page. */
const vacancies = list(
	'/vacancies',
	(v) => `${String(v.title ?? v.id)} (${String(v.status ?? '')})`,
	'search',
);
const candidates = list(
	'/candidates/search',
	(c) => [c.name, c.email].filter(Boolean).join(' · ') || String(c.id),
	'q',
);
const interviews = list(
	'/interviews',
	(i) =>
		`${when(i.scheduled_at)} ${String(i.type ?? '')} · ${String(i.candidate_id ?? '')} (${String(i.status ?? '')})`,
);

export const listSearch = {
	async searchVacancies(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await searchPage(this, vacancies, filter, paginationToken);
	},
	async searchCandidates(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await searchPage(this, candidates, filter, paginationToken);
	},
	async searchInterviews(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await searchPage(this, interviews, filter, paginationToken);
	},
};
