import type { Checks } from './validation';
import { isGiven } from './values';

/**
 * Mexican identifiers as checks: RFC (tax id), CURP (population registry key), NSS (social
 * security number) and CLABE (bank account). Each returns the value trimmed and upper-cased,
 * undefined when not given, and fails naming the field and the rule.
 */

const DATE = '\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])';
const RFC_PERSON = new RegExp(`^[A-ZÑ&]{4}${DATE}[A-Z\\d]{3}$`);
const RFC_COMPANY = new RegExp(`^[A-ZÑ&]{3}${DATE}[A-Z\\d]{3}$`);
const RFC_EITHER = new RegExp(`^[A-ZÑ&]{3,4}${DATE}[A-Z\\d]{3}$`);
const STATES =
	'AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE';
const CURP = new RegExp(
	`^[A-Z][AEIOUX][A-Z]{2}${DATE}[HMX](${STATES})[B-DF-HJ-NP-TV-Z]{3}[A-Z\\d]\\d$`,
);

const normalise = (value: unknown) =>
	isGiven(value) ? String(value).trim().toUpperCase() : undefined;

/** The CLABE's 18th digit: weights 3, 7, 1 over the first 17 digits, each product taken mod 10. */
export function clabeCheckDigit(first17: string): number {
	const sum = [...first17].reduce(
		(total, digit, i) => total + ((Number(digit) * [3, 7, 1][i % 3]) % 10),
		0,
	);
	return (10 - (sum % 10)) % 10;
}

export function mexicanIds(check: Checks) {
	return {
		/**
		 * A person's RFC has 13 characters (4 letters, birth date YYMMDD, 3-character homoclave); a
		 * company's 12 (3 letters). `either` takes both, as a tax document's parties may be either;
		 * the generic RFCs XAXX010101000 and XEXX010101000 are persons' in form.
		 */
		rfc(
			field: string,
			value: unknown,
			holder: 'person' | 'company' | 'either' = 'person',
		): string | undefined {
			const rfc = normalise(value);
			if (rfc === undefined) return undefined;
			if (holder === 'either') {
				check.matches(
					field,
					rfc,
					RFC_EITHER,
					'must be an RFC: 12 characters for a company, 13 for a person, e.g. XAXX010101000',
				);
				return rfc;
			}
			const [pattern, length, letters] =
				holder === 'person' ? [RFC_PERSON, 13, 4] : [RFC_COMPANY, 12, 3];
			if (rfc.length !== length)
				check.fail(field, `must be ${length} characters for a ${holder} (it has ${rfc.length})`);
			check.matches(
				field,
				rfc,
				pattern,
				`must be ${letters} letters, a date YYMMDD and a 3-character homoclave, e.g. ${holder === 'person' ? 'GODE561231GR8' : 'ABC010203XY9'}`,
			);
			return rfc;
		},
		/** 18 characters: 4 letters, birth date YYMMDD, sex, state, 3 consonants, a differentiator and a check digit. */
		curp(field: string, value: unknown): string | undefined {
			const curp = normalise(value);
			if (curp === undefined) return undefined;
			if (curp.length !== 18) check.fail(field, `must be 18 characters (it has ${curp.length})`);
			check.matches(
				field,
				curp,
				CURP,
				'must follow the CURP pattern: 4 letters, a date YYMMDD, H/M/X, a state code, 3 consonants and 2 characters, e.g. GODE561231HDFRRN09',
			);
			return curp;
		},
		/** The IMSS social security number: 11 digits. */
		nss(field: string, value: unknown): string | undefined {
			const nss = normalise(value);
			check.matches(field, nss, /^\d{11}$/, 'must be 11 digits');
			return nss;
		},
		/** 18 digits, the last a check digit over the other 17. */
		clabe(field: string, value: unknown): string | undefined {
			const clabe = normalise(value)?.replace(/\s/g, '');
			if (clabe === undefined) return undefined;
			check.matches(field, clabe, /^\d{18}$/, 'must be 18 digits');
			if (clabeCheckDigit(clabe.slice(0, 17)) !== Number(clabe[17]))
				check.fail(field, 'has a wrong check digit (the 18th digit): check the account number');
			return clabe;
		},
	};
}
