import { ApiFailure } from '../../server';
import type { Route } from '../../server';
import { deductionFields } from '../schemas';
import { PayrollState } from '../state';
import { checkRange } from '../checks';
import { lookups } from './lookups';

export function deductionRoutes(state: PayrollState): Route[] {
	const { deduction } = lookups(state);
	return [
		{
			method: 'PATCH',
			path: '/deductions/{deduction_id}',
			body: {
				type: 'object',
				additionalProperties: false,
				minProperties: 1,
				properties: deductionFields,
			},
			handler: (req) => {
				const found = deduction(req.params.deduction_id);
				if (found.status === 'cancelled')
					throw new ApiFailure(409, 'deduction_cancelled', `Deduction ${found.id} is cancelled`);
				const next = { ...found, ...req.body };
				checkRange(next.start_date, next.end_date);
				return {
					body: {
						data: Object.assign(
							found,
							req.body,
							req.body.frequency ? { period: req.body.frequency } : {},
						),
					},
				};
			},
		},
		{
			method: 'DELETE',
			path: '/deductions/{deduction_id}',
			// Cancelling again answers the cancelled deduction: the DELETE is idempotent.
			handler: (req) => {
				const found = deduction(req.params.deduction_id);
				if (found.status !== 'cancelled')
					Object.assign(found, { status: 'cancelled', cancelled_at: new Date().toISOString() });
				return { body: { data: found } };
			},
		},
	];
}
