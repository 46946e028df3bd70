import type { IDataObject, INodeProperties } from 'n8n-workflow';
import type { WriteSpec } from '../../../shared/crud';
import {
	dateTime,
	labelled,
	locator,
	number,
	rowsParameter,
	text,
} from '../../../shared/parameters';
import type { Checks } from '../../../shared/validation';
import { splitList } from '../../../shared/validation';
import { dropEmpty } from '../../../shared/values';
import { WEEKDAYS } from '../../api';
import { screenIds, screenIdsParameter } from '../parameters';
import { dayPeriod } from '../../../shared/period';
import { rowsOf } from '../../../shared/rows';

export const scheduleId = locator(
	'Schedule',
	'scheduleId',
	'searchSchedules',
	'From Schedule → Get Many',
);

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const rulesParameter: INodeProperties = rowsParameter(
	{
		displayName: 'Rules',
		name: 'rules',
		placeholder: 'Add Rule',
		description: 'When each playlist plays',
	},
	{ displayName: 'Rule', name: 'rule' },
	[
		{
			displayName: 'Days',
			name: 'days',
			type: 'multiOptions',
			options: labelled(WEEKDAYS),
			default: [],
			description: 'Weekdays it applies on, e.g. monday',
		},
		text('Start Time', 'time_start', 'Start time as HH:MM, e.g. 08:00', {
			placeholder: 'e.g. 08:00',
		}),
		text('End Time', 'time_end', 'End time as HH:MM, after the start, e.g. 18:30', {
			placeholder: 'e.g. 18:30',
		}),
		{
			displayName: 'Playlist Name or ID',
			name: 'playlist_id',
			type: 'options',
			typeOptions: { loadOptionsMethod: 'getPlaylists' },
			default: '',
			description:
				'The playlist to play, from Playlist → Get Many. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
	],
);

function scheduleRules(check: Checks, value: unknown): IDataObject[] {
	const rules = rowsOf(value, 'rule');
	return rules.map((rule, i) => {
		const field = (name: string) => `rules[${i}].${name}`;
		const days = splitList(rule.days);
		if (!days.length) check.fail(field('days'), 'pick at least one day');
		for (const day of days) {
			if (!(WEEKDAYS as readonly string[]).includes(day))
				check.fail(
					field('days'),
					`must be lowercase English weekday names (${WEEKDAYS.join(', ')}); got "${day}"`,
				);
		}
		check.noDuplicates(field('days'), days);
		const [start, end] = [String(rule.time_start ?? '').trim(), String(rule.time_end ?? '').trim()];
		for (const [name, time] of [
			['time_start', start],
			['time_end', end],
		]) {
			check.required(field(name), time);
			check.matches(field(name), time, HH_MM, 'must be a time as HH:MM, 00:00 to 23:59');
		}
		if (end <= start) check.fail(field('time_end'), `must be after the start time ${start}`);
		check.required(field('playlist_id'), rule.playlist_id);
		return { days, time_start: start, time_end: end, playlist_id: rule.playlist_id };
	});
}

/** What Schedule → Create and Update send. */
export const scheduleWrite: WriteSpec = {
	path: '/schedules',
	id: scheduleId,
	required: [
		text('Name', 'name', 'Name of the schedule', { required: true }),
		screenIdsParameter,
		{ ...rulesParameter, required: true },
	],
	optional: [
		number('Priority', 'priority', 'Which schedule wins where several apply (a whole number)'),
		dateTime('Start Date', 'date_start', 'First day the schedule applies, e.g. 2026-03-02'),
		dateTime('End Date', 'date_end', 'Last day the schedule applies, e.g. 2026-03-02'),
		{
			displayName: 'Active',
			name: 'active',
			type: 'boolean',
			default: true,
			description: 'Whether the schedule is in force',
		},
	],
	toBody(fields, check, partial) {
		const {
			rules,
			date_start: dateStart,
			date_end: dateEnd,
			screen_ids: screens,
			...body
		} = dropEmpty(fields);
		check.integerBetween('priority', body.priority, Number.MIN_SAFE_INTEGER);
		const ids = screenIds(check, screens);
		if (ids.length) body.screen_ids = ids;
		const days = dayPeriod(check, { date_start: dateStart, date_end: dateEnd }, [
			'date_start',
			'date_end',
		]);
		const range = dropEmpty({ start: days.date_start, end: days.date_end });
		if (Object.keys(range).length) body.date_range = range;
		const list = scheduleRules(check, rules);
		if (list.length) body.rules = list;
		else if (!partial) check.fail('rules', 'add at least one rule');
		return body;
	},
};
