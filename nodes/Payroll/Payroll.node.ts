import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { BIZOPS_NODES } from '../shared/builderHint';
import { nodeBuilderHint, resourceProperties, route } from '../shared/router';
import { deduction } from './actions/deduction';
import { employee } from './actions/employee';
import { payrollPeriod } from './actions/payrollPeriod';
import { report } from './actions/report';
import { listSearch } from './methods/listSearch';
import { payrollCredentialTest } from './api';

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
		credentials: [{ name: 'bizOpsPayrollApi', required: true, testedBy: 'bizOpsCredentialTest' }],
		builderHint: nodeBuilderHint(resources, {
			searchHint: `Mexican payroll (nómina) of BizOps Payroll: employees (hire, terminate), deductions, payroll periods (create, calculate, approve, stamp the CFDI receipts), IMSS, ISR and annual reports (credential bizOpsPayrollApi). ${BIZOPS_NODES}`,
			relatedNodes: [
				{
					nodeType: 'n8n-nodes-bizops.payrollTrigger',
					relationHint: 'Starts a workflow on a new employee or a period status change',
				},
				{
					nodeType: 'n8n-nodes-bizops.recruitment',
					relationHint: 'A hired candidate becomes an employee',
				},
				{ nodeType: 'n8n-nodes-bizops.chat', relationHint: 'Ask for the period approval in chat' },
			],
		}),
		properties: resourceProperties(resources, 'employee'),
	};

	methods = { listSearch, credentialTest: payrollCredentialTest };

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
