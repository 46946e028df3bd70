import { recordOperations } from '../../../shared/crud';
import { workspaceCrmRecords } from '../../api';
import { contactId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete a contact',
	description: "Soft-delete a contact; only the operator's support can recover it",
	kind: 'write',
};

export const { description, execute, output } = recordOperations(workspaceCrmRecords).delete({
	path: '/contacts',
	id: contactId,
});
