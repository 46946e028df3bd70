import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { pathId, text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { invoicingRequest } from '../../api';
import { invoiceId } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { answerOr } from '../../../shared/values';

export const option: OperationOption = {
	name: 'Send',
	action: 'Send an invoice by email',
	description: 'E-mail the invoice with its XML and PDF',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: '`id`, `sent: true`, what was sent (`email`, `include_xml`, `include_pdf`, `message`) and what the API answers',
};

export const description: INodeProperties[] = [
	invoiceId,
	text('Email', 'email', 'Address the invoice is sent to', {
		required: true,
		placeholder: 'name@email.com',
	}),
	{
		displayName: 'Include XML',
		name: 'include_xml',
		type: 'boolean',
		default: true,
		description: 'Whether to attach the stamped XML',
	},
	{
		displayName: 'Include PDF',
		name: 'include_pdf',
		type: 'boolean',
		default: true,
		description: 'Whether to attach the PDF',
	},
	text('Message', 'message', 'Text of the e-mail', { typeOptions: { rows: 3 } }),
];

/** The document does not show the answer: the node reports what it asked for. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const id = pathId(this, itemIndex, 'invoiceId');
	const email = String(this.getNodeParameter('email', itemIndex)).trim();
	check.required('email', email);
	check.email('email', email);
	const body = {
		email,
		include_xml: this.getNodeParameter('include_xml', itemIndex) as boolean,
		include_pdf: this.getNodeParameter('include_pdf', itemIndex) as boolean,
		message: (this.getNodeParameter('message', itemIndex, '') as string) || undefined,
	};
	const answer = await invoicingRequest.call(this, {
		method: 'POST',
		path: `/invoices/${id}/send`,
		body,
	});
	return {
		id: decodeURIComponent(id),
		sent: true,
		...body,
		...answerOr(answer, {}),
	};
}
