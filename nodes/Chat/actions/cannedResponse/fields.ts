import type { WriteSpec } from '../../../shared/crud';
import { text } from '../../../shared/parameters';
import { dropEmpty } from '../../../shared/values';
import { accountPath } from '../../api';
import { idParameter } from '../parameters';

export const cannedResponseId = idParameter('Canned Response', 'cannedResponseId');

/** What Canned Response → Create and Update send (Chatwoot's fields: the document shows none). */
export const cannedResponseWrite: WriteSpec = {
	path: accountPath('/canned_responses'),
	id: cannedResponseId,
	required: [
		text('Short Code', 'short_code', 'What agents type after / to insert the response', {
			required: true,
			placeholder: 'e.g. refund',
		}),
		{
			displayName: 'Content',
			name: 'content',
			type: 'string',
			typeOptions: { rows: 3 },
			default: '',
			required: true,
			description: 'Text of the response',
		},
	],
	optional: [],
	toBody: (fields) => dropEmpty(fields),
};
