import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection } from '../../../shared/crud';
import { rowsParameter, text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { RECEIVER_TYPES, TAXPAYER_TYPES, lookUpTaxpayer, lookupRequest } from '../../api';
import type { OperationOption } from '../../../shared/router';
import { rowsOf } from '../../../shared/rows';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a simplified invoice',
	description: 'Issue a simplified invoice for a branch',
	kind: 'write',
};

const foreigner = { show: { taxReceiverType: ['04'] } };

export const description: INodeProperties[] = [
	text('Branch ID', 'branchId', 'The branch issuing the invoice', { required: true }),
	{
		displayName: 'Receiver Type',
		name: 'taxReceiverType',
		description:
			'Who receives the invoice: 01 taxpayer, 02 final consumer, 03 government entity, 04 foreigner',
		type: 'options',
		options: RECEIVER_TYPES,
		default: '01',
		required: true,
	},
	text('Tax Name', 'taxName', "The client's registered name", { required: true }),
	text('Tax ID', 'taxId', "The client's RUC or tax ID", {
		displayOptions: { hide: { taxReceiverType: ['04'] } },
	}),
	{
		displayName: 'Tax ID Type',
		name: 'taxIdType',
		description: 'Whether the tax ID is a natural person (1) or a legal entity (2)',
		type: 'options',
		options: TAXPAYER_TYPES,
		default: 2,
		displayOptions: { hide: { taxReceiverType: ['04'] } },
	},
	{
		displayName: 'Look Up Check Digit',
		name: 'lookUpCheckDigit',
		type: 'boolean',
		default: false,
		description:
			'Whether to fill the check digit from the taxpayer registry instead of giving it; only for taxpayers (01) and government entities (03)',
	},
	text('Check Digit', 'taxDv', "The RUC's check digit (DV)", {
		displayOptions: { show: { taxReceiverType: ['01', '02', '03'], lookUpCheckDigit: [false] } },
	}),
	{
		displayName: 'Foreign Identification',
		name: 'foreignIdentification',
		type: 'options',
		options: [
			{ name: 'Foreign Tax ID', value: 'foreignTaxId' },
			{ name: 'Passport', value: 'passport' },
		],
		default: 'foreignTaxId',
		displayOptions: foreigner,
		description: 'How the foreigner is identified: foreignTaxId or passport',
	},
	text('Foreign Tax ID', 'foreignTaxId', "The foreigner's tax ID in their country", {
		displayOptions: { show: { taxReceiverType: ['04'], foreignIdentification: ['foreignTaxId'] } },
	}),
	text('Passport', 'passport', 'Passport number', {
		displayOptions: { show: { taxReceiverType: ['04'], foreignIdentification: ['passport'] } },
	}),
	text('Country', 'country', 'Country that issued the passport (ISO code)', {
		placeholder: 'US',
		displayOptions: { show: { taxReceiverType: ['04'], foreignIdentification: ['passport'] } },
	}),
	rowsParameter(
		{
			displayName: 'Items',
			name: 'items',
			placeholder: 'Add Item',
			required: true,
			description: 'The goods or services sold, each with its quantity, unit price and tax codes',
		},
		{ displayName: 'Item', name: 'item' },
		[
			{
				displayName: 'Description',
				name: 'description',
				type: 'string',
				default: '',
				description: 'What was sold, as printed on the invoice, e.g. Coffee 250 g',
			},
			{
				displayName: 'Quantity',
				name: 'qty',
				type: 'number',
				default: 1,
				description: 'How many units were sold (more than 0), e.g. 2',
			},
			{
				displayName: 'Price',
				name: 'price',
				type: 'number',
				default: 0,
				typeOptions: { numberPrecision: 2 },
				description:
					'Price of one unit in the invoice currency (the document names none), as a decimal amount, e.g. 12.50',
			},
			{
				displayName: 'Tax Codes',
				name: 'taxes',
				type: 'string',
				default: '',
				description: 'Comma-separated tax codes of the item, e.g. 01',
			},
		],
	),
	rowsParameter(
		{
			displayName: 'Payments',
			name: 'payments',
			placeholder: 'Add Payment',
		},
		{ displayName: 'Payment', name: 'payment' },
		[
			{
				displayName: 'Type',
				name: 'type',
				type: 'string',
				default: '',
				description: 'Payment type code, e.g. 01 (cash)',
			},
			{
				displayName: 'Amount',
				name: 'amount',
				type: 'number',
				default: 0,
				typeOptions: { numberPrecision: 2 },
				description:
					'Amount paid this way in the invoice currency (the document names none), as a decimal amount, e.g. 27.00',
			},
		],
	),
	...collection('Additional Fields', 'additionalFields', 'Add Field', [
		text('Email', 'email', 'Where the client receives the invoice', {
			placeholder: 'name@email.com',
		}),
	]),
];

