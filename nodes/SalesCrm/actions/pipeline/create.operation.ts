import { recordOperations } from '../../../shared/crud';
import { salesCrmRecords } from '../../api';
import { pipelineWrite } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Create',
	action: 'Create a pipeline',
	description: 'Create a pipeline with its stages',
	kind: 'write',
};

export const { description, execute, output } =
	recordOperations(salesCrmRecords).create(pipelineWrite);
