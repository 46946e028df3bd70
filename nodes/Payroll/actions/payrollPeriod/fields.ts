import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { pathId } from '../../../shared/parameters';
import { payrollRequest } from '../../api';
import { answerOr } from '../../../shared/values';

/** Calculate and Approve: a POST without body on the period; the response is not shown, so without one the node says what it did. */
export const periodStep = (step: 'calculate' | 'approve', done: 'calculated' | 'approved') =>
	async function execute(this: IExecuteFunctions, itemIndex: number): Promise<IDataObject> {
		const id = pathId(this, itemIndex, 'payrollId');
		const answer = await payrollRequest.call(this, {
			method: 'POST',
			path: `/payrolls/${id}/${step}`,
		});
		return answerOr(answer, { id: decodeURIComponent(id), [done]: true });
	};
