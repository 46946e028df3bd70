import type { WriteSpec } from '../../../shared/crud';
import { dropdown, text } from '../../../shared/parameters';
import { dropEmpty } from '../../../shared/values';
import { accountPath } from '../../api';
import { boolean } from '../parameters';

/** Records picked from dropdowns (short lists), or given by ID. */
export const inboxId = dropdown('Inbox Name or ID', 'inboxId', 'getInboxes', {
	required: true,
	description:
		'The inbox: its ID from Inbox → Get Many. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
});

/** What Inbox → Update sends: the three fields the document names. */
export const inboxWrite: WriteSpec = {
	path: accountPath('/inboxes'),
	id: inboxId,
	required: [],
	optional: [
		boolean(
			'Auto Assignment',
			'enable_auto_assignment',
			'Whether new conversations are assigned to agents automatically',
		),
		boolean(
			'Greeting Enabled',
			'greeting_enabled',
			'Whether the greeting message is sent when a conversation starts',
		),
		text('Greeting Message', 'greeting_message', 'Message sent when a conversation starts'),
	],
	toBody: (fields) => dropEmpty(fields),
};
