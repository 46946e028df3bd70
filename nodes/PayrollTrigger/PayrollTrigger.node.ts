import type { IDataObject, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { enumOptions } from '../shared/parameters';
import { fetchList, listPages } from '../shared/pagination';
import { changedRecords } from '../shared/pollingChanges';
import { committedPoll, eventParameter, newRecordsSince } from '../shared/polling';
import type { PollResult } from '../shared/polling';
import { PERIOD_STATUSES, payroll, payrollPages } from '../Payroll/api';

/** The list as one page, newest first: the API sorts employees by name, hire date or department only. */
async function* sortedNewestFirst(
	records: IDataObject[],
	timestampOf: (record: IDataObject) => string,
) {
	yield [...records].sort((a, b) => Date.parse(timestampOf(b)) - Date.parse(timestampOf(a)));
}

/** What the trigger reports, one item per record or change */
const EVENTS = [
	{ name: 'New Employee', value: 'newEmployee', description: 'Each employee added, once' },
	{
		name: 'Payroll Period Status Changed',
		value: 'periodStatusChanged',
		description:
			'Each status a period is found in, once (e.g. approved → stamped); a new period counts too',
	},
];

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
		credentials: [{ name: 'bizOpsPayrollApi', required: true }],
		properties: [
			eventParameter(EVENTS, 'periodStatusChanged'),
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

	async poll(this: IPollFunctions): PollResult {
		return await committedPoll(this, async function (this: IPollFunctions) {
			const event = this.getNodeParameter('event') as string;
			if (event === 'newEmployee') {
				const createdAt = (record: IDataObject) => String(record.created_at);
				const employees = await fetchList(
					this,
					payroll,
					{ method: 'GET', path: '/employees' },
					payrollPages,
				);
				const records = await newRecordsSince(
					this,
					'employee:created',
					sortedNewestFirst(employees, createdAt),
					createdAt,
				);
				return records;
			}
			const statuses = this.getNodeParameter('statuses', []) as string[];
			const pages = listPages(this, payroll, { method: 'GET', path: '/payrolls' }, payrollPages);
			const changes = await changedRecords(this, 'payroll:status', pages, (period) =>
				String(period.status),
			);
			const wanted = changes.filter(
				({ record }) => statuses.length === 0 || statuses.includes(String(record.status)),
			);
			return wanted.map(({ record, previous }) => ({ ...record, previous_status: previous }));
		});
	}
}
