import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { pipelineWrite } from '../parameters';

export const option = {
	name: 'Create',
	action: 'Create a pipeline',
	description: 'Create a pipeline with its stages',
};

export const { description, execute } = recordOperations(salesCrmRecords).create(pipelineWrite);
