import type { WriteSpec } from '../../../shared/crud';
import { dropdown, text } from '../../../shared/parameters';
import { dropEmpty } from '../../../shared/values';
import { accountPath } from '../../api';
import { boolean } from '../parameters';

export const teamId = dropdown('Team Name or ID', 'teamId', 'getTeams', {
	required: true,
	description:
		'The team: its ID from Team → Get Many. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
});

/** What Team → Create and Update send. */
export const teamWrite: WriteSpec = {
	path: accountPath('/teams'),
	id: teamId,
	required: [text('Name', 'name', 'Name of the team', { required: true })],
	optional: [
		text('Description', 'description', 'What the team handles'),
		boolean(
			'Allow Auto Assign',
			'allow_auto_assign',
			'Whether conversations of the team are assigned to its members automatically',
		),
	],
	toBody: (fields) => dropEmpty(fields),
};
