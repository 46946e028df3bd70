import { clabeCheckDigit } from '../../nodes/shared/mexicanIds';
import { VALID_CLABE } from '../payroll/helpers';

/** The Mexican identifiers' arithmetic (moved from the Payroll suite, which reaches the node through the engine only). */

describe('Mexican identifiers', () => {
	test('the CLABE check digit: weights 3, 7, 1, each product mod 10', () => {
		expect(clabeCheckDigit(VALID_CLABE.slice(0, 17))).toBe(1);
		expect(clabeCheckDigit('01218000123456789')).toBe(9);
	});
});
