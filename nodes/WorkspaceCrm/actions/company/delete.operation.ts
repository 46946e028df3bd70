import { recordOperations } from '../../../shared/crud';
import { workspaceCrmRecords } from '../../api';
import { companyId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete a company',
	description: "Soft-delete a company; only the operator's support can recover it",
	kind: 'write',
};

export const { description, execute, output } = recordOperations(workspaceCrmRecords).delete({
	path: '/companies',
	id: companyId,
});
