import type { IDataObject } from 'n8n-workflow';

import { text } from '../../shared/parameters';

/** What several Meetings resources share. */

// The interface has no list of meetings to pick from: the ID comes from Meeting → Create.
export const meetingId = text(
	'Public Meeting ID',
	'publicMeetingId',
	"The meeting's public ID, as Meeting → Create returns it",
	{ required: true },
);

/** `{success, message, <name>: {...}}` -> the record with the message beside it. */
export const unwrap = (response: IDataObject, name: string): IDataObject => ({
	...((response[name] ?? {}) as IDataObject),
	message: response.message,
});
