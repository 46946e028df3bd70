import type { Route } from '../../server';
import { DATE } from '../schemas';
import { PayrollState } from '../state';
import { integer, oneOf, paginate } from '../checks';

export function payrollRoutes(state: PayrollState): Route[] {
	return [
		{
			method: 'GET',
			path: '/payrolls',
			handler: (req) => {
				const q = req.query;
				oneOf(q, 'status', ['draft', 'calculated', 'approved', 'stamped']);
				oneOf(q, 'type', ['ordinary', 'aguinaldo', 'ptu', 'settlement']);
				const year = integer(q, 'year', 2000, 2100);
				const month = integer(q, 'month', 1, 12);
				const list = [...state.periods.values()]
					.filter(
						(p) =>
							(!q.status || p.status === q.status) &&
							(!q.type || p.type === q.type) &&
							(year === undefined || Number(p.start_date.slice(0, 4)) === year) &&
							(month === undefined || Number(p.start_date.slice(5, 7)) === month),
					)
					.sort((a, b) => b.start_date.localeCompare(a.start_date) || b.id.localeCompare(a.id));
				return { body: paginate(list, q) };
			},
		},
		{
			method: 'POST',
			path: '/payrolls',
			body: {
				type: 'object',
				required: ['type', 'frequency', 'start_date', 'end_date', 'payment_date'],
				properties: {
					type: { enum: ['ordinary', 'aguinaldo', 'ptu', 'settlement'] },
					frequency: { enum: ['weekly', 'biweekly', 'semimonthly', 'monthly'] },
					start_date: { type: 'string', pattern: DATE },
					end_date: { type: 'string', pattern: DATE },
					payment_date: { type: 'string', pattern: DATE },
					period_number: { type: 'integer', minimum: 1 },
					ptu_amount: { type: 'number', minimum: 0 },
				},
			},
			handler: (req) => ({ status: 201, body: { data: state.addPeriod(req.body) } }),
		},
		{
			method: 'POST',
			path: '/payrolls/{payroll_id}/calculate',
			handler: (req) => ({ body: { data: state.calculate(req.params.payroll_id) } }),
		},
		{
			method: 'POST',
			path: '/payrolls/{payroll_id}/approve',
			scope: 'nomina:admin',
			handler: (req) => ({ body: { data: state.approve(req.params.payroll_id) } }),
		},
		{
			method: 'POST',
			path: '/payrolls/{payroll_id}/stamp',
			scope: 'nomina:admin',
			handler: (req) => ({ body: { data: state.stamp(req.params.payroll_id) } }),
		},
		{
			method: 'GET',
			path: '/payrolls/{payroll_id}/receipts',
			handler: (req) => {
				state.period(req.params.payroll_id);
				return { body: paginate(state.receipts.get(req.params.payroll_id) ?? [], req.query) };
			},
		},
	];
}
