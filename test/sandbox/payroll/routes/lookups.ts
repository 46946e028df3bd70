import { ApiFailure } from '../../server';
import type { SandboxRequest } from '../../server';
import { PayrollState } from '../state';
import { integer } from '../checks';

/** Look-ups the routes share, over the interface's state. */
export function lookups(state: PayrollState) {
	const deduction = (id: string) => {
		const found = state.deductions.get(id);
		if (!found) throw new ApiFailure(404, 'not_found', `Deduction ${id} not found`);
		return found;
	};
	const reportYear = (req: SandboxRequest) => integer(req.query, 'year', 2000, 2100);

	return { deduction, reportYear };
}
