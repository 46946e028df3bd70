import type { Case, Collection } from './helpers';
import { A, chatTestbed, operationCases } from './helpers';

const bed = chatTestbed();

const cases: Case[] = [
	{
		name: 'Canned Response → Create',
		parameters: () => ({
			resource: 'cannedResponse',
			operation: 'create',
			short_code: 'refund',
			content: 'Your refund is on its way.',
		}),
		request: {
			method: 'POST',
			route: `${A}/canned_responses`,
			body: { short_code: 'refund', content: 'Your refund is on its way.' },
		},
		output: (json) => expect(json).toMatchObject({ id: expect.any(Number), short_code: 'refund' }),
	},
];

const collections: Collection[] = [
	{
		resource: 'cannedResponse',
		route: `${A}/canned_responses`,
		idParameter: 'cannedResponseId',
		make: () => ({ short_code: 'hello', content: 'Hi!' }),
		update: { content: 'Hello there!' },
		updated: { short_code: 'hello', content: 'Hello there!' },
	},
];

operationCases(bed, cases, collections);
