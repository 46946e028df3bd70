import { PACKAGE } from '../../scripts/n8n/stack';
import { packNodes } from '../harness/pack';
import { ANA } from '../payroll/helpers';
import { byId } from '../fixtures/types';

/**
 * The pack's action nodes as AI tools, as data: for each interface one tool node whose
 * parameters the model fills through `$fromAI` (a create where the node has one), the arguments
 * a model would give it and the request the service must receive for them. The agent suite,
 * the MCP suite and `npm start`'s "BizOps assistant" and MCP server workflows are built from it.
 */

type Json = Record<string, any>;
type FromAiType = 'string' | 'number' | 'boolean' | 'json';

export interface ToolFixture {
	/** The interface (its slug, as in FIXTURES) */
	slug: string;
	/** The action node, e.g. `workspaceCrm` (the tool node's type is `<PACKAGE>.<node>Tool`) */
	node: string;
	/** The node's name on the canvas: the tool's name is made from it */
	name: string;
	parameters: Json;
	/** Arguments a model gives the tool, by `$fromAI` key */
	args: Json;
	/** The one request the service receives for `args` */
	request: { method: string; route: string; body: Json };
	/** The key of the record's id in the tool's result (default `id`) */
	idKey?: string;
	/** Other values for the arguments the service keeps unique (a second record must differ in them) */
	unique?: Json;
}

/** The fixture for a second record: its unique arguments (and the request's values from them) changed. */
export function secondRecord(tool: ToolFixture): ToolFixture {
	const changed = new Map(
		Object.entries(tool.unique ?? {}).map(([key, value]) => [tool.args[key], value]),
	);
	const swap = (value: unknown): unknown =>
		Array.isArray(value)
			? value.map(swap)
			: value && typeof value === 'object'
				? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(v)]))
				: changed.has(value)
					? changed.get(value)
					: value;
	return {
		...tool,
		args: swap(tool.args) as Json,
		request: { ...tool.request, body: swap(tool.request.body) as Json },
	};
}

/** The tool name n8n makes of a node's name (n8n-workflow's nodeNameToToolName). */
export const toolName = (nodeName: string) => nodeName.replace(/[^a-zA-Z0-9_-]+/g, '_');

/** A parameter of a node's description found by name, anywhere in its collections. */
function findParameter(properties: readonly unknown[], name: string): Json | undefined {
	for (const property of properties as Json[]) {
		if (property.name === name && property.displayName) return property;
		const children = (property.values ?? property.options) as unknown[] | undefined;
		if (Array.isArray(children)) {
			const found = findParameter(children, name);
			if (found) return found;
		}
	}
	return undefined;
}

/** Whether a top-level parameter shows for `resource/operation` (all do when `at` is not given). */
function shownFor(property: Json, at?: string) {
	if (!at) return true;
	const [resource, operation] = at.split('/');
	const show = (property.displayOptions?.show ?? {}) as Record<string, string[] | undefined>;
	return (
		(show.resource?.includes(resource) ?? true) && (show.operation?.includes(operation) ?? true)
	);
}

/**
 * `$fromAI(key, description, type)` for one of the node's parameters, described to the model as
 * the node describes it to a person (its label and description), unless `description` is given.
 * `node` may name the operation as `node:resource/operation` where several have the parameter.
 */