/** Not retried (a POST that issues a document); the document shows the call only in an example, so its answer is returned as given. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const param = (name: string, fallback: unknown = '') =>
		this.getNodeParameter(name, itemIndex, fallback);
	const receiverType = String(param('taxReceiverType'));
	const client: IDataObject = {
		taxName: String(param('taxName')).trim(),
		taxReceiverType: receiverType,
		email: (param('additionalFields', {}) as IDataObject).email,
	};
	check.required('taxName', client.taxName);
	check.email('email', client.email);
	const lookUp = param('lookUpCheckDigit', false) as boolean;
	// The registry serves taxpayers (01) and government entities (03) only.
	if (lookUp && receiverType === '02')
		check.fail(
			'lookUpCheckDigit',
			'final consumers (02) are not looked up: switch it off and give the check digit',
		);
	if (lookUp && receiverType === '04')
		check.fail(
			'lookUpCheckDigit',
			'foreigners (04) have no check digit and are not looked up: switch it off',
		);
	if (receiverType === '04') {
		// A foreigner has no check digit: identified by foreign tax ID, or by passport and country.
		const by = String(param('foreignIdentification'));
		const id = String(param(by)).trim();
		check.required(by, id);
		client[by] = id;
		if (by === 'passport') {
			client.country = String(param('country')).trim().toUpperCase();
			check.required('country', client.country);
		}
	} else {
		client.taxId = String(param('taxId')).trim();
		client.taxIdType = Number(param('taxIdType', 2));
		check.required('taxId', client.taxId);
		if (lookUp) {
			client.taxDv = String(
				(await lookUpTaxpayer(this, String(client.taxId), Number(client.taxIdType))).dv ?? '',
			);
		} else {
			client.taxDv = String(param('taxDv')).trim();
			if (receiverType !== '02') check.required('taxDv', client.taxDv);
		}
	}
	const items = rowsOf(param('items', {}), 'item').map((item, n) => {
		check.required(`items[${n}].description`, item.description);
		if (!(Number(item.qty) > 0)) check.fail(`items[${n}].qty`, 'must be a number greater than 0');
		if (!(Number(item.price) >= 0)) check.fail(`items[${n}].price`, 'must not be negative');
		const taxes = String(item.taxes ?? '')
			.split(',')
			.map((code) => code.trim())
			.filter(Boolean)
			.map((code) => ({ code }));
		return {
			description: item.description,
			qty: Number(item.qty),
			price: Number(item.price),
			taxes,
		};
	});
	if (items.length === 0) check.fail('items', 'add at least one item');
	const payments = rowsOf(param('payments', {}), 'payment').map((payment, n) => {
		check.required(`payments[${n}].type`, payment.type);
		if (!(Number(payment.amount) > 0))
			check.fail(`payments[${n}].amount`, 'must be a number greater than 0');
		return { type: String(payment.type), amount: Number(payment.amount) };
	});
	const body = {
		branchId: String(param('branchId')).trim(),
		client: dropEmpty(client),
		items,
		payments,
	};
	check.required('branchId', body.branchId);
	return await lookupRequest.call(this, { method: 'POST', path: '/invoicing/lite', body });
}
