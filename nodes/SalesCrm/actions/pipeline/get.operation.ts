import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { pipelineId } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a pipeline',
	description: 'Get one pipeline with its stages',
	kind: 'read',
};

export const { description, execute, output } = recordOperations(salesCrmRecords).get({
	path: '/pipelines',
	id: pipelineId,
});
