import type { INodeProperties } from 'n8n-workflow';

import type { WriteSpec } from '../../../shared/crud';
import { locator, number } from '../../../shared/parameters';
import { dropEmpty } from '../../../shared/values';
import { verticalField } from '../parameters';
import { rowsOf } from '../../../shared/rows';

/** The pipeline operations point at, picked from a searchable list or given by ID. */
export const pipelineId = locator(
	'Pipeline',
	'pipelineId',
	'searchPipelines',
	'From Pipeline → Get Many',
);

const stagesParameter: INodeProperties = {
	displayName: 'Stages',
	name: 'stages',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true, sortable: true },
	placeholder: 'Add Stage',
	default: {},
	description: 'The stages in order, each with its chance (0-100) that a deal closes',
	options: [
		{
			displayName: 'Stage',
			name: 'stage',
			values: [
				{
					displayName: 'Name',
					name: 'name',
					type: 'string',
					default: '',
					description: 'Name of the stage',
				},
				number('Probability', 'probability', 'Chance in percent that a deal in this stage closes', {
					default: 10,
					typeOptions: { minValue: 0, maxValue: 100 },
				}),
			],
		},
	],
};

/** What Pipeline → Create and Update send. */
export const pipelineWrite: WriteSpec = {
	path: '/pipelines',
	id: pipelineId,
	required: [
		{
			displayName: 'Name',
			name: 'name',
			type: 'string',
			default: '',
			required: true,
			description: 'Name of the pipeline',
		},
		{ ...stagesParameter, required: true },
	],
	optional: [
		verticalField(
			'Industry vertical the pipeline serves: automotive, education, real_estate or services',
		),
	],
	toBody(fields, check, partial) {
		const body = dropEmpty(fields);
		if ('stages' in fields) {
			const stages = rowsOf(fields.stages, 'stage');
			stages.forEach((stage, index) => {
				check.required(`stages[${index}].name`, stage.name);
				check.required(`stages[${index}].probability`, stage.probability);
				check.numberBetween(`stages[${index}].probability`, stage.probability, 0, 100);
			});
			if (stages.length)
				body.stages = stages.map((s) => ({ name: s.name, probability: Number(s.probability) }));
			else delete body.stages;
		}
		if (!partial && !body.stages) check.fail('stages', 'add at least one stage');
		return body;
	},
};
