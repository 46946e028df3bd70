import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { downloadBinary } from '../../../shared/binary';
import { choice, outputBinaryParameter, pathId } from '../../../shared/parameters';
import { OutputItems } from '../../../shared/router';
import { REPORT_TYPES, payroll, payrollRequest } from '../../api';
import { payrollId } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Payroll Report',
	action: 'Get the payroll report of a period',
	description: 'Summary, detail or by department; as JSON or as a PDF, XLSX or CSV file',
	kind: 'read',
};

export const output: OperationOutput = {
	kind: 'recordOrFile',
	what: 'the report',
	fileWhen: 'Format is CSV, PDF or XLSX',
	fileWhat: "the report's query (`payroll_id`, `format`, `type`)",
};

const asFile = { show: { format: ['pdf', 'xlsx', 'csv'] } };

export const description: INodeProperties[] = [
	payrollId,
	choice(
		'Type',
		'type',
		REPORT_TYPES,
		'Totals only (summary), one line per employee (detail) or totals per department (by_department)',
		{ default: 'summary' },
	),
	{
		displayName: 'Format',
		name: 'format',
		description:
			'How the report is returned: JSON as the output item, or csv, pdf or xlsx as a file in binary data',
		type: 'options',
		options: [
			{ name: 'CSV File', value: 'csv' },
			{ name: 'JSON', value: 'json', description: "The report as the item's JSON" },
			{ name: 'PDF File', value: 'pdf' },
			{ name: 'XLSX File', value: 'xlsx' },
		],
		default: 'json',
	},
	outputBinaryParameter({ displayOptions: asFile }),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'payrollId');
	const format = this.getNodeParameter('format', itemIndex) as string;
	const qs = {
		payroll_id: decodeURIComponent(id),
		format,
		type: this.getNodeParameter('type', itemIndex),
	};
	if (format === 'json')
		return await payrollRequest.call(this, { method: 'GET', path: '/reports/payroll', qs });
	const property = this.getNodeParameter('binaryPropertyName', itemIndex) as string;
	const file = await downloadBinary(
		this,
		payroll,
		{ method: 'GET', path: '/reports/payroll', qs, headers: { Accept: '*/*' } },
		property,
		`payroll-${qs.payroll_id}-${qs.type}.${format}`,
		qs,
	);
	return new OutputItems([file]);
}
