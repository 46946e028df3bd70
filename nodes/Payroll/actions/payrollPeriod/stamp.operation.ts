import type { IDataObject, IExecuteFunctions, INodeProperties, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { listPages } from '../../../shared/pagination';
import { pathId } from '../../../shared/parameters';
import { payroll, payrollPages, payrollRequest } from '../../api';
import { payrollId } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { answerOr } from '../../../shared/values';

export const option: OperationOption = {
	name: 'Stamp',
	action: 'Stamp a payroll period',
	description:
		'Stamp an approved period with the tax authority: irreversible, sent once and never retried',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the period, or `id` and `stamped: true` when it answers nothing',
};

export const description: INodeProperties[] = [
	payrollId,
	{
		displayName: 'Check It Is Approved First',
		name: 'checkApproved',
		type: 'boolean',
		default: true,
		description:
			'Whether to read the period first and refuse to stamp it unless its status is approved, so that a draft is never stamped by mistake',
	},
	{
		displayName:
			"Stamping is irreversible: the period is sent to the tax authority once. If the answer is lost or an error, the node never sends it again on its own; check the period's status before running the step again.",
		name: 'notice',
		type: 'notice',
		default: '',
	},
];

/** The period as the list shows it (the document has no route for one period), or undefined. */
async function findPeriod(ctx: IExecuteFunctions, id: string): Promise<IDataObject | undefined> {
	for await (const page of listPages(
		ctx,
		payroll,
		{ method: 'GET', path: '/payrolls' },
		payrollPages,
	)) {
		const found = page.find((period) => String(period.id) === id);
		if (found) return found;
	}
	return undefined;
}

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'payrollId');
	const plainId = decodeURIComponent(id);
	if (this.getNodeParameter('checkApproved', itemIndex, true)) {
		const period = await findPeriod(this, plainId);
		const refuse = (why: string) =>
			new NodeOperationError(
				this.getNode(),
				`Payroll period ${plainId} was not stamped: ${why} (item ${itemIndex})`,
				{
					itemIndex,
					description:
						'Nothing was sent to the tax authority. Calculate and approve the period first, or turn off "Check It Is Approved First" if the list cannot show it.',
				},
			);
		if (!period) throw refuse('the list of payroll periods does not show it');
		if (period.status === 'stamped') throw refuse('it is already stamped');
		if (period.status !== 'approved')
			throw refuse(`its status is ${String(period.status)}, not approved`);
	}
	try {
		// Exactly one request, whatever the answer: a lost or failed stamp may still have reached the tax authority.
		const answer = await payrollRequest.call(this, {
			method: 'POST',
			path: `/payrolls/${id}/stamp`,
			retry: false,
		});
		return answerOr(answer, { id: plainId, stamped: true });
	} catch (error) {
		const response = (error as NodeApiError).errorResponse as JsonObject | undefined;
		const alreadyStamped =
			response?.status === 409 &&
			(response.code === 'already_stamped' ||
				/already stamped/i.test(String(response.message ?? '')));
		// The transport's own NodeApiError passes through unchanged (the constructor returns it).
		if (!alreadyStamped) throw new NodeApiError(this.getNode(), error as JsonObject);
		throw new NodeApiError(this.getNode(), response, {
			message: `Payroll period ${plainId} is already stamped: it was not stamped again`,
			description:
				"Stamping happens once and cannot be undone. Read the period's receipts with Payroll Period → Get Receipts.",
			httpCode: '409',
		});
	}
}
