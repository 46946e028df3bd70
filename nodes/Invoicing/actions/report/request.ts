import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { downloadBinary } from '../../../shared/binary';
import { OutputItems } from '../../../shared/router';
import type { OperationOutput } from '../../../shared/router';
import { invoicing, invoicingRequest } from '../../api';
import { dateTime, outputBinaryParameter } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';

/** Report parameters and the request: JSON gives the report as the item, a file format gives binary data. */

const FORMATS = [
	{ name: 'JSON', value: 'json', description: 'The report as the output item' },
	{ name: 'PDF', value: 'pdf', description: 'A PDF file in binary data' },
	{ name: 'XLSX', value: 'xlsx', description: 'A spreadsheet in binary data' },
	{ name: 'CSV', value: 'csv', description: 'A CSV file in binary data' },
];

export const reportPeriodParameters: INodeProperties[] = [
	{
		displayName: 'Period',
		name: 'period',
		type: 'options',
		options: [
			{ name: 'Month', value: 'month' },
			{ name: 'Quarter', value: 'quarter' },
			{ name: 'Year', value: 'year' },
		],
		default: 'month',
		description: 'Length of the reported period: month, quarter or year',
	},
	dateTime(
		'Date',
		'date',
		'A day inside the reported period: a date as YYYY-MM-DD, e.g. 2026-03-02',
		{ required: true },
	),
];

export function formatParameters(formats: string[]): INodeProperties[] {
	const file = formats.filter((f) => f !== 'json');
	return [
		{
			displayName: 'Format',
			name: 'format',
			description: `How the report is returned: JSON as the output item, or ${file.join(', ')} as a file in binary data`,
			type: 'options',
			options: FORMATS.filter((f) => formats.includes(f.value)),
			default: 'json',
		},
		{ ...outputBinaryParameter(), displayOptions: { show: { format: file } } },
	];
}

/** What a report outputs in each of its `formats` (formatParameters). */
export const reportOutput = (formats: string[]): OperationOutput => ({
	kind: 'recordOrFile',
	what: 'the report',
	fileWhen: `Format is ${formats
		.filter((f) => f !== 'json')
		.map((f) => f.toUpperCase())
		.join(', ')
		.replace(/, (?=[^,]*$)/, ' or ')}`,
	fileWhat: '`report` and `format`',
});

/** A report of the period the Period and Date parameters give, with the report's own `qs`. */
export async function periodReport(
	ctx: IExecuteFunctions,
	itemIndex: number,
	name: string,
	qs: IDataObject = {},
) {
	const check = checks(ctx, itemIndex);
	const date = check.isoDay('date', ctx.getNodeParameter('date', itemIndex));
	check.required('date', date);
	return await report(ctx, itemIndex, name, {
		period: ctx.getNodeParameter('period', itemIndex),
		date,
		...qs,
	});
}

export async function report(
	ctx: IExecuteFunctions,
	itemIndex: number,
	name: string,
	qs: IDataObject,
) {
	const format = ctx.getNodeParameter('format', itemIndex, 'json') as string;
	const request = { method: 'GET' as const, path: `/reports/${name}`, qs: { ...qs, format } };
	if (format === 'json') return await invoicingRequest.call(ctx, request);
	const property = ctx.getNodeParameter('binaryPropertyName', itemIndex) as string;
	return new OutputItems([
		await downloadBinary(ctx, invoicing, request, property, `${name}-report.${format}`, {
			report: name,
			format,
		}),
	]);
}
