import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { pathId, text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { recruitmentRequest } from '../../api';
import { candidateId } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';
import { answerOr } from '../../../shared/values';

export const option: OperationOption = {
	name: 'Add Note',
	action: 'Add a note to a candidate',
	description: 'Add a note to a candidate, with who may see it',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the note, or `candidate_id` and the note sent when it answers nothing',
};

export const description: INodeProperties[] = [
	candidateId,
	text('Content', 'content', 'Text of the note', { required: true, typeOptions: { rows: 4 } }),
	text(
		'Visibility',
		'visibility',
		'Who may read the note, as your account names it (the document does not list the values), e.g. team or private',
	),
];

/** The document does not show the answer: the node returns what the API sends, or the note it sent. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const id = pathId(this, itemIndex, 'candidateId');
	const content = this.getNodeParameter('content', itemIndex) as string;
	check.required('content', content);
	const body = {
		content,
		visibility: (this.getNodeParameter('visibility', itemIndex, '') as string) || undefined,
	};
	const note = await recruitmentRequest.call(this, {
		method: 'POST',
		path: `/candidates/${id}/notes`,
		body,
	});
	return answerOr(note, { candidate_id: decodeURIComponent(id), ...body });
}
