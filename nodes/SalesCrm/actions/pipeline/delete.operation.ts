import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { pipelineId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete a pipeline',
	description: 'Delete a pipeline',
	kind: 'write',
};

export const { description, execute, output } = recordOperations(salesCrmRecords).delete({
	path: '/pipelines',
	id: pipelineId,
});
