import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { pipelineId } from '../parameters';

export const option = {
	name: 'Get',
	action: 'Get a pipeline',
	description: 'Get one pipeline with its stages',
};

export const { description, execute } = recordOperations(salesCrmRecords).get({
	path: '/pipelines',
	id: pipelineId,
});
