import { DateTime } from 'luxon';
import type { INodeProperties, INodePropertyCollection, INodeTypeDescription } from 'n8n-workflow';

import { mexicanIds } from '../../nodes/shared/mexicanIds';
import { checks } from '../../nodes/shared/validation';
import { packNodes } from '../harness/pack';

/**
 * Every parameter of every action node, as a model sees it when a user lets the model fill it
 * (`$fromAI`, described by the parameter's description): a description it can act on. Each rule
 * below checks a description against something outside it where it can (an example date must
 * parse, an example JSON must parse, an example RFC must pass the node's own check, an ID's
 * source must name an operation the pack has), so a vague text does not pass by its words.
 */

interface Parameter {
	/** Node, resource/operation and the path through collections, for the failure message */
	at: string;
	node: INodeTypeDescription;
	parameter: INodeProperties;
	/** What a model reads: the description and the hint */
	text: string;
}

const actionNodes = Object.values(packNodes)
	.map((node) => node.description as INodeTypeDescription)
	.filter((description) => description.usableAsTool);

/** The standard sentence n8n's lint asks of a dropdown loaded from the service: says nothing of the value. */
const DYNAMIC_OPTIONS =
	/\s*Choose from the list, or specify (an ID|IDs) using an <a href="[^"]+">expression<\/a>\.?$/;

/** Parameters nobody types a value into: settings of the node, notices, containers of others. */
const filledByModel = (parameter: INodeProperties) =>
	!parameter.noDataExpression &&
	!['notice', 'hidden', 'button', 'collection', 'fixedCollection'].includes(parameter.type);

function parametersOf(node: INodeTypeDescription): Parameter[] {
	const out: Parameter[] = [];
	const add = (at: string, parameter: INodeProperties) => {
		const text = [parameter.description, parameter.hint].filter(Boolean).join(' ');
		if (filledByModel(parameter)) out.push({ at, node, parameter, text });
		if (parameter.type === 'collection')
			for (const child of parameter.options as INodeProperties[]) add(`${at}.${child.name}`, child);
		if (parameter.type === 'fixedCollection')
			for (const group of parameter.options as INodePropertyCollection[])
				for (const child of group.values) add(`${at}.${group.name}.${child.name}`, child);
	};
	for (const parameter of node.properties) {
		const show = parameter.displayOptions?.show ?? {};
		const where = `${(show.resource as string[] | undefined)?.join(',') ?? '*'}/${(show.operation as string[] | undefined)?.join(',') ?? '*'}`;
		add(`${node.name} ${where}: ${parameter.name}`, parameter);
	}
	return out;
}

const PARAMETERS = actionNodes.flatMap(parametersOf);

/** "Resource → Operation" as the panel names them, for each of a node's operations. */
function operationsOf(node: INodeTypeDescription): string[] {
	const resources = (node.properties.find((p) => p.name === 'resource')?.options ?? []) as Array<{
		name: string;
		value: string;
	}>;
	return node.properties
		.filter((p) => p.name === 'operation')
		.flatMap((p) =>
			(p.displayOptions?.show?.resource as string[]).flatMap((value) =>
				(p.options as Array<{ name: string }>).map(
					(operation) => `${resources.find((r) => r.value === value)?.name} → ${operation.name}`,
				),
			),
		);
}

/**
 * IDs no operation of the pack gives, by node and parameter name, and why: their descriptions
 * say where else to find them (the service's own settings, another system).
 */
const NOT_FROM_THE_PACK: Record<string, string> = {
	'workspaceCrm ownerId': 'a user of the workspace: the API has no user list',
	'workspaceCrm owner_id': 'a user of the workspace: the API has no user list',
	'workspaceCrm sourceId': 'a source set up in the workspace: the API has no source list',
	'workspaceCrm tagIds': 'tags set up in the workspace: the API has no tag list',
	'workspaceCrm tags': 'tags set up in the workspace: the API has no tag list',
	'salesCrm owner_id': 'a user of the Sales CRM: only the dropdown lists them',
	'salesCrm segment_id': 'a segment of the Sales CRM: the API has no segment list',
	'billing customerVaultId': "the card processor's reference, from the processor",
	'pointOfSale customer_id': 'the store’s customers: the document has no customer list',
	'meetings externalId': "the participant's ID in the user's own system",
	'meetings cfSessionId': "the realtime session provider's session, not a BizOps record",
	'signage folder_id': 'a media folder: the API has no folder list',
	'signage id': 'a zone identifier the user chooses',
	'chat accountId': 'the Chatwoot account, set on the credential',
	'invoicingLookup branchId': 'a branch of the issuer, set up at the service',
	'invoicingLookup taxId': "a tax number (RUC), not a record's ID",
	'invoicingLookup taxIdType': 'a kind of tax number, not an ID',
	'invoicingLookup foreignTaxId': "a foreign tax number, not a record's ID",
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The ISO 8601 dates and date-times a text shows as examples, and whether each parses. */
const exampleDates = (text: string) =>
	[...text.matchAll(/\b\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})?)?\b/g)].map(
		([date]) => DateTime.fromISO(date, { setZone: true }).isValid,
	);

