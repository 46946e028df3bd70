import type { IDataObject, INodeProperties } from 'n8n-workflow';
import type { WriteSpec } from '../../../shared/crud';
import { enumOptions, locator, number, text } from '../../../shared/parameters';
import type { Checks } from '../../../shared/validation';
import { dropEmpty, isGiven } from '../../../shared/values';
import { TRANSITIONS } from '../../api';
import { rowsOf } from '../../../shared/rows';

export const playlistId = locator(
	'Playlist',
	'playlistId',
	'searchPlaylists',
	'From Playlist → Get Many',
);

export const simplifiedPlaylistKeys = [
	'id',
	'name',
	'playback_mode',
	'total_duration',
	'screens_count',
	'updated_at',
];

const itemsParameter: INodeProperties = {
	displayName: 'Items',
	name: 'items',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true, sortable: true },
	placeholder: 'Add Item',
	default: {},
	description: 'The media the playlist plays, in order',
	options: [
		{
			displayName: 'Item',
			name: 'item',
			values: [
				number('Duration (Seconds)', 'duration', 'How long the image shows, in seconds, e.g. 10', {
					default: 10,
					typeOptions: { minValue: 1 },
					displayOptions: { show: { media_type: ['image'] } },
				}),
				{
					displayName: 'Media Name or ID',
					name: 'media_id',
					type: 'options',
					typeOptions: { loadOptionsMethod: 'getMedia' },
					default: '',
					description:
						'The media file, from Media → Get Many. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
				},
				{
					displayName: 'Media Type',
					name: 'media_type',
					type: 'options',
					options: enumOptions(['image', 'video']),
					default: 'image',
					description: 'An image shows for its duration, a video plays to its end',
				},
				{
					displayName: 'Transition',
					name: 'transition',
					type: 'options',
					options: [{ name: 'Service Default', value: '' }, ...enumOptions(TRANSITIONS)],
					default: '',
					description: 'How the item appears: fade, slide or cut',
				},
				number(
					'Transition Duration (Seconds)',
					'transition_duration',
					'Transition length in seconds, e.g. 0.5',
					{ default: 0.5, typeOptions: { minValue: 0, numberPrecision: 2 } },
				),
			],
		},
	],
};

/** The playlist's items as the API takes them: a duration for images only, the transition and its length. */
function playlistItems(check: Checks, value: unknown): IDataObject[] {
	const items = rowsOf(value, 'item');
	return items.map((item, i) => {
		const field = (name: string) => `items[${i}].${name}`;
		check.required(field('media_id'), item.media_id);
		check.oneOf(field('media_type'), item.media_type, ['image', 'video']);
		const out: IDataObject = { media_id: item.media_id };
		if (item.media_type !== 'video') {
			check.required(field('duration'), item.duration);
			check.integerBetween(field('duration'), item.duration, 1);
			out.duration = Number(item.duration);
		}
		if (isGiven(item.transition)) {
			check.oneOf(field('transition'), item.transition, TRANSITIONS);
			out.transition = item.transition;
			if (isGiven(item.transition_duration)) {
				check.numberBetween(field('transition_duration'), item.transition_duration, 0);
				out.transition_duration = Number(item.transition_duration);
			}
		}
		return out;
	});
}

/** What Playlist → Create and Update send. */
export const playlistWrite: WriteSpec = {
	path: '/playlists',
	id: playlistId,
	required: [
		text('Name', 'name', 'Name of the playlist', { required: true }),
		{ ...itemsParameter, required: true },
	],
	optional: [
		text('Playback Mode', 'playback_mode', 'How the playlist plays, e.g. loop', {
			placeholder: 'e.g. loop',
		}),
		{
			displayName: 'Shuffle',
			name: 'shuffle',
			type: 'boolean',
			default: false,
			description: 'Whether the items play in random order',
		},
	],
	toBody(fields, check, partial) {
		const { items, ...body } = dropEmpty(fields);
		const list = playlistItems(check, items);
		if (list.length) body.items = list;
		else if (!partial) check.fail('items', 'add at least one item');
		return body;
	},
};
