import { choice } from '../../../shared/parameters';
import { pipelineDropdown } from '../parameters';
import { reportOperation } from './fields';
import type { OperationOption } from '../../../shared/router';

const PERIODS = ['monthly', 'quarterly', 'yearly'] as const;
const FORECAST_TYPES = ['weighted', 'best_case', 'committed'] as const;

export const option: OperationOption = {
	name: 'Get Forecast',
	action: 'Get the forecast report',
	description: 'Forecast per period: weighted, best case or committed',
	kind: 'read',
};

export const { description, execute, output } = reportOperation({
	path: '/reports/forecast',
	options: [
		pipelineDropdown,
		choice(
			'Period',
			'period',
			PERIODS,
			'Length of each forecast period: monthly, quarterly or yearly',
		),
		choice(
			'Type',
			'type',
			FORECAST_TYPES,
			'Weighted (value × stage probability), best case (every open deal) or committed',
		),
	],
});
