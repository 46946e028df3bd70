import type { WriteSpec } from '../../../shared/crud';
import { choice, locator, number, text } from '../../../shared/parameters';
import { dropEmpty, isGiven } from '../../../shared/values';
import { ORIENTATIONS, SCREEN_STATUSES } from '../../api';
import { groupDropdown } from '../parameters';

/** Parameters several Signage operations share. */

export const screenId = locator('Screen', 'screenId', 'searchScreens', 'From Screen → Get Many');

export const orientationField = (description: string) =>
	choice('Orientation', 'orientation', ORIENTATIONS, description);

export const statusFilter = choice(
	'Status',
	'status',
	SCREEN_STATUSES,
	'Only screens in this state: online, offline or standby',
);

/** Simplify keeps what a workflow usually reads of a screen or a playlist. */
export const simplifiedScreenKeys = [
	'id',
	'name',
	'status',
	'orientation',
	'resolution',
	'group_id',
	'current_playlist_id',
	'last_sync',
];

/** What Screen → Pair sends. */
export const screenPair: WriteSpec = {
	path: '/screens',
	id: screenId,
	required: [
		text('Pairing Code', 'pairing_code', 'The code the screen shows on its pairing screen', {
			required: true,
		}),
		text('Name', 'name', 'Name of the screen, e.g. Lobby left', { required: true }),
	],
	optional: [
		groupDropdown('Group the screen joins'),
		orientationField('How the screen is mounted: landscape or portrait'),
		text(
			'Location Name',
			'location_name',
			'Name of the place where the screen hangs, e.g. Main lobby',
		),
		text('Location Address', 'location_address', 'Street address of that place'),
	],
	toBody(fields, check) {
		const {
			location_name: locationName,
			location_address: locationAddress,
			...body
		} = dropEmpty(fields);
		if (typeof body.pairing_code === 'string') body.pairing_code = body.pairing_code.trim();
		if (isGiven(locationName) || isGiven(locationAddress))
			body.location = dropEmpty({ name: locationName, address: locationAddress });
		return body;
	},
};

const percent = (displayName: string, name: string, description: string) =>
	number(displayName, name, description, {
		default: 50,
		typeOptions: { minValue: 0, maxValue: 100 },
	});

/** What Screen → Update sends. */
export const screenUpdate: WriteSpec = {
	path: '/screens',
	id: screenId,
	required: [],
	optional: [
		text('Name', 'name', 'Name of the screen'),
		orientationField('How the screen is mounted: landscape or portrait'),
		percent('Volume', 'volume', 'Sound volume, 0 (mute) to 100'),
		percent('Brightness', 'brightness', 'Display brightness, 0 to 100'),
	],
	toBody(fields, check) {
		const body = dropEmpty(fields);
		check.integerBetween('volume', body.volume, 0, 100);
		check.integerBetween('brightness', body.brightness, 0, 100);
		return body;
	},
};
