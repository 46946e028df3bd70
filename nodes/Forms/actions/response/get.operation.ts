import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { locator, pathId } from '../../../shared/parameters';
import { formsRequest } from '../../api';
import { simplifiedResponseKeys, simplifyResponse } from '../../answers';
import { formId, responseOutput } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a response',
	description: 'Get a response with its per-field answers',
	kind: 'read',
};

export const output: OperationOutput = {
	kind: 'record',
	simplifiedKeys: simplifiedResponseKeys,
	simplifiedAdds: "the answers under the labels of the form's fields",
};

const responseId = locator(
	'Response',
	'responseId',
	'searchResponses',
	'The response of the form above: its ID from Response → Get Many',
	'e.g. 9c1d…',
);

export const description = [formId, responseId, ...responseOutput];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const form = pathId(this, itemIndex, 'formId');
	const response = await formsRequest.call(this, {
		method: 'GET',
		path: `/forms/${form}/responses/${pathId(this, itemIndex, 'responseId')}`,
	});
	if (!this.getNodeParameter('simplify', itemIndex, true)) return response;
	// The labels come from the form's schema.
	const schema: IDataObject = await formsRequest.call(this, {
		method: 'GET',
		path: `/forms/${form}`,
	});
	return simplifyResponse(
		response,
		schema,
		this.getNodeParameter('keepRawAnswers', itemIndex, false) as boolean,
	);
}