/** Whether a text shows a JSON value of the parameter's shape (an object or a list) that parses. */
function hasJsonExample(text: string) {
	for (let start = 0; start < text.length; start++) {
		if (text[start] !== '{' && text[start] !== '[') continue;
		for (let end = text.length; end > start; end--) {
			try {
				const parsed: unknown = JSON.parse(text.slice(start, end));
				if (parsed && typeof parsed === 'object') return true;
			} catch {
				// not a JSON value from here to there: try a shorter one
			}
		}
	}
	return false;
}

const node = { name: 'Descriptions' } as never;
const ids = mexicanIds(checks({ getNode: () => node }, 0));
const MEXICAN_IDS: Record<string, (value: string) => unknown> = {
	rfc: (value) => ids.rfc('rfc', value, 'either'),
	curp: (value) => ids.curp('curp', value),
	clabe: (value) => ids.clabe('clabe', value),
	nss: (value) => ids.nss('nss', value),
};
const mexicanIdOf = (parameter: INodeProperties) =>
	Object.keys(MEXICAN_IDS).find((kind) =>
		new RegExp(`(^|_)${kind}($|_)`, 'i').test(parameter.name),
	);

/** The ISO 4217 codes the runtime knows (Node's Intl; the TypeScript lib here does not declare it) */
const CURRENCIES = (
	Intl as unknown as { supportedValuesOf(key: 'currency'): string[] }
).supportedValuesOf('currency');

/** What a parameter is called: its name, label and path (e.g. salary_range.value.min) */
const words = ({ at, parameter }: Parameter) => `${at} ${parameter.displayName}`;

/**
 * The rules: which parameters each applies to and what their description must do. A rule's
 * failure names the parameter by node, resource/operation and path.
 */
const RULES: Array<{
	key: string;
	rule: string;
	applies: (p: Parameter) => boolean;
	holds: (p: Parameter) => boolean;
}> = [
	{
		key: 'described',
		rule: 'has a description of its own (beyond the standard dropdown sentence)',
		applies: () => true,
		holds: ({ text }) => /\w{3,}.*\w{3,}/.test(text.replace(DYNAMIC_OPTIONS, '')),
	},
	{
		key: 'dropdownValues',
		rule: 'a dropdown of fixed values names its values as sent (one at least; case aside, as the lint wants JSON)',
		applies: ({ parameter }) =>
			['options', 'multiOptions'].includes(parameter.type) &&
			Array.isArray(parameter.options) &&
			!parameter.typeOptions?.loadOptionsMethod,
		holds: ({ parameter, text }) =>
			(parameter.options as Array<{ value: unknown }>).some(
				({ value }) =>
					String(value) !== '' &&
					new RegExp(`(^|\\W)${escape(String(value))}($|\\W)`, 'i').test(text),
			),
	},
	{
		key: 'dateFormat',
		rule: 'a date shows its format with an example that parses as ISO 8601, e.g. 2026-01-31',
		applies: ({ parameter }) =>
			parameter.type === 'dateTime' ||
			(parameter.type === 'string' && /(^|_)(date|fecha)($|_)|Date$|_at$/.test(parameter.name)),
		holds: ({ text }) => {
			const dates = exampleDates(text);
			return dates.length > 0 && dates.every(Boolean);
		},
	},
	{
		key: 'timeZone',
		rule: 'a date-time says which time zone applies when the value has none',
		applies: ({ parameter, text }) =>
			parameter.type === 'dateTime' && exampleDates(text).length > 0 && /T\d{2}:/.test(text),
		holds: ({ text }) => /time zone|UTC|offset/i.test(text),
	},
	{
		key: 'money',
		rule: 'an amount of money names its unit (cents) or currency (an ISO 4217 code or "the currency of …")',
		applies: (p) =>
			p.parameter.type === 'number' &&
			/amount|price|total|monto|importe|precio|salar|saldo|balance|revenue|discount|descuento|valor_unitario|unit value|\bfee\b|cost|(^|_)value$/i.test(
				words(p),
			),
		holds: ({ text }) =>
			/\bcents\b|currency|pesos/i.test(text) ||
			CURRENCIES.some((code) => new RegExp(`\\b${code}\\b`).test(text)),
	},
	{
		key: 'duration',
		rule: 'a duration names its unit (seconds, minutes, hours, days)',
		applies: (p) =>
			p.parameter.type === 'number' &&
			/duration|minutes|seconds|wait|interval|timeout|hours|days/i.test(words(p)),
		holds: ({ text }) => /\b(milli)?seconds?\b|\bminutes?\b|\bhours?\b|\bdays?\b/i.test(text),
	},
	{
		key: 'json',
		rule: 'a JSON parameter shows an example that parses',
		applies: ({ parameter }) => parameter.type === 'json',
		holds: ({ text }) => hasJsonExample(text),
	},
	{
		key: 'idSource',
		rule: 'an ID says where it comes from, naming an operation of the pack as "Resource → Operation"',
		applies: ({ parameter }) =>
			parameter.type === 'resourceLocator' ||
			/(Id|_id|Ids|_ids)$|^id$/.test(parameter.name) ||
			/\bIDs?\b/.test(parameter.displayName),
		holds: ({ node, parameter, text }) =>
			`${node.name} ${parameter.name}` in NOT_FROM_THE_PACK ||
			operationsOf(node).some((operation) => text.includes(operation)),
	},
	{
		key: 'mexicanId',
		rule: "an RFC, CURP, CLABE or NSS shows an example that passes the node's own check",
		applies: ({ parameter }) => mexicanIdOf(parameter) !== undefined,
		holds: ({ parameter, text }) => {
			// The placeholder is the panel's: a model reads the description alone.
			const check = MEXICAN_IDS[mexicanIdOf(parameter)!];
			const candidates = text.match(/\b[A-Z\d&Ñ]{11,18}\b/g) ?? [];
			return candidates.some((candidate) => {
				try {
					check(candidate);
					return true;
				} catch {
					return false;
				}
			});
		},
	},
];

