import { recordOperations } from '../../../shared/crud';
import { choice, dateTime, text } from '../../../shared/parameters';
import { countryCode } from '../../places';
import { CONTRACT_TYPES, MODALITIES, VACANCY_STATUSES, recruitmentRecords } from '../../api';
import { simplifiedVacancyKeys } from './fields';
import type { OperationOption } from '../../../shared/router';
import { dayPeriod } from '../../../shared/period';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many vacancies',
	description:
		'List vacancies by status, department, modality, contract, country, text and creation date',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(recruitmentRecords).list({
	path: '/vacancies',
	filters: [
		choice(
			'Status',
			'status',
			VACANCY_STATUSES,
			'Only vacancies in this status, e.g. draft or published',
		),
		text('Department', 'department', 'Only vacancies of this department'),
		choice(
			'Modality',
			'modality',
			MODALITIES,
			'Only vacancies with this modality: on_site, remote or hybrid',
		),
		choice(
			'Contract Type',
			'contract_type',
			CONTRACT_TYPES,
			'Only vacancies with this kind of contract, e.g. full_time or part_time',
		),
		text(
			'Country Code',
			'location_country',
			'Only vacancies in this country: a 2-letter ISO 3166 code, e.g. MX',
			{ placeholder: 'MX' },
		),
		text('Search', 'search', 'Text to find in the title or description'),
		dateTime(
			'Created From',
			'created_from',
			'Only vacancies created on or after this date: a date as YYYY-MM-DD, e.g. 2026-03-02',
		),
		dateTime(
			'Created To',
			'created_to',
			'Only vacancies created on or before this date: a date as YYYY-MM-DD, e.g. 2026-03-02',
		),
	],
	simplifiedKeys: simplifiedVacancyKeys,
	query(check, filters) {
		const country = countryCode(check, 'location_country', filters.location_country);
		return dayPeriod(check, { ...filters, location_country: country }, [
			'created_from',
			'created_to',
		]);
	},
});
