import fc from 'fast-check';
import type { INodeProperties, INodePropertyCollection, INodePropertyOptions } from 'n8n-workflow';

/**
 * Parameter values of every kind a user can enter in a node's panel, by property type: values
 * that look right, and what an expression or a careless hand also puts there (other types,
 * empty, very long, unicode, broken JSON, impossible dates, IDs that would change a URL).
 */

/** Hostile values whose damage the request checks can see: their heads and query keys never reach a request intact. */
export const MARKERS = {
	/** cut at `?` or `#` when sent unencoded: the head alone is a path segment */
	heads: ['qmark', 'hash'],
	/** query keys that only an unencoded user value adds to a URL */
	injectedKeys: ['injected', 'injected2'],
	/** sent as they are (not encoded): a segment equal to one of them was never encoded */
	raw: ['pct%2Fslash', '%2e%2e', '%2E'],
};

const LONG = 'x'.repeat(10_000);

/** Strings no field expects: IDs that would change a URL, unicode, control characters, very long text. */
export const hostileStrings = [
	'',
	' ',
	'   \t\n',
	'.',
	'..',
	'a/../b',
	'../../etc/passwd',
	'a/b',
	'/leading',
	'trailing/',
	'//',
	'qmark?injected=1',
	'hash#frag',
	'a&injected2=1',
	'pct%2Fslash',
	'%2e%2e',
	'%2E',
	'%',
	'100%',
	'%2F',
	'a b',
	' padded ',
	'😀👍🏽',
	'\u202Eevil.exe',
	'مرحبا بالعالم',
	'a\u0000b',
	'line\r\nbreak',
	'__proto__',
	'constructor',
	"' OR 1=1 --",
	'<script>alert(1)</script>',
	'${x}',
	LONG,
	`${LONG}😀`,
];

/** Expressions as a user maps them: a field the input item lacks (undefined), a date-time object, the whole item. */
const expressions = ['={{ $json.missing }}', '={{ $now }}', '={{ $json }}'];

/** What an expression can put in any field instead of what it expects. */
export const wrongTypes: unknown[] = [
	null,
	0,
	42,
	-1,
	1.5,
	Number.NaN,
	Number.POSITIVE_INFINITY,
	true,
	false,
	{},
	[],
	['a'],
	{ a: 1 },
	...expressions,
];

const hostileNumbers: unknown[] = [
	-1,
	-0.5,
	0,
	1.5,
	0.1 + 0.2,
	1e21,
	-1e21,
	Number.MAX_SAFE_INTEGER + 2,
	Number.NaN,
	Number.POSITIVE_INFINITY,
	Number.NEGATIVE_INFINITY,
	'12',
	'abc',
	'',
	'1e3',
	null,
	true,
	[],
	{},
];

const impossibleDates: unknown[] = [
	'2026-02-30',
	'2026-13-01',
	'2026-01-31T25:00:00Z',
	'yesterday',
	'31/01/2026',
	'0000-00-00',
	'T',
	'',
	0,
	-1,
	1e15,
	Number.NaN,
	'2026-01-31T09:00:00+99:00',
];

const brokenJson: unknown[] = [
	'{a:1}',
	'{"a":',
	'[1,2',
	'',
	'null',
	'"text"',
	'123',
	'true',
	'{"__proto__":{"polluted":1}}',
	'[[[[[[[[[[]]]]]]]]]]',
	'{}',
	'[]',
	{ a: 1 },
	[1],
	7,
	null,
];

