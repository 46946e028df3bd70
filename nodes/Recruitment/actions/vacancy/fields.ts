import type { IDataObject, INodeProperties } from 'n8n-workflow';
import type { WriteSpec } from '../../../shared/crud';
import { choice, number, text } from '../../../shared/parameters';
import { countryCode } from '../../places';
import { splitList } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { CONTRACT_TYPES, MODALITIES, VACANCY_STATUSES } from '../../api';
import { vacancyId } from '../parameters';

/** Simplify keeps what a workflow usually reads of each record (the list item's fields). */
export const simplifiedVacancyKeys = [
	'id',
	'title',
	'slug',
	'department',
	'location',
	'modality',
	'contract_type',
	'level',
	'status',
	'applications_count',
	'published_at',
	'closes_at',
	'created_at',
];

/** "a\nb" or ["a", "b"] -> ["a", "b"]: for entries that may contain commas (responsibilities, requirements). */
export function splitLines(value: unknown): string[] {
	if (Array.isArray(value)) return splitList(value);
	return String(value ?? '')
		.split(/\r?\n/)
		.map((line) => line.trim())
		.filter(Boolean);
}

const lines = (displayName: string, name: string, description: string): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	typeOptions: { rows: 4 },
	default: '',
	description: `${description}, one per line`,
});

const vacancyOptional: INodeProperties[] = [
	text('Department', 'department', 'Department that hires, e.g. Engineering'),
	text('Description', 'description', 'What the job is about', { typeOptions: { rows: 4 } }),
	{
		displayName: 'Location',
		name: 'location',
		type: 'fixedCollection',
		default: {},
		placeholder: 'Set Location',
		options: [
			{
				displayName: 'Location',
				name: 'value',
				values: [
					text(
						'Country Code',
						'country',
						'2-letter ISO 3166 code, e.g. MX; the API answers with the country name',
						{ placeholder: 'MX' },
					),
					text('City', 'city', 'City of the workplace'),
				],
			},
		],
	},
	choice('Modality', 'modality', MODALITIES, 'Where the work is done: on_site, remote or hybrid'),
	choice(
		'Contract Type',
		'contract_type',
		CONTRACT_TYPES,
		'Kind of contract offered: full_time, part_time, project, internship or temporary',
	),
	text(
		'Level',
		'level',
		'Seniority level, as your account names them (the document does not list the values), e.g. senior',
	),
	number('Min Experience (Years)', 'min_experience_years', 'Years of experience required', {
		typeOptions: { minValue: 0 },
	}),
	{
		displayName: 'Salary Range',
		name: 'salary_range',
		type: 'fixedCollection',
		default: {},
		placeholder: 'Set Salary Range',
		options: [
			{
				displayName: 'Salary Range',
				name: 'value',
				values: [
					number(
						'Min',
						'min',
						'Lowest salary offered, in the Currency below per Period, e.g. 30000',
						{ typeOptions: { minValue: 0 } },
					),
					number(
						'Max',
						'max',
						'Highest salary offered, in the Currency below per Period, e.g. 45000',
						{ typeOptions: { minValue: 0 } },
					),
					text('Currency', 'currency', 'ISO 4217 code, e.g. MXN', { placeholder: 'MXN' }),
					text(
						'Period',
						'period',
						'What the amounts cover, as your account names it (not listed in the document), e.g. month or year',
					),
					{
						displayName: 'Visible',
						name: 'visible',
						type: 'boolean',
						default: true,
						description: 'Whether candidates see the range',
					},
				],
			},
		],
	},
	lines('Responsibilities', 'responsibilities', 'What the person will do'),
	{
		displayName: 'Requirements',
		name: 'requirements',
		type: 'fixedCollection',
		default: {},
		placeholder: 'Set Requirements',
		options: [
			{
				displayName: 'Requirements',
				name: 'value',
				values: [
					lines('Mandatory', 'mandatory', 'Requirements a candidate must meet'),
					lines('Desirable', 'desirable', 'Requirements that are a plus'),
				],
			},
		],
	},
	text(
		'Skills',
		'skills',
		'Comma-separated skills, e.g. TypeScript, SQL (replaces the current list)',
	),
	lines('Benefits', 'benefits', 'What the job offers besides the salary'),
	text(
		'Visibility',
		'visibility',
		'Who sees the vacancy, as your account names it (the document does not list the values), e.g. public',
	),
	choice(
		'Status',
		'status',
		VACANCY_STATUSES,
		'Status the vacancy starts in (create) or moves to (update), e.g. draft or published',
		{ default: 'draft' },
	),
];

/** The single group of a fixed collection (`{value: {...}}`), or undefined when it was not set. */
const group = (value: unknown) =>
	(value as IDataObject | undefined)?.value as IDataObject | undefined;

/** What Vacancy → Create and Update send. */
export const vacancyWrite: WriteSpec = {
	path: '/vacancies',
	id: vacancyId,
	required: [text('Title', 'title', 'Title of the job, e.g. Backend Engineer', { required: true })],
	optional: vacancyOptional,
	toBody(fields, check) {
		const { location, salary_range: salary, requirements, ...rest } = fields;
		const body = dropEmpty(rest);
		check.maxLength('title', body.title, 255);
		check.integerBetween('min_experience_years', body.min_experience_years, 0, 80);
		for (const name of ['skills'] as const) if (name in body) body[name] = splitList(body[name]);
		for (const name of ['responsibilities', 'benefits'] as const)
			if (name in body) body[name] = splitLines(body[name]);
		const place = group(location);
		if (place) {
			const where = dropEmpty({
				country: countryCode(check, 'location.country', place.country),
				city: place.city,
			});
			if (Object.keys(where).length) body.location = where;
		}
		const range = group(salary);
		if (range) {
			const money = dropEmpty(range);
			check.numberBetween('salary_range.min', money.min, 0);
			check.numberBetween('salary_range.max', money.max, 0);
			check.inOrder('salary_range.min', money.min, 'salary_range.max', money.max);
			if (money.currency) money.currency = check.currency('salary_range.currency', money.currency);
			if (Object.keys(money).length) body.salary_range = money;
		}
		const wanted = group(requirements);
		if (wanted) {
			const lists = {
				mandatory: splitLines(wanted.mandatory),
				desirable: splitLines(wanted.desirable),
			};
			if (lists.mandatory.length || lists.desirable.length) body.requirements = lists;
		}
		return body;
	},
};
