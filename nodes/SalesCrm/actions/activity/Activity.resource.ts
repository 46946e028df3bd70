import type { IDataObject, INodeProperties } from 'n8n-workflow';

import type { Operation } from '../../../shared/router';
import { ACTIVITY_TYPES } from '../../api';
import type { Checks } from '../../../shared/crud';
import { createOperation, getOperation, listOperation, updateOperation } from '../common';
import { choice, given, text } from '../../../shared/parameters';
import { activityId } from '../locators';

function activityBody(fields: IDataObject, check: Checks): IDataObject {
	const body = given(fields);
	check.oneOf('type', body.type, ACTIVITY_TYPES);
	check.maxLength('subject', body.subject, 255);
	check.integerBetween('duration_minutes', body.duration_minutes, 0, 100_000);
	return body;
}

const write = {
	resource: 'activity',
	path: '/activities',
	id: activityId,
	required: [
		choice('Type', 'type', ACTIVITY_TYPES, 'Kind of activity', { required: true }),
		text('Subject', 'subject', 'Short title of the activity', { required: true }),
	],
	optional: [
		text('Contact ID', 'contact_id', 'Contact the activity is about'),
		text('Deal ID', 'deal_id', 'Deal the activity is about'),
		text('Description', 'description', 'Details of the activity', { typeOptions: { rows: 3 } }),
		{ displayName: 'Duration (Minutes)', name: 'duration_minutes', type: 'number', default: 30, typeOptions: { minValue: 0 }, description: 'How long the activity takes' },
		{ displayName: 'Completed', name: 'completed', type: 'boolean', default: false, description: 'Whether the activity is done' },
	] as INodeProperties[],
	toBody: activityBody,
};

export const activityOperations: Record<string, Operation> = {
	create: createOperation(write),
	get: getOperation(write),
	getAll: listOperation({
		resource: 'activity',
		path: '/activities',
		filters: [
			text('Contact ID', 'contact_id', 'Only activities of this contact'),
			text('Deal ID', 'deal_id', 'Only activities of this deal'),
			choice('Type', 'type', ACTIVITY_TYPES, 'Only activities of this kind'),
			{ displayName: 'From', name: 'from', type: 'dateTime', default: '', description: 'Only activities from this moment on' },
			{ displayName: 'To', name: 'to', type: 'dateTime', default: '', description: 'Only activities up to this moment' },
		],
		query(check, filters) {
			check.oneOf('type', filters.type, ACTIVITY_TYPES);
			for (const date of ['from', 'to']) if (date in filters) filters[date] = check.isoDate(date, filters[date]);
			return filters;
		},
	}),
	update: updateOperation(write),
};