/** Text that looks like what the field asks for, from its name, label and placeholder. */
function plausibleStrings(property: INodeProperties): string[] {
	const hint = `${property.name} ${property.displayName}`;
	const values: string[] = [];
	if (typeof property.default === 'string' && property.default && !property.default.startsWith('='))
		values.push(property.default);
	const example = /^e\.g\. (.+)$/.exec(property.placeholder ?? '')?.[1];
	if (example) values.push(example);
	const by: Array<[RegExp, string[]]> = [
		[/e-?mail/i, ['ana@example.com']],
		[/url|website|link|address/i, ['https://example.com/hook']],
		[/date|_at\b|At\b|since|until|birth/i, ['2026-01-31', '2026-01-31T09:00:00Z']],
		[/phone|mobile|whats/i, ['+525512345678']],
		[/currency/i, ['MXN', 'EUR']],
		[/colou?r/i, ['#ff8800']],
		[/zone/i, ['America/Mexico_City']],
		[/country/i, ['MX']],
		[/rfc|tax id/i, ['XAXX010101000']],
		[/ruc/i, ['20123456789']],
		[/zip|postal/i, ['06600']],
		[/tags?\b|labels?\b/i, ['vip, new']],
		[/(id|ids|key|code)\b|Id\b|_id\b/i, ['42', 'abc_123', 'pl_9x']],
	];
	for (const [pattern, examples] of by) if (pattern.test(hint)) values.push(...examples);
	if (!values.length) values.push('Fuzz value', 'hello');
	return values;
}

const plausibleId = fc.constantFrom('42', '7', 'abc_123', 'pl_9x', 'c-1');

const optionValues = (property: INodeProperties) =>
	((property.options ?? []) as INodePropertyOptions[])
		.map((option) => option.value)
		.filter((value) => value !== undefined);

/** A value that looks right for the property. */
function plausible(property: INodeProperties, hostility: number): fc.Arbitrary<unknown> {
	const loaded = Boolean(property.typeOptions?.loadOptionsMethod);
	switch (property.type) {
		case 'number': {
			const min = property.typeOptions?.minValue ?? 0;
			const max = property.typeOptions?.maxValue ?? Math.max(min + 100, 100);
			const choices: Array<fc.Arbitrary<unknown>> = [
				fc.integer({ min: Math.ceil(min), max: Math.min(Math.floor(max), Math.ceil(min) + 1000) }),
			];
			if (typeof property.default === 'number') choices.push(fc.constant(property.default));
			return fc.oneof(...choices);
		}
		case 'boolean':
			return fc.boolean();
		case 'options':
			return loaded ? plausibleId : fc.constantFrom(...optionValues(property));
		case 'multiOptions':
			return loaded
				? fc.array(plausibleId, { maxLength: 3 })
				: fc.subarray(optionValues(property) as unknown[]);
		case 'dateTime':
			return fc.constantFrom(
				'2026-01-31T09:00:00Z',
				'2026-03-01',
				'2026-06-15T12:30:00.000+02:00',
				'2030-12-31T23:59:59Z',
			);
		case 'json':
			return fc.constantFrom(
				...[property.default, '{}', '[]'].filter(
					(value) => typeof value === 'string' && value !== '',
				),
			);
		case 'color':
			return fc.constant('#ff8800');
		case 'resourceLocator':
			return fc.record({
				__rl: fc.constant(true),
				mode: fc.constantFrom(...(property.modes ?? []).map((mode) => mode.name)),
				value: plausibleId,
			});
		case 'collection':
			return collection(property.options as INodeProperties[], hostility);
		case 'fixedCollection':
			return fixedCollection(property, hostility);
		default:
			return fc.constantFrom(...plausibleStrings(property));
	}
}

