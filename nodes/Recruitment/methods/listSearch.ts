import { joined, pickerLists, searchMethods } from '../../shared/listSearch';
import { recruitment, recruitmentPages } from '../api';

const list = pickerLists(recruitment, recruitmentPages);

const when = (iso: unknown) =>
	String(iso ?? '')
		.replace('T', ' ')
		.slice(0, 16);

/** Vacancies and candidates are searched by the API; interviews have no text search, so their labels are matched page by page. */
export const listSearch = searchMethods({
	searchVacancies: list(
		'/vacancies',
		(v) => `${String(v.title ?? v.id)} (${String(v.status ?? '')})`,
		{
			searchParameter: 'search',
		},
	),
	searchCandidates: list('/candidates/search', (c) => joined(c.name, c.email) || String(c.id), {
		searchParameter: 'q',
	}),
	searchInterviews: list(
		'/interviews',
		(i) =>
			`${when(i.scheduled_at)} ${String(i.type ?? '')} · ${String(i.candidate_id ?? '')} (${String(i.status ?? '')})`,
	),
});
