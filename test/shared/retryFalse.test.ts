import { payroll } from '../../nodes/Payroll/api';
import { apiRequest } from '../../nodes/shared/transport';
import { loadOptionsContext } from '../harness/engine';
import { payrollTestbed } from '../payroll/helpers';

/** The transport's retry: false, as Payroll's irreversible requests use it (moved from the Payroll suite). */

const bed = payrollTestbed();

describe('transport: retry false', () => {
	test('retry: false sends a request once whatever its method; without it a PUT is retried', async () => {
		const ctx = loadOptionsContext({
			type: 'payroll',
			parameters: {},
			credentials: bed.credentials(),
		});
		bed.sandbox.failNext('payroll', 500, { count: 1 });
		await expect(
			apiRequest.call(ctx, payroll, { method: 'GET', path: '/employees', retry: false }),
		).rejects.toThrow('Payroll answered 500');
		expect(bed.requests('GET', '/employees')).toHaveLength(1);
		bed.sandbox.failNext('payroll', 500, { count: 1 });
		await apiRequest.call(ctx, payroll, { method: 'GET', path: '/employees' });
		expect(bed.requests('GET', '/employees').map((r) => r.status)).toEqual([500, 500, 200]);
	});
});
