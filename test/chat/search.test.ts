import type { IDataObject } from 'n8n-workflow';

import type { Case } from './helpers';
import { A, chatTestbed, operationCases, refusedBeforeAnyRequest } from './helpers';

const bed = chatTestbed();

const cases: Case[] = [
	{
		name: 'Search → conversations, messages and contacts together',
		parameters: (s) => {
			bed
				.state()
				.addMessage(
					s.conversation,
					{ content: 'Lucía asked about refunds', message_type: 0 },
					{ id: s.contact.id, name: 'Lucía', type: 'contact' },
				);
			return { resource: 'search', operation: 'search', q: 'lucía' };
		},
		request: { method: 'GET', route: `${A}/search`, query: { q: 'lucía' } },
		output: (json, s) => {
			expect((json.conversations as IDataObject[]).map((c) => c.id)).toEqual([s.conversation.id]);
			expect((json.contacts as IDataObject[]).map((c) => c.id)).toEqual([s.contact.id]);
			expect((json.messages as IDataObject[])[0]).toMatchObject({
				content: 'Lucía asked about refunds',
				message_type_name: 'incoming',
			});
		},
	},
];

operationCases(bed, cases);

refusedBeforeAnyRequest(bed, [
	[
		'search without text',
		{ resource: 'search', operation: 'search', q: '={{ "" }}' },
		/^Search Query \(q\): is required/,
	],
]);
