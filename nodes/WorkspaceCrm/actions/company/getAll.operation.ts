import { recordOperations } from '../../../shared/crud';
import { text } from '../../../shared/parameters';
import { workspaceCrmRecords } from '../../api';
import { ownedRecordFilters, sortParameters } from '../parameters';
import { simplifiedCompanyKeys } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Many',
	action: 'Get many companies',
	description: 'List companies with filters and sorting',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(workspaceCrmRecords).list({
	path: '/companies',
	filters: [
		...ownedRecordFilters('companies'),
		text('Industry', 'industry', 'Only companies of this sector'),
	],
	sort: sortParameters(['annual_revenue', 'created_at', 'employee_count', 'name', 'updated_at']),
	simplifiedKeys: simplifiedCompanyKeys,
});
