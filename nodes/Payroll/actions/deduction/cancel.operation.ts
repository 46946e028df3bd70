import type { IExecuteFunctions } from 'n8n-workflow';

import { pathId } from '../../../shared/parameters';
import { payrollRequest } from '../../api';
import { deductionId } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { answerOr } from '../../../shared/values';

export const option: OperationOption = {
	name: 'Cancel',
	action: 'Cancel a deduction',
	description: 'Stop a deduction; periods already paid keep it',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the deduction, or `id` and `cancelled: true` when it answers nothing',
};

export const description = [deductionId];

/** DELETE cancels the deduction. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'deductionId');
	const answer = await payrollRequest.call(this, {
		method: 'DELETE',
		path: `/deductions/${id}`,
		idempotent: true,
	});
	return answerOr(answer, { id: decodeURIComponent(id), cancelled: true });
}
