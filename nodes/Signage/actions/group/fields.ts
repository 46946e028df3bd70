import type { WriteSpec } from '../../../shared/crud';
import { locator, text } from '../../../shared/parameters';
import { dropEmpty } from '../../../shared/values';
import { screenIds, screenIdsParameter } from '../parameters';

export const groupId = locator('Group', 'groupId', 'searchGroups', 'From Group → Get Many');

/** What Group → Create and Update send. */
export const groupWrite: WriteSpec = {
	path: '/groups',
	id: groupId,
	required: [text('Name', 'name', 'Name of the group', { required: true })],
	optional: [text('Description', 'description', 'What the group is for'), screenIdsParameter],
	toBody(fields, check) {
		const { screen_ids: screens, ...body } = dropEmpty(fields);
		const ids = screenIds(check, screens);
		// An empty list on update is meant: the group then holds no screens.
		if (screens !== undefined) body.screen_ids = ids;
		return body;
	},
};
