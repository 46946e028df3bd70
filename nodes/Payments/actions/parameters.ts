import { choice } from '../../shared/parameters';

/** A Status filter over the documented states. */
export const statusFilter = (states: readonly string[]) =>
	choice('Status', 'status', states, `Only records in this state: ${states.join(', ')}`);
