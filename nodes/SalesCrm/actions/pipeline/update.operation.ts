import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { pipelineWrite } from '../parameters';

export const option = {
	name: 'Update',
	action: 'Update a pipeline',
	description: 'Change only the fields you set',
};

export const { description, execute } = recordOperations(salesCrmRecords).update(pipelineWrite);
