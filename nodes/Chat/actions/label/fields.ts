import type { WriteSpec } from '../../../shared/crud';
import { text } from '../../../shared/parameters';
import { dropEmpty } from '../../../shared/values';
import { accountPath } from '../../api';
import { boolean, idParameter } from '../parameters';

export const labelId = idParameter('Label', 'labelId');

/** What Label → Create and Update send. */
export const labelWrite: WriteSpec = {
	path: accountPath('/labels'),
	id: labelId,
	required: [
		text('Title', 'title', 'Title of the label: letters, digits, hyphens and underscores', {
			required: true,
			placeholder: 'e.g. billing',
		}),
	],
	optional: [
		text('Description', 'description', 'What the label marks'),
		{
			displayName: 'Color',
			name: 'color',
			type: 'color',
			default: '#1f93ff',
			description: 'Colour of the label as #RRGGBB',
		},
		boolean('Show on Sidebar', 'show_on_sidebar', 'Whether the label is listed in the sidebar'),
	],
	toBody(fields, check) {
		const body = dropEmpty(fields);
		check.matches(
			'title',
			body.title,
			/^[\w-]+$/,
			'may hold only letters, digits, hyphens and underscores',
		);
		check.matches('color', body.color, /^#[0-9a-fA-F]{6}$/, 'must be a colour as #RRGGBB');
		return body;
	},
};
