import { DateTime, IANAZone } from 'luxon';

import type { Checks } from '../shared/validation';
import { isGiven } from '../shared/values';

/** Region names by ISO 3166-1 alpha-2 code, from the runtime's own region data. */
const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** A 2-letter ISO 3166 country code, returned upper-case; undefined when not given. */
export function countryCode(check: Checks, field: string, value: unknown): string | undefined {
	if (!isGiven(value)) return undefined;
	const code = String(value).trim().toUpperCase();
	if (!/^[A-Z]{2}$/.test(code) || code === 'ZZ' || !regions.of(code))
		check.fail(field, 'must be a 2-letter ISO 3166 country code, e.g. MX or ES');
	return code;
}

/** An IANA time zone name such as America/Mexico_City; undefined when not given. */
export function timeZone(check: Checks, field: string, value: unknown): string | undefined {
	if (!isGiven(value)) return undefined;
	const zone = String(value).trim();
	if (!IANAZone.isValidZone(zone))
		check.fail(field, 'must be an IANA time zone name, e.g. America/Mexico_City');
	return zone;
}

const OFFSET = /(Z|[+-]\d{2}(:?\d{2})?)$/i;

/**
 * An ISO 8601 date-time with its UTC offset, as sent (e.g. 2026-03-02T10:00:00-06:00). A time
 * without an offset is read in `zone` when one is given (and gets that zone's offset then), and
 * is refused otherwise: the same wall-clock time means another moment in each zone.
 */
export function dateTimeWithOffset(
	check: Checks,
	field: string,
	value: unknown,
	zone?: string,
): string | undefined {
	if (!isGiven(value)) return undefined;
	const text = String(value).trim();
	const hasOffset = text.includes('T') && OFFSET.test(text);
	if (!hasOffset && !zone)
		check.fail(
			field,
			'must be an ISO 8601 date-time with its UTC offset, e.g. 2026-03-02T10:00:00-06:00',
		);
	const parsed = hasOffset
		? DateTime.fromISO(text, { setZone: true })
		: DateTime.fromISO(text, { zone });
	if (!parsed.isValid || !text.includes('T'))
		check.fail(
			field,
			'must be an ISO 8601 date-time with its UTC offset, e.g. 2026-03-02T10:00:00-06:00',
		);
	return parsed.toISO({ suppressMilliseconds: true }) ?? undefined;
}
