import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { resourceProperties, route } from '../shared/router';
import { deduction } from './actions/deduction';
import { employee } from './actions/employee';
import { payrollPeriod } from './actions/payrollPeriod';
import { report } from './actions/report';
import { listSearch } from './methods/listSearch';

export const resources = { employee, payrollPeriod, deduction, report };

export class Payroll implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Payroll',
		name: 'payroll',
		icon: { light: 'file:../../icons/payroll.svg', dark: 'file:../../icons/payroll.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Manage employees, deductions and payroll periods (calculate, approve, stamp) and read payroll, ISR and IMSS reports of BizOps Payroll',
		defaults: { name: 'BizOps Payroll' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsPayrollApi', required: true }],
		properties: resourceProperties(resources, 'employee'),
	};

	methods = { listSearch };

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
