import type { INodeProperties } from 'n8n-workflow';
import { choice } from '../../shared/parameters';

/** Created From / Created To filters of a list. */
export const createdRange = (records: string): INodeProperties[] => [
	{
		displayName: 'Created From',
		name: 'from',
		type: 'dateTime',
		default: '',
		description: `Only ${records} created at or after this moment: ISO 8601 with its UTC offset, e.g. 2026-03-02T10:00:00-06:00`,
	},
	{
		displayName: 'Created To',
		name: 'to',
		type: 'dateTime',
		default: '',
		description: `Only ${records} created at or before this moment: ISO 8601 with its UTC offset, e.g. 2026-03-02T10:00:00-06:00`,
	},
];

/** A Status filter over the documented states. */
export const statusFilter = (states: readonly string[]) =>
	choice('Status', 'status', states, `Only records in this state: ${states.join(', ')}`);
