import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { TAXPAYER_TYPES, lookUpTaxpayer } from '../../api';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Look Up',
	action: 'Look up a taxpayer',
	description: 'Get the registered name and check digit of a Panamanian RUC',
	kind: 'read',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the taxpayer',
};

export const description: INodeProperties[] = [
	{
		displayName:
			'Panamanian taxpayers only: a RUC the registry does not hold for the chosen type answers "not found".',
		name: 'lookupNotice',
		type: 'notice',
		default: '',
	},
	text('RUC', 'ruc', 'The taxpayer registration number', {
		required: true,
		placeholder: '155596713-2-2015',
	}),
	{
		displayName: 'Type',
		name: 'type',
		type: 'options',
		options: TAXPAYER_TYPES,
		default: 2,
		required: true,
		description: 'Whether the RUC is of a person (1) or a company (2)',
	},
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const ruc = String(this.getNodeParameter('ruc', itemIndex)).trim();
	check.required('ruc', ruc);
	const type = Number(this.getNodeParameter('type', itemIndex));
	return await lookUpTaxpayer(this, ruc, type);
}