const failures = (rule: (typeof RULES)[number], parameters = PARAMETERS) =>
	parameters.filter((p) => rule.applies(p) && !rule.holds(p)).map((p) => `${p.at}: ${p.text}`);

test('the walk sees every action node and its parameters, through collections', () => {
	expect(actionNodes).toHaveLength(13);
	expect(PARAMETERS.length).toBeGreaterThan(1000);
	expect(PARAMETERS.map((p) => p.at)).toContain(
		'invoicing invoice/create: conceptos.concepto.cantidad',
	);
});

describe.each(RULES.map((rule) => [rule.rule, rule] as const))('%s', (_, rule) => {
	test('holds for every parameter of every action node it applies to', () => {
		expect(PARAMETERS.filter(rule.applies).length).toBeGreaterThan(0);
		expect(failures(rule)).toEqual([]);
	});
});

/** A parameter of the pack with its description replaced, as a careless edit would leave it. */
function edited(node: string, at: string, text: string): Parameter {
	const found = PARAMETERS.find((p) => p.node.name === node && p.at.endsWith(at));
	if (!found) throw new Error(`no parameter ${node} …${at}`);
	return { ...found, text };
}

test.each([
	['described', edited('payments', 'paymentLink/create: currency', '')],
	[
		'described',
		edited(
			'salesCrm',
			'deal/create: stage_id',
			'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
		),
	],
	['dropdownValues', edited('salesCrm', 'deal/getAll: filters.status', 'Only deals in this state')],
	[
		'dropdownValues',
		edited('salesCrm', 'deal/getAll: filters.status', 'Only deals still running or already closed'),
	],
	['dateFormat', edited('payroll', 'employee/create: hire_date', 'Day the employment started')],
	[
		'dateFormat',
		edited('payroll', 'employee/create: hire_date', 'Day the employment started, e.g. 2026-13-45'),
	],
	[
		'timeZone',
		edited('meetings', 'meeting/create: datetime', 'When it takes place, e.g. 2026-03-02T10:00:00'),
	],
	['money', edited('invoicing', 'paymentReceipt/create: monto', 'Amount received, e.g. 1160.00')],
	[
		'money',
		edited('invoicing', 'paymentReceipt/create: monto', 'Amount received per the SAT rules'),
	],
	['duration', edited('recruitment', 'interview/schedule: duration_minutes', 'How long it lasts')],
	[
		'json',
		edited('salesCrm', 'automation/create: conditionsJson', 'Array of {field, operator, value}'),
	],
	[
		'idSource',
		edited('workspaceCrm', 'contact/create: additionalFields.companyId', 'ID of the company'),
	],
	[
		'idSource',
		edited(
			'workspaceCrm',
			'contact/create: additionalFields.companyId',
			'ID from Company → List All',
		),
	],
	[
		'mexicanId',
		edited('payroll', 'employee/create: curp', 'Population registry key, e.g. ABCD561231HDFRRN09'),
	],
])('the %s rule fails on a description made vague or wrong (%#)', (key, parameter) => {
	const rule = RULES.find((r) => r.key === key)!;
	expect(failures(rule, [parameter])).toHaveLength(1);
});
