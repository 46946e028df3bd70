import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection } from '../../../shared/crud';
import { money } from '../../../shared/money';
import { dateTime, number, rowsParameter, text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { invoicingRequest } from '../../api';
import { invoicingChecks, paymentForm, rfcParameter, taxObjectParameter } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { enteredRows } from '../../../shared/rows';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a payment receipt',
	description: 'Issue and stamp a payment complement for paid invoices',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the stamped payment receipt',
};

export const description: INodeProperties[] = [
	dateTime(
		'Payment Date',
		'fecha_pago',
		'When the payment was received: ISO 8601 with its UTC offset, e.g. 2026-03-02T10:00:00-06:00',
		{ required: true },
	),
	paymentForm('forma_pago', {
		required: true,
		description:
			'How it was paid, a code from SAT Catalog → Get Payment Forms, e.g. 03 (transfer). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	}),
	text('Currency', 'moneda', 'ISO 4217 code of the payment currency', {
		default: 'MXN',
		required: true,
	}),
	money(
		'Amount',
		'monto',
		'Amount received in the payment currency above (such as MXN), e.g. 1160.00',
	),
	rowsParameter(
		{
			displayName: 'Related Documents',
			name: 'documentos_relacionados',
			placeholder: 'Add Related Document',
			required: true,
			description: 'The invoices this payment settles, with their balances',
		},
		{ displayName: 'Document', name: 'documento' },
		[
			text(
				'Invoice UUID',
				'uuid_factura',
				'Fiscal UUID of the paid invoice, as Invoice → Get shows it, e.g. 5FB2822E-396D-4725-8521-CDC4BDD20CCF',
			),
			text('Series', 'serie', 'Series of the paid invoice'),
			number('Number', 'folio', 'Number (folio) of the paid invoice'),
			text('Currency', 'moneda_dr', 'Currency of the paid invoice as an ISO 4217 code, e.g. MXN', {
				default: 'MXN',
			}),
			number(
				'Instalment Number',
				'num_parcialidad',
				'Which payment of the invoice this is (1 for the first)',
				{ default: 1, typeOptions: { minValue: 1 } },
			),
			money(
				'Previous Balance',
				'saldo_anterior',
				'What was owed on the invoice before this payment, in the invoice currency, e.g. 1160.00',
			),
			money(
				'Amount Paid',
				'importe_pagado',
				'What this payment covers of the invoice, in the invoice currency, e.g. 580.00',
			),
			money(
				'Remaining Balance',
				'saldo_insoluto',
				'What is still owed on the invoice, in its currency: previous balance minus amount paid, e.g. 580.00',
			),
			taxObjectParameter(
				'objeto_imp_dr',
				'The SAT tax object code of the paid invoice: 02 when it was subject to tax, 01 when not',
				'02',
			),
			{
				displayName: 'Taxes (JSON)',
				name: 'impuestos_dr',
				type: 'json',
				default: '',
				description:
					'The paid share of the taxes, e.g. {"traslados":[{"base":100,"impuesto":"002","tipo_factor":"Tasa","tasa":0.16,"importe":16}]}',
			},
		],
	),
	...collection('Additional Fields', 'additionalFields', 'Add Field', [
		text('Operation Number', 'numero_operacion', 'Bank reference of the transfer or cheque'),
		rfcParameter('Payer Bank RFC', 'rfc_banco_ordenante', "RFC of the payer's bank"),
		text('Payer Account', 'cuenta_ordenante', "The payer's account"),
		rfcParameter(
			'Payee Bank RFC',
			'rfc_banco_beneficiario',
			'RFC of the bank receiving the payment',
		),
		text('Payee Account', 'cuenta_beneficiaria', 'The account receiving the payment'),
	]),
];

/** Not retried (a write that stamps a document). */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const own = invoicingChecks(check);
	const fecha = check.isoDate('fecha_pago', this.getNodeParameter('fecha_pago', itemIndex));
	check.required('fecha_pago', fecha);
	const formaPago = this.getNodeParameter('forma_pago', itemIndex) as string;
	check.required('forma_pago', formaPago);
	const moneda = check.currency('moneda', this.getNodeParameter('moneda', itemIndex));
	check.required('moneda', moneda);
	const monto = this.getNodeParameter('monto', itemIndex) as number;
	own.positive('monto', monto ?? 0);
	const extra = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
	for (const name of ['rfc_banco_ordenante', 'rfc_banco_beneficiario']) {
		if (extra[name]) extra[name] = own.rfc(name, extra[name]);
	}
	const documents = enteredRows(this, itemIndex, 'documentos_relacionados', 'documento');
	if (documents.length === 0)
		check.fail('documentos_relacionados', 'add at least one related document');
	const related = documents.map((doc, n) => {
		const field = (name: string) => `documentos_relacionados[${n}].${name}`;
		check.required(field('uuid_factura'), doc.uuid_factura);
		own.uuid(field('uuid_factura'), doc.uuid_factura);
		check.integerBetween(field('num_parcialidad'), doc.num_parcialidad ?? 1, 1, 999);
		own.positive(field('importe_pagado'), doc.importe_pagado ?? 0);
		const [before, paid, after] = [doc.saldo_anterior, doc.importe_pagado, doc.saldo_insoluto].map(
			(v) => Number(v ?? 0),
		);
		if (paid > before) check.fail(field('importe_pagado'), 'must not exceed the previous balance');
		if (Math.abs(before - paid - after) > 0.005)
			check.fail(field('saldo_insoluto'), 'must equal the previous balance minus the amount paid');
		return dropEmpty({
			...doc,
			moneda_dr: check.currency(field('moneda_dr'), doc.moneda_dr),
			folio: doc.folio || undefined,
			impuestos_dr: doc.impuestos_dr
				? check.jsonObject(field('impuestos_dr'), doc.impuestos_dr)
				: undefined,
		});
	});
	const body = dropEmpty({
		fecha_pago: fecha,
		forma_pago: formaPago,
		moneda,
		monto,
		...extra,
		documentos_relacionados: related,
	});
	return await invoicingRequest.call(this, { method: 'POST', path: '/payment-receipts', body });
}
