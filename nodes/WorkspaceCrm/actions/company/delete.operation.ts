import { recordOperations } from '../../../shared/crud';
import { workspaceCrmRecords } from '../../api';
import { companyId } from '../parameters';

export const option = {
	name: 'Delete',
	action: 'Delete a company',
	description: "Soft-delete a company; only the operator's support can recover it",
};

export const { description, execute } = recordOperations(workspaceCrmRecords).delete({
	path: '/companies',
	id: companyId,
});
