import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { pathId, text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { CANCELLATION_REASONS, invoicingRequest } from '../../api';
import { invoicingChecks } from '../parameters';
import { invoiceId } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Cancel',
	action: 'Cancel an invoice',
	description: 'Request the cancellation of a stamped invoice',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the invoice, with `cancelledAtOnce` and `awaitingAcceptance`',
};

export const description: INodeProperties[] = [
	invoiceId,
	{
		displayName: 'Reason',
		name: 'motivo',
		type: 'options',
		options: CANCELLATION_REASONS,
		default: '02',
		required: true,
		description:
			'Why the invoice is cancelled, as the SAT reason code: 01 (replaced by another invoice, give its UUID), 02, 03 or 04',
	},
	// Checked in execute rather than marked required, so the error names the rule and the item.
	text(
		'Replacing UUID',
		'uuid_sustitucion',
		'Fiscal UUID of the invoice that replaces this one, as Invoice → Get shows it, e.g. 5FB2822E-396D-4725-8521-CDC4BDD20CCF (required for reason 01)',
		{
			displayOptions: { show: { motivo: ['01'] } },
			placeholder: '5fa3c2de-8c1b-4c55-9f0e-2b8d3b3f1a10',
		},
	),
];

/**
 * Documents below 1,000 MXN are cancelled at once; others wait for the receiver's acceptance
 * (events invoice.cancellation_accepted / _rejected tell the outcome). Not retried.
 */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const id = pathId(this, itemIndex, 'invoiceId');
	const motivo = this.getNodeParameter('motivo', itemIndex) as string;
	const body: IDataObject = { motivo };
	if (motivo === '01') {
		const replacing = String(this.getNodeParameter('uuid_sustitucion', itemIndex, '')).trim();
		check.required('uuid_sustitucion', replacing);
		invoicingChecks(check).uuid('uuid_sustitucion', replacing);
		body.uuid_sustitucion = replacing;
	}
	const result = await invoicingRequest.call(this, {
		method: 'POST',
		path: `/invoices/${id}/cancel`,
		body,
	});
	const cancellation = (result.cancellation ?? {}) as IDataObject;
	const pending =
		result.status === 'cancellation_pending' || cancellation.status === 'pending_acceptance';
	return {
		...result,
		cancelledAtOnce: !pending && result.status === 'cancelled',
		awaitingAcceptance: pending,
	};
}