export function fromAI(
	node: string,
	parameter: string,
	type: FromAiType = 'string',
	description?: string,
) {
	const [nodeName, at] = node.split(':');
	const property = findParameter(
		packNodes[`${PACKAGE}.${nodeName}`].description.properties.filter((p) => shownFor(p, at)),
		parameter,
	);
	if (!property && !description) throw new Error(`${node} has no parameter ${parameter}`);
	const text = (description ?? `${property!.displayName}: ${property!.description ?? ''}`)
		.replace(/[`\\]/g, '')
		.replace(/\$\{/g, '$ {');
	// As the editor writes it when a user lets the model define a parameter (its ✨ button).
	return `={{ /*n8n-auto-generated-fromAI-override*/ $fromAI('${parameter}', \`${text}\`, '${type}') }}`;
}

export const TOOLS: ToolFixture[] = [
	{
		slug: 'workspace_crm',
		node: 'workspaceCrm',
		name: 'Create Workspace CRM Contact',
		parameters: {
			resource: 'contact',
			operation: 'create',
			firstName: fromAI('workspaceCrm', 'firstName'),
			lastName: fromAI('workspaceCrm', 'lastName'),
			additionalFields: { email: fromAI('workspaceCrm', 'email') },
		},
		args: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
		request: {
			method: 'POST',
			route: '/contacts',
			body: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
		},
	},
	{
		slug: 'sales_crm',
		node: 'salesCrm',
		name: 'Create Sales CRM Contact',
		parameters: {
			resource: 'contact',
			operation: 'create',
			name: fromAI('salesCrm:contact/create', 'name'),
			additionalFields: { email: fromAI('salesCrm', 'email') },
		},
		args: { name: 'Grace Hopper', email: 'grace@example.com' },
		unique: { email: 'grace.hopper@example.com' },
		request: {
			method: 'POST',
			route: '/contacts',
			body: { name: 'Grace Hopper', email: 'grace@example.com' },
		},
	},
	{
		slug: 'payments',
		node: 'payments',
		name: 'Create Payment Link',
		parameters: {
			resource: 'paymentLink',
			operation: 'create',
			amountType: 'fixed',
			amountUnit: 'cents',
			amount: fromAI(
				'payments',
				'amount',
				'number',
				'Amount to charge in cents, e.g. 1250 for 12.50',
			),
			currency: 'USD',
			description: fromAI('payments', 'description'),
		},
		args: { amount: 1250, description: 'Order 1042' },
		request: {
			method: 'POST',
			route: '/payment-links',
			body: { amount: 1250, currency: 'USD', description: 'Order 1042' },
		},
	},
	{
		slug: 'pay_integration',
		node: 'billing',
		name: 'Create Billing Customer',
		parameters: {
			resource: 'customer',
			operation: 'create',
			name: fromAI('billing', 'name', 'string', 'Name of the customer, 1 to 120 characters'),
			email: fromAI('billing', 'email'),
		},
		args: { name: 'Katherine Johnson', email: 'katherine@example.com' },
		request: {
			method: 'POST',
			route: '/v1/customers',
			body: { name: 'Katherine Johnson', email: 'katherine@example.com' },
		},
	},
	{
		slug: 'payroll',
		node: 'payroll',
		name: 'Create Payroll Employee',
		parameters: {
			resource: 'employee',
			operation: 'create',
			name: fromAI('payroll', 'name'),
			rfc: fromAI('payroll', 'rfc'),
			curp: fromAI('payroll', 'curp'),
			nss: fromAI('payroll', 'nss'),
			hire_date: fromAI('payroll', 'hire_date'),
			daily_salary: fromAI('payroll', 'daily_salary', 'number'),
		},
		// (an RFC and a CURP of its own: the e2e CRUD path creates ANA herself)
		args: { ...ANA, rfc: 'GALA850312QX3', curp: 'GALA850312MDFRPN06' },
		unique: { rfc: 'GALA850312QX2', curp: 'GALA850312MDFRPN05' },
		request: {
			method: 'POST',
			route: '/employees',
			body: { ...ANA, rfc: 'GALA850312QX3', curp: 'GALA850312MDFRPN06' },
		},
	},
	{
		slug: 'pos',
		node: 'pointOfSale',
		name: 'Create POS Product',
		parameters: {
			resource: 'product',
			operation: 'create',
			name: fromAI('pointOfSale', 'name'),
			additionalFields: {
				sku: fromAI('pointOfSale', 'sku'),
				price: fromAI('pointOfSale:product/create', 'price', 'number'),
			},
		},
		args: { name: 'Flat White', sku: 'FW-01', price: 3.2 },
		unique: { sku: 'FW-02' },
		request: {
			method: 'POST',
			route: '/products',
			body: { name: 'Flat White', sku: 'FW-01', price: 3.2 },
		},
	},
	{
		slug: 'forms',
		node: 'forms',
		name: 'Create Form',
		parameters: {
			resource: 'form',
			operation: 'create',
			title: fromAI('forms', 'title'),
			description: fromAI('forms', 'description'),
		},
		args: { title: 'Event sign-up', description: 'Sign up for the launch' },
		request: {
			method: 'POST',
			route: '/forms',
			body: { title: 'Event sign-up', description: 'Sign up for the launch' },
		},
	},
	{
		slug: 'meetings',
		node: 'meetings',
		name: 'Create Meeting',
		parameters: {
			resource: 'meeting',
			operation: 'create',
			title: fromAI('meetings', 'title'),
			language: 'en',
		},
		args: { title: 'Quarterly review' },
		idKey: 'publicMeetingId',
		request: {
			method: 'POST',
			route: '/meetings',
			body: { title: 'Quarterly review', language: 'en' },
		},
	},
	{
		slug: 'recruitment',
		node: 'recruitment',
		name: 'Create Vacancy',
		parameters: {
			resource: 'vacancy',
			operation: 'create',
			title: fromAI('recruitment', 'title'),
			additionalFields: { department: fromAI('recruitment', 'department') },
		},
		args: { title: 'Data Engineer', department: 'Engineering' },
		unique: { title: 'Data Engineer II' },
		request: {
			method: 'POST',
			route: '/vacancies',
			body: { title: 'Data Engineer', department: 'Engineering' },
		},
	},
	{
		slug: 'signage',
		node: 'signage',
		name: 'Create Screen Group',
		parameters: {
			resource: 'group',
			operation: 'create',
			name: fromAI('signage', 'name', 'string', 'Name of the screen group'),
			additionalFields: { description: fromAI('signage', 'description') },
		},
		args: { name: 'Lobby screens', description: 'Screens in the lobby' },
		request: {
			method: 'POST',
			route: '/groups',
			body: { name: 'Lobby screens', description: 'Screens in the lobby' },
		},
	},
	{
		slug: 'chat',
		node: 'chat',
		name: 'Create Chat Contact',
		parameters: {
			resource: 'contact',
			operation: 'create',
			additionalFields: {
				name: fromAI('chat', 'name'),
				email: fromAI('chat', 'email'),
			},
		},
		args: { name: 'Mary Jackson', email: 'mary@example.com' },
		unique: { email: 'mary.jackson@example.com' },
		request: {
			method: 'POST',
			route: '/accounts/{account_id}/contacts',
			body: { name: 'Mary Jackson', email: 'mary@example.com' },
		},
	},
	{
		slug: 'invoicing',
		node: 'invoicing',
		name: 'Create Invoicing Client',
		parameters: {
			resource: 'client',
			operation: 'create',
			rfc: fromAI('invoicing', 'rfc'),
			nombre: fromAI('invoicing', 'nombre'),
			regimen_fiscal: fromAI(
				'invoicing',
				'regimen_fiscal',
				'string',
				'Tax regime of the client: its 3-digit SAT code, e.g. 601 for a company under the general regime',
			),
			domicilio_fiscal: fromAI('invoicing', 'domicilio_fiscal'),
		},
		args: {
			rfc: 'MISC491214B86',
			nombre: 'CECILIA MIRANDA SANCHEZ',
			regimen_fiscal: '612',
			domicilio_fiscal: '01010',
		},
		// RFCs of their own: the templates suite registers the others as clients in the same sandbox.
		unique: { rfc: 'CACX7605101P8', nombre: 'XOCHILT CASAS CHAVEZ' },
		request: {
			method: 'POST',
			route: '/clients',
			body: {
				rfc: 'MISC491214B86',
				nombre: 'CECILIA MIRANDA SANCHEZ',
				regimen_fiscal: '612',
				domicilio_fiscal: '01010',
			},
		},
	},
	{
		slug: 'invoicing_ext',
		node: 'invoicingLookup',
		name: 'Create Simplified Invoice',
		parameters: {
			resource: 'simplifiedInvoice',
			operation: 'create',
			branchId: 'branch-01',
			taxReceiverType: '01',
			taxName: fromAI('invoicingLookup', 'taxName'),
			taxId: fromAI('invoicingLookup', 'taxId'),
			taxIdType: 2,
			lookUpCheckDigit: true,
			items: {
				item: [
					{
						description: fromAI('invoicingLookup', 'description'),
						qty: 1,
						price: fromAI('invoicingLookup', 'price', 'number'),
						taxes: '01',
					},
				],
			},
			payments: {
				payment: [
					{
						type: '01',
						amount: fromAI('invoicingLookup', 'amount', 'number'),
					},
				],
			},
		},
		args: {
			taxName: 'COMERCIAL ISTMO, S.A.',
			taxId: '155596713-2-2015',
			description: 'Consulting',
			price: 100,
			amount: 107,
		},
		// The check digit (59) comes from the taxpayer registry, looked up first (a read).
		request: {
			method: 'POST',
			route: '/invoicing/lite',
			body: {
				branchId: 'branch-01',
				client: {
					taxDv: '59',
					taxId: '155596713-2-2015',
					taxIdType: 2,
					taxName: 'COMERCIAL ISTMO, S.A.',
					taxReceiverType: '01',
				},
				items: [{ description: 'Consulting', price: 100, qty: 1, taxes: [{ code: '01' }] }],
				payments: [{ amount: 107, type: '01' }],
			},
		},
	},
];

/** A second tool of the Workspace CRM: an update by id, for the scenarios about which record a call touches. */
export const UPDATE_TOOL: ToolFixture = {
	slug: 'workspace_crm',
	node: 'workspaceCrm',
	name: 'Update Workspace CRM Contact',
	parameters: {
		resource: 'contact',
		operation: 'update',
		contactId: byId(fromAI('workspaceCrm', 'contactId', 'string', 'ID of the contact to update')),
		updateFields: { lastName: fromAI('workspaceCrm', 'lastName') },
	},
	args: { lastName: 'King' },
	request: { method: 'PUT', route: '/contacts/{id}', body: { lastName: 'King' } },
};

/** Downloads as tools: a text file reaches the model as text, any other file as what it is. */
export const DOWNLOAD_TOOLS = (['Xml', 'Pdf'] as const).map((format): ToolFixture => ({
	slug: 'invoicing',
	node: 'invoicing',
	name: `Download Invoice ${format.toUpperCase()}`,
	parameters: {
		resource: 'invoice',
		operation: `download${format}`,
		invoiceId: byId(fromAI('invoicing', 'invoiceId', 'string', 'ID of the invoice (inv_...)')),
	},
	args: {},
	request: { method: 'GET', route: `/invoices/{invoice_id}/${format.toLowerCase()}`, body: {} },
}));

/** A Get Many as a tool, with its defaults: the model reads a page its context holds. */
export const LIST_TOOL: ToolFixture = {
	slug: 'workspace_crm',
	node: 'workspaceCrm',
	name: 'Find Workspace CRM Contacts',
	parameters: {
		resource: 'contact',
		operation: 'getAll',
		filters: { search: fromAI('workspaceCrm', 'search') },
	},
	args: { search: 'Listed' },
	request: { method: 'GET', route: '/contacts', body: {} },
};

export const ALL_TOOLS = [...TOOLS, UPDATE_TOOL, LIST_TOOL, ...DOWNLOAD_TOOLS];
