import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection } from '../../../shared/crud';
import { number, rowsParameter, text } from '../../../shared/parameters';
import type { Checks } from '../../../shared/validation';
import { checks, splitList } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { RECEIVER_TYPES, TAXPAYER_TYPES, lookUpTaxpayer, lookupRequest } from '../../api';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { rowsOf } from '../../../shared/rows';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a simplified invoice',
	description: 'Issue a simplified invoice for a branch',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the created simplified invoice',
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
			number('Quantity', 'qty', 'How many units were sold (more than 0), e.g. 2', { default: 1 }),
			number(
				'Price',
				'price',
				'Price of one unit in the invoice currency (the document names none), as a decimal amount, e.g. 12.50',
				{ typeOptions: { numberPrecision: 2 } },
			),
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
			number(
				'Amount',
				'amount',
				'Amount paid this way in the invoice currency (the document names none), as a decimal amount, e.g. 27.00',
				{ typeOptions: { numberPrecision: 2 } },
			),
		],
	),
	...collection('Additional Fields', 'additionalFields', 'Add Field', [
		text('Email', 'email', 'Where the client receives the invoice', {
			placeholder: 'name@email.com',
		}),
	]),
];

/** The item's parameter `name`, or `fallback` where it has none. */
type Param = (name: string, fallback?: unknown) => unknown;

/** Not retried (a write that issues a document); the document shows the call only in an example, so its answer is returned as given. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const param: Param = (name, fallback = '') => this.getNodeParameter(name, itemIndex, fallback);
	const items = itemsOf(check, param('items', {}));
	if (items.length === 0) check.fail('items', 'add at least one item');
	const payments = paymentsOf(check, param('payments', {}));
	const branchId = String(param('branchId')).trim();
	check.required('branchId', branchId);
	// Last: a local receiver may be looked up, a request only a valid item is worth.
	const client = await clientOf(this, check, param);
	const body = { branchId, client: dropEmpty(client), items, payments };
	return await lookupRequest.call(this, { method: 'POST', path: '/invoicing/lite', body });
}

/** The receiver: its name and type, then how it is identified (by its type), checked. */
async function clientOf(ctx: IExecuteFunctions, check: Checks, param: Param) {
	const receiverType = String(param('taxReceiverType'));
	const client: IDataObject = {
		taxName: String(param('taxName')).trim(),
		taxReceiverType: receiverType,
		email: (param('additionalFields', {}) as IDataObject).email,
	};
	check.required('taxName', client.taxName);
	check.email('email', client.email);
	const lookUp = param('lookUpCheckDigit', false) as boolean;
	if (lookUp) checkLookUpAllowed(check, receiverType);
	const identity =
		receiverType === '04'
			? foreignIdentity(check, param)
			: await localIdentity(ctx, check, param, receiverType, lookUp);
	return { ...client, ...identity };
}

/** The registry serves taxpayers (01) and government entities (03) only. */
function checkLookUpAllowed(check: Checks, receiverType: string) {
	if (receiverType === '02')
		check.fail(
			'lookUpCheckDigit',
			'final consumers (02) are not looked up: switch it off and give the check digit',
		);
	if (receiverType === '04')
		check.fail(
			'lookUpCheckDigit',
			'foreigners (04) have no check digit and are not looked up: switch it off',
		);
}

/** A foreigner has no check digit: identified by foreign tax ID, or by passport and country. */
function foreignIdentity(check: Checks, param: Param): IDataObject {
	const by = String(param('foreignIdentification'));
	const id = String(param(by)).trim();
	check.required(by, id);
	if (by !== 'passport') return { [by]: id };
	const country = String(param('country')).trim().toUpperCase();
	check.required('country', country);
	return { [by]: id, country };
}

/** A receiver of the country: tax ID and its type, and the check digit, given or looked up. */
async function localIdentity(
	ctx: IExecuteFunctions,
	check: Checks,
	param: Param,
	receiverType: string,
	lookUp: boolean,
): Promise<IDataObject> {
	const taxId = String(param('taxId')).trim();
	const taxIdType = Number(param('taxIdType', 2));
	check.required('taxId', taxId);
	if (lookUp) {
		const taxpayer = await lookUpTaxpayer(ctx, taxId, taxIdType);
		return { taxId, taxIdType, taxDv: String(taxpayer.dv ?? '') };
	}
	const taxDv = String(param('taxDv')).trim();
	// A final consumer may have no check digit.
	if (receiverType !== '02') check.required('taxDv', taxDv);
	return { taxId, taxIdType, taxDv };
}

/** The items as the API takes them, each checked; taxes typed as a comma list of codes. */
function itemsOf(check: Checks, entered: unknown) {
	return rowsOf(entered, 'item').map((item, n) => {
		check.required(`items[${n}].description`, item.description);
		if (!(Number(item.qty) > 0)) check.fail(`items[${n}].qty`, 'must be a number greater than 0');
		if (!(Number(item.price) >= 0)) check.fail(`items[${n}].price`, 'must not be negative');
		const taxes = splitList(item.taxes).map((code) => ({ code }));
		return {
			description: item.description,
			qty: Number(item.qty),
			price: Number(item.price),
			taxes,
		};
	});
}

/** The payments as the API takes them, each checked. */
function paymentsOf(check: Checks, entered: unknown) {
	return rowsOf(entered, 'payment').map((payment, n) => {
		check.required(`payments[${n}].type`, payment.type);
		if (!(Number(payment.amount) > 0))
			check.fail(`payments[${n}].amount`, 'must be a number greater than 0');
		return { type: String(payment.type), amount: Number(payment.amount) };
	});
}
