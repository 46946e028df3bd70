import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { pipelineId } from '../parameters';

export const option = {
	name: 'Delete',
	action: 'Delete a pipeline',
	description: 'Delete a pipeline',
};

export const { description, execute } = recordOperations(salesCrmRecords).delete({
	path: '/pipelines',
	id: pipelineId,
});
