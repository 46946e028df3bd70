import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { collection } from '../../../shared/crud';
import { choice, text } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { PLAYBACK_GROUPS, signageRequest } from '../../api';
import { screenDropdown } from '../parameters';
import { periodParameters, periodQuery } from '../../../shared/period';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get Playback',
	action: 'Get playback analytics',
	description: 'Plays, play time and completion per screen, media, playlist, day or hour',
	kind: 'read',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the analytics',
};

export const description = [
	...collection('Options', 'options', 'Add Option', [
		...periodParameters({ what: 'reported' }),
		choice(
			'Group By',
			'group_by',
			PLAYBACK_GROUPS,
			'How the rows are broken down: screen, playlist, media, day or hour',
		),
		text('Media ID', 'media_id', 'Only plays of this media file, from Media → Get Many'),
		text('Playlist ID', 'playlist_id', 'Only plays of this playlist, from Playlist → Get Many'),
		screenDropdown('Only plays on this screen'),
	]),
];

/** One item: the rows (`data`) and the period with its total plays (`meta`), as the service answers. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const qs = periodQuery(
		check,
		dropEmpty(this.getNodeParameter('options', itemIndex, {}) as IDataObject),
	);
	return await signageRequest.call(this, { method: 'GET', path: '/analytics/playback', qs });
}
