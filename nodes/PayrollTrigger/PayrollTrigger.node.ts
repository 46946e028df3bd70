import type { IDataObject, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { enumOptions } from '../shared/parameters';
import { fetchList, listPages } from '../shared/pagination';
import type { Change } from '../shared/pollingChanges';
import { valueChanges } from '../shared/pollingChanges';
import { newRecords, pollingTrigger } from '../shared/polling';
import { PERIOD_STATUSES, payroll, payrollCredentialTest, payrollPages } from '../Payroll/api';

const createdAt = (employee: IDataObject) => String(employee.created_at);

/** Every employee as one page, newest first: the API sorts employees by name, hire date or department only. */
async function* employeesNewestFirst(ctx: IPollFunctions) {
	const employees = await fetchList(
		ctx,
		payroll,
		{ method: 'GET', path: '/employees' },
		payrollPages,
	);
	yield employees.sort((a, b) => Date.parse(createdAt(b)) - Date.parse(createdAt(a)));
}

/** The changes to a status chosen in New Status (all without a choice), with the status before. */
function periodsInNewStatus(ctx: IPollFunctions, changes: Change[]): IDataObject[] {
	const statuses = ctx.getNodeParameter('statuses', []) as string[];
	const wanted = changes.filter(
		({ record }) => statuses.length === 0 || statuses.includes(String(record.status)),
	);
	return wanted.map(({ record, previous }) => ({ ...record, previous_status: previous }));
}

/** The events the trigger reports, one item per record or change, and how each is polled */
const trigger = pollingTrigger('periodStatusChanged', [
	{
		name: 'New Employee',
		value: 'newEmployee',
		description: 'Each employee added, once',
		poll: newRecords({
			key: () => 'employee:created',
			list: employeesNewestFirst,
			timestampOf: createdAt,
		}),
	},
	{
		name: 'Payroll Period Status Changed',
		value: 'periodStatusChanged',
		description:
			'Each status a period is found in, once (e.g. approved → stamped); a new period counts too',
		poll: valueChanges({
			key: () => 'payroll:status',
			list: (ctx) => listPages(ctx, payroll, { method: 'GET', path: '/payrolls' }, payrollPages),
			valueOf: (period) => String(period.status),
			emit: periodsInNewStatus,
		}),
	},
]);

export class PayrollTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Payroll Trigger',
		name: 'payrollTrigger',
		icon: { light: 'file:../../icons/payroll.svg', dark: 'file:../../icons/payroll.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description:
			'Starts the workflow when a payroll period changes status or an employee is added in BizOps Payroll (polling: the service sends no events)',
		defaults: { name: 'BizOps Payroll Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsPayrollApi', required: true, testedBy: 'bizOpsCredentialTest' }],
		builderHint: {
			searchHint:
				'Starts a workflow on BizOps Payroll events: new employee, payroll period status changed (polls; credential bizOpsPayrollApi).',
			relatedNodes: [
				{
					nodeType: 'n8n-nodes-bizops.payroll',
					relationHint: 'Calculates, approves and stamps the period',
				},
			],
		},
		properties: [
			trigger.eventParameter,
			{
				displayName: 'New Status',
				name: 'statuses',
				type: 'multiOptions',
				options: enumOptions(PERIOD_STATUSES),
				default: [],
				displayOptions: { show: { event: ['periodStatusChanged'] } },
				description: 'Only changes to these statuses; none for every change',
			},
		],
	};

	methods = { credentialTest: payrollCredentialTest };

	poll = trigger.poll;
}
