import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { downloadBinary } from '../../../shared/binary';
import { OutputItems } from '../../../shared/router';
import { checks } from '../../../shared/validation';
import { INVOICE_TYPES, invoicing } from '../../api';
import { outputBinaryParameter } from '../../../shared/parameters';
import { dateTime } from '../../../shared/parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { dayPeriod } from '../../../shared/period';

export const option: OperationOption = {
	name: 'Download XML Archive',
	action: 'Download the XML archive of a period',
	description: 'Get every XML of a period as one ZIP file',
	kind: 'read',
};

export const output: OperationOutput = {
	kind: 'file',
	what: "the query (`from`, `to`, `type`); the file is a ZIP of the period's XML",
};

export const description: INodeProperties[] = [
	dateTime('From', 'from', 'First day of the period: a date as YYYY-MM-DD, e.g. 2026-03-02', {
		required: true,
	}),
	dateTime('To', 'to', 'Last day of the period: a date as YYYY-MM-DD, e.g. 2026-03-02', {
		required: true,
	}),
	{
		displayName: 'Type',
		name: 'type',
		type: 'options',
		options: [{ name: 'All Types', value: '' }, ...INVOICE_TYPES],
		default: '',
		description:
			'Only documents of this type: I (income), E (credit note), P (payment receipt) or T (transfer); empty for all',
	},
	outputBinaryParameter(),
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const qs = dayPeriod(check, {
		from: this.getNodeParameter('from', itemIndex) as string,
		to: this.getNodeParameter('to', itemIndex) as string,
		type: this.getNodeParameter('type', itemIndex) as string,
	});
	check.required('from', qs.from);
	check.required('to', qs.to);
	const property = this.getNodeParameter('binaryPropertyName', itemIndex) as string;
	const item = await downloadBinary(
		this,
		invoicing,
		{ method: 'GET', path: '/reports/xml-download', qs },
		property,
		`xml-${qs.from}-${qs.to}.zip`,
		qs,
	);
	return new OutputItems([item]);
}
