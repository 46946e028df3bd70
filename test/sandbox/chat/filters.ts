import { ApiFailure } from '../server';
import { ChatState, PRIORITIES, Rec, STATUSES, now } from './state';

/** One attribute of a record as filters compare it: enumerations by name, custom attributes by key. */
export function attributeOf(record: Rec, key: string, state: ChatState): unknown {
	switch (key) {
		case 'status':
			return STATUSES[record.status];
		case 'priority':
			return record.priority === null ? null : PRIORITIES[record.priority];
		case 'display_id':
			return record.id;
		case 'phone_number':
		case 'name':
		case 'email':
			return (
				record[key] ??
				(record.contact_id ? state.contacts.get(record.contact_id)?.[key] : undefined)
			);
		default:
			return key in record ? record[key] : record.custom_attributes?.[key];
	}
}

export function conditionHolds(actual: unknown, operator: string, values: unknown[]) {
	const text = (v: unknown) => String(v ?? '').toLowerCase();
	const list = Array.isArray(actual) ? actual.map(text) : [text(actual)];
	const present =
		actual !== null &&
		actual !== undefined &&
		actual !== '' &&
		!(Array.isArray(actual) && actual.length === 0);
	switch (operator) {
		case 'equal_to':
			return values.some((v) => list.includes(text(v)));
		case 'not_equal_to':
			return !values.some((v) => list.includes(text(v)));
		case 'contains':
			return values.some((v) => list.some((a) => a.includes(text(v))));
		case 'does_not_contain':
			return !values.some((v) => list.some((a) => a.includes(text(v))));
		case 'is_present':
			return present;
		case 'is_not_present':
			return !present;
		case 'is_greater_than':
			return Number(actual) > Number(values[0]);
		case 'is_less_than':
			return Number(actual) < Number(values[0]);
		case 'days_before':
			return Number(actual) < now() - Number(values[0]) * 86_400;
		default:
			throw new ApiFailure(422, 'validation_error', `unknown filter_operator ${operator}`, [
				'filter_operator',
			]);
	}
}

/** Records matching a filter payload, conditions joined left to right by their query_operator. */
export function applyFilter(records: Rec[], payload: Rec[], state: ChatState) {
	return records.filter((record) => {
		let result: boolean | undefined;
		let joiner = 'AND';
		for (const condition of payload) {
			const holds = conditionHolds(
				attributeOf(record, condition.attribute_key, state),
				condition.filter_operator,
				condition.values ?? [],
			);
			result = result === undefined ? holds : joiner === 'OR' ? result || holds : result && holds;
			joiner = String(condition.query_operator ?? 'AND').toUpperCase();
		}
		return result ?? true;
	});
}
