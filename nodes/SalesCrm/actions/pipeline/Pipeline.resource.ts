import type { IDataObject, INodeProperties } from 'n8n-workflow';

import type { Operation } from '../../../shared/router';
import { VERTICALS } from '../../api';
import type { Checks } from '../../../shared/crud';
import { createOperation, deleteOperation, getOperation, listOperation, updateOperation } from '../common';
import { choice, given } from '../../../shared/parameters';
import { pipelineId } from '../locators';

const stagesParameter: INodeProperties = {
	displayName: 'Stages',
	name: 'stages',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true, sortable: true },
	placeholder: 'Add Stage',
	default: {},
	description: 'The stages in order, each with the probability (0-100) that a deal in it closes',
	options: [
		{
			displayName: 'Stage',
			name: 'stage',
			values: [
				{ displayName: 'Name', name: 'name', type: 'string', default: '', description: 'Name of the stage' },
				{
					displayName: 'Probability',
					name: 'probability',
					type: 'number',
					default: 10,
					typeOptions: { minValue: 0, maxValue: 100 },
					description: 'Chance in percent that a deal in this stage closes',
				},
			],
		},
	],
};

function pipelineBody(fields: IDataObject, check: Checks, partial: boolean): IDataObject {
	const body = given(fields);
	check.oneOf('vertical', body.vertical, VERTICALS);
	if ('stages' in fields) {
		const stages = ((fields.stages as IDataObject | undefined)?.stage as IDataObject[] | undefined) ?? [];
		stages.forEach((stage, index) => {
			check.required(`stages[${index}].name`, stage.name);
			check.required(`stages[${index}].probability`, stage.probability);
			check.numberBetween(`stages[${index}].probability`, stage.probability, 0, 100);
		});
		if (stages.length) body.stages = stages.map((s) => ({ name: s.name, probability: Number(s.probability) }));
		else delete body.stages;
	}
	if (!partial && !body.stages) check.fail('stages', 'add at least one stage');
	return body;
}

const read = { resource: 'pipeline', path: '/pipelines', id: pipelineId };

const write = {
	...read,
	required: [
		{ displayName: 'Name', name: 'name', type: 'string', default: '', required: true, description: 'Name of the pipeline' },
		{ ...stagesParameter, required: true },
	] as INodeProperties[],
	optional: [choice('Vertical', 'vertical', VERTICALS, 'Industry vertical the pipeline serves')],
	toBody: pipelineBody,
};

export const pipelineOperations: Record<string, Operation> = {
	create: createOperation(write),
	delete: deleteOperation(read),
	get: getOperation(read),
	getAll: listOperation({ resource: 'pipeline', path: '/pipelines' }),
	update: updateOperation(write),
};