/** A value the property does not expect: one its type invites, or any value of another type. */
function hostile(property: INodeProperties): fc.Arbitrary<unknown> {
	const strings = fc.constantFrom(...hostileStrings);
	const others = fc.constantFrom(...wrongTypes);
	const mostly = (own: fc.Arbitrary<unknown>) =>
		fc.oneof({ weight: 3, arbitrary: own }, { weight: 1, arbitrary: others });
	switch (property.type) {
		case 'number':
			return mostly(fc.oneof(fc.constantFrom(...hostileNumbers), fc.double(), strings));
		case 'boolean':
			return mostly(fc.constantFrom<unknown>('true', 'false', 'yes', 1, 0, ''));
		case 'multiOptions':
			return mostly(
				fc.oneof(fc.constantFrom<unknown>('a,b', [null], [42], ['not-an-option'], [{}]), strings),
			);
		case 'dateTime':
			return mostly(fc.oneof(fc.constantFrom(...impossibleDates), strings));
		case 'json':
			return mostly(fc.oneof(fc.constantFrom(...brokenJson), strings));
		case 'resourceLocator':
			return fc.record({
				__rl: fc.constant(true),
				mode: fc.constantFrom(...(property.modes ?? []).map((mode) => mode.name)),
				value: mostly(strings),
			});
		default:
			return mostly(
				fc.oneof(
					{ weight: 4, arbitrary: strings },
					{ weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
				),
			);
	}
}

/** A value for one property: plausible, or with `hostility` percent chance something it does not expect. */
function value(property: INodeProperties, hostility: number): fc.Arbitrary<unknown> {
	const good = plausible(property, hostility);
	// Containers are never replaced whole: the editor keeps their shape, only what is inside varies.
	if (hostility === 0 || property.type === 'collection' || property.type === 'fixedCollection')
		return good;
	return fc.oneof(
		{ weight: 100 - hostility, arbitrary: good },
		{ weight: hostility, arbitrary: hostile(property) },
	);
}

const shown = (properties: INodeProperties[]) =>
	properties.filter((property) => property.type !== 'notice' && property.type !== 'hidden');

/** Some of a collection's options, each with a value. */
function collection(options: INodeProperties[], hostility: number) {
	return fc.record(
		Object.fromEntries(shown(options).map((option) => [option.name, value(option, hostility)])),
		{ requiredKeys: [] },
	);
}

/** Some of a fixed collection's groups, each with all its values (the editor fills them); a list of rows where it takes several. */
function fixedCollection(property: INodeProperties, hostility: number) {
	const groups = (property.options ?? []) as INodePropertyCollection[];
	const row = (group: INodePropertyCollection) => parameters(group.values, hostility);
	const multiple = Boolean(property.typeOptions?.multipleValues);
	return fc.record(
		Object.fromEntries(
			groups.map((group) => [
				group.name,
				multiple ? fc.array(row(group), { maxLength: 3 }) : row(group),
			]),
		),
		{ requiredKeys: [] },
	);
}

/** Every parameter of a list; one name shown under different conditions gets a value of either kind. */
function parameters(
	properties: INodeProperties[],
	hostility: number,
): fc.Arbitrary<Record<string, unknown>> {
	const byName = new Map<string, INodeProperties[]>();
	for (const property of shown(properties))
		byName.set(property.name, [...(byName.get(property.name) ?? []), property]);
	return fc.record(
		Object.fromEntries(
			[...byName].map(([name, variants]) => [
				name,
				fc.oneof(...variants.map((variant) => value(variant, hostility))),
			]),
		),
	);
}

/** The parameters of one operation with every value plausible, so that a run reaches its requests. */
export const plausibleParameters = (description: INodeProperties[]) => parameters(description, 0);

/**
 * The parameters of one operation as a user may fill them in. Each run picks how careless it is:
 * every value plausible (so the run reaches its requests), or up to most of them hostile.
 */
export function operationParameters(
	description: INodeProperties[],
): fc.Arbitrary<Record<string, unknown>> {
	return fc.constantFrom(0, 10, 30, 60).chain((hostility) => parameters(description, hostility));
}

/** Every parameter name and panel label of a description, through collections and fixed collections. */
export function fieldNames(properties: INodeProperties[], names = new Set<string>()): Set<string> {
	for (const property of properties) {
		names.add(property.name);
		if (property.displayName) names.add(property.displayName);
		if (property.type === 'collection') fieldNames(property.options as INodeProperties[], names);
		if (property.type === 'fixedCollection') {
			for (const group of property.options as INodePropertyCollection[]) {
				names.add(group.name);
				if (group.displayName) names.add(group.displayName);
				fieldNames(group.values, names);
			}
		}
	}
	return names;
}
