import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { OperationBody } from '../../shared/crud';
import type { ListDialect } from '../../shared/pagination';
import { text } from '../../shared/parameters';
import type { Checks } from '../../shared/validation';
import { checks, splitList } from '../../shared/validation';
import type { RecordType } from './parameters';
import { pathOf, readList, readListOutput, readListParameters } from './parameters';
import { rowsOrJson, rowsOrJsonInput } from '../../shared/rows';

/** Advanced filters: conditions built in the panel or given as JSON. */
const FILTER_OPERATORS = [
	{ name: 'Contains', value: 'contains' },
	{ name: 'Days Before', value: 'days_before' },
	{ name: 'Does Not Contain', value: 'does_not_contain' },
	{ name: 'Equal To', value: 'equal_to' },
	{ name: 'Is Greater Than', value: 'is_greater_than' },
	{ name: 'Is Less Than', value: 'is_less_than' },
	{ name: 'Is Not Present', value: 'is_not_present' },
	{ name: 'Is Present', value: 'is_present' },
	{ name: 'Not Equal To', value: 'not_equal_to' },
];

const OPERATORS = FILTER_OPERATORS.map((o) => o.value);

const VALUELESS = ['is_present', 'is_not_present'];

function filterParameters(attributes: string): INodeProperties[] {
	return [
		rowsOrJsonInput({
			displayName: 'Define Conditions',
			name: 'filterMode',
			description:
				'Whether the conditions are entered as fields below or as the JSON payload of the filter',
		}),
		{
			displayName: 'Conditions',
			name: 'conditions',
			type: 'fixedCollection',
			typeOptions: { multipleValues: true, sortable: true },
			placeholder: 'Add Condition',
			default: {},
			displayOptions: { show: { filterMode: ['fields'] } },
			options: [
				{
					displayName: 'Condition',
					name: 'condition',
					values: [
						text(
							'Attribute',
							'attribute_key',
							`Attribute to test, e.g. ${attributes}, or the key of a custom attribute`,
							{ required: true },
						),
						{
							displayName: 'Operator',
							name: 'filter_operator',
							description:
								'How the attribute is compared with the values, e.g. equal_to or contains',
							type: 'options',
							options: FILTER_OPERATORS,
							default: 'equal_to',
						},
						text(
							'Values',
							'values',
							'Comma-separated values the attribute is compared with (none for Is Present / Is Not Present)',
						),
						{
							displayName: 'Combine With Next',
							name: 'query_operator',
							type: 'options',
							options: [
								{ name: 'And', value: 'AND' },
								{ name: 'Or', value: 'OR' },
							],
							default: 'AND',
							description: 'How this condition joins the next one, AND or OR (ignored on the last)',
						},
					],
				},
			],
		},
		{
			displayName: 'Conditions (JSON)',
			name: 'conditionsJson',
			type: 'json',
			default:
				'[\n  {"attribute_key": "status", "filter_operator": "equal_to", "values": ["open"], "query_operator": null}\n]',
			displayOptions: { show: { filterMode: ['json'] } },
			description:
				'The filter payload: a JSON array of conditions, e.g. [{"attribute_key": "status", "filter_operator": "equal_to", "values": ["open"], "query_operator": null}]',
		},
	];
}

/** The filter payload from the panel or JSON, checked: at least one condition, known operators, values where the operator needs them. */
function filterPayload(ctx: IExecuteFunctions, itemIndex: number, check: Checks): IDataObject[] {
	const { rows, field } = rowsOrJson(
		ctx,
		itemIndex,
		check,
		{ input: 'filterMode', rows: 'conditions', row: 'condition', json: 'conditionsJson' },
		// A row's values are typed as a comma list; JSON gives them as an array.
		(c) => ({ ...c, values: splitList(c.values) }),
	);
	const conditions = rows as IDataObject[];
	if (conditions.length === 0) check.fail(field, 'add at least one condition');
	return conditions.map((condition, index) => {
		if (!condition || typeof condition !== 'object')
			check.fail(field, `condition ${index + 1} must be an object`);
		check.required('attribute_key', condition.attribute_key);
		check.oneOf('filter_operator', condition.filter_operator, OPERATORS);
		const values = Array.isArray(condition.values) ? condition.values : splitList(condition.values);
		if (!VALUELESS.includes(String(condition.filter_operator)) && values.length === 0) {
			check.fail(
				field,
				`condition ${index + 1} (${String(condition.attribute_key)}) needs at least one value`,
			);
		}
		const last = index === conditions.length - 1;
		const joiner = String(condition.query_operator ?? 'AND').toUpperCase();
		if (!last) check.oneOf('query_operator', joiner, ['AND', 'OR']);
		return {
			attribute_key: condition.attribute_key,
			filter_operator: condition.filter_operator,
			values,
			query_operator: last ? null : joiner,
		};
	});
}

/**
 * Contact → Filter and Conversation → Filter: conditions on the `attributes` of the records,
 * POSTed to `path` (a read: it changes nothing), the matches read as a list.
 */
export function filterOperation(
	path: string,
	attributes: string,
	pages: ListDialect,
	recordType: RecordType,
): OperationBody {
	return {
		description: [...filterParameters(attributes), ...readListParameters()],
		output: readListOutput(recordType),
		async execute(this: IExecuteFunctions, itemIndex: number) {
			const payload = filterPayload(this, itemIndex, checks(this, itemIndex));
			const request = {
				method: 'POST' as const,
				path: await pathOf(this, itemIndex, path),
				body: { payload },
			};
			return await readList(this, itemIndex, request, pages, recordType);
		},
	};
}
