import { ApiFailure } from '../../server';
import type { Route } from '../../server';
import { DATE, deductionFields, employeeFields } from '../schemas';
import { PayrollState } from '../state';
import { checkEmployee, oneOf, paginate } from '../checks';

export function employeeRoutes(state: PayrollState): Route[] {
	return [
		{
			method: 'GET',
			path: '/employees',
			handler: (req) => {
				const q = req.query;
				oneOf(q, 'status', ['active', 'inactive', 'terminated']);
				oneOf(q, 'sort_by', ['name', 'hire_date', 'department']);
				const search = q.search?.toLowerCase();
				const list = [...state.employees.values()].filter(
					(e) =>
						(!q.status || e.status === q.status) &&
						(!q.department || e.department === q.department) &&
						(!search ||
							[e.name, e.rfc, e.employee_number].some((v) =>
								String(v ?? '')
									.toLowerCase()
									.includes(search),
							)),
				);
				const key = q.sort_by ?? 'name';
				list.sort(
					(a, b) =>
						String(a[key] ?? '').localeCompare(String(b[key] ?? '')) || a.id.localeCompare(b.id),
				);
				return { body: paginate(list, q) };
			},
		},
		{
			method: 'POST',
			path: '/employees',
			scope: 'nomina:write',
			body: {
				type: 'object',
				additionalProperties: false,
				required: ['name', 'rfc', 'curp', 'nss', 'hire_date', 'daily_salary'],
				properties: { ...employeeFields, status: { enum: ['active', 'inactive', 'terminated'] } },
			},
			handler: (req) => ({ status: 201, body: { data: state.addEmployee(req.body) } }),
		},
		{
			method: 'GET',
			path: '/employees/{employee_id}',
			handler: (req) => ({ body: { data: state.employee(req.params.employee_id) } }),
		},
		{
			method: 'PATCH',
			path: '/employees/{employee_id}',
			body: {
				type: 'object',
				additionalProperties: false,
				minProperties: 1,
				properties: { ...employeeFields, status: { enum: ['active', 'inactive'] } },
			},
			handler: (req) => {
				const employee = state.employee(req.params.employee_id);
				if (employee.status === 'terminated')
					throw new ApiFailure(409, 'employee_terminated', `Employee ${employee.id} is terminated`);
				checkEmployee({ ...employee, ...req.body });
				return { body: { data: Object.assign(employee, req.body) } };
			},
		},
		{
			method: 'POST',
			path: '/employees/{employee_id}/terminate',
			scope: 'nomina:admin',
			body: {
				type: 'object',
				additionalProperties: false,
				required: ['termination_date'],
				properties: {
					termination_date: { type: 'string', pattern: DATE },
					reason: { type: 'string' },
					notes: { type: 'string' },
				},
			},
			handler: (req) => ({ body: { data: state.terminate(req.params.employee_id, req.body) } }),
		},
	];
}

export function employeeDeductionRoutes(state: PayrollState): Route[] {
	return [
		{
			method: 'GET',
			path: '/employees/{employee_id}/deductions',
			handler: (req) => {
				state.employee(req.params.employee_id);
				return {
					body: paginate(
						[...state.deductions.values()].filter((d) => d.employee_id === req.params.employee_id),
						req.query,
					),
				};
			},
		},
		{
			method: 'POST',
			path: '/employees/{employee_id}/deductions',
			body: {
				type: 'object',
				additionalProperties: false,
				required: ['type', 'description', 'amount', 'frequency', 'start_date'],
				properties: deductionFields,
			},
			handler: (req) => ({
				status: 201,
				body: { data: state.addDeduction(req.params.employee_id, req.body) },
			}),
		},
	];
}
