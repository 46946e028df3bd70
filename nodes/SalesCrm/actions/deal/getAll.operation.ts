import { recordOperations } from '../../../shared/crud';
import { choice, number } from '../../../shared/parameters';
import { DEAL_STATUSES, salesCrmRecords } from '../../api';
import { pipelineDropdown, verticalField } from '../parameters';
import { ownerDropdown, simplifiedDealKeys, stageDropdown } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many deals',
	description: 'List deals with filters',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(salesCrmRecords).list({
	path: '/deals',
	simplifiedKeys: simplifiedDealKeys,
	filters: [
		pipelineDropdown,
		stageDropdown(['filters.pipeline_id']),
		{
			...ownerDropdown,
			description:
				'Only deals of this owner, a user of the Sales CRM. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
		choice('Status', 'status', DEAL_STATUSES, 'Only deals in this state: open, won or lost'),
		number(
			'Min Value',
			'min_value',
			'Only deals worth at least this much in their currency, e.g. 10000',
		),
		number(
			'Max Value',
			'max_value',
			'Only deals worth at most this much in their currency, e.g. 50000',
		),
		verticalField('Only deals of this vertical, e.g. real_estate or services'),
	],
	query(check, filters) {
		check.numberBetween('min_value', filters.min_value, 0);
		check.numberBetween('max_value', filters.max_value, 0);
		check.inOrder('min_value', filters.min_value, 'max_value', filters.max_value);
		return filters;
	},
});
