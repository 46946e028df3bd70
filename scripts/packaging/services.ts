/**
 * The one map of services to what each per-service package holds (issue 39). The build
 * (scripts/packaging/packages.ts), the READMEs, the per-service templates, the description lock and the
 * tests all read it; the package names are node type prefixes in saved workflows (`<package>.<node>`),
 * so they never change once released.
 */

/** The all-in-one package: every service in one install, for self-hosted n8n. */
export const ALL_IN_ONE = 'n8n-nodes-bizops';

export interface Service {
	/** The service as the READMEs name it */
	service: string;
	/** npm package name (design §10) */
	package: string;
	/** One line for package.json's description */
	description: string;
	/** Extra npm keywords besides n8n's */
	keywords: string[];
	/** Node folders under nodes/ (and dist/nodes/): the class names, e.g. SalesCrm, SalesCrmTrigger */
	nodes: string[];
	/** Credential class names, e.g. BizOpsSalesCrmApi */
	credentials: string[];
}

export const SERVICES: Service[] = [
	{
		service: 'Workspace CRM',
		package: 'n8n-nodes-bizops-workspace-crm',
		description: 'n8n nodes for the BizOps Workspace CRM: contacts, companies and geo look-ups',
		keywords: ['crm', 'contacts'],
		nodes: ['WorkspaceCrm', 'WorkspaceCrmTrigger'],
		credentials: ['BizOpsWorkspaceCrmApi'],
	},
	{
		service: 'Sales CRM',
		package: 'n8n-nodes-bizops-sales-crm',
		description: 'n8n nodes for the BizOps Sales CRM: contacts, deals, pipelines and automations',
		keywords: ['crm', 'sales', 'deals'],
		nodes: ['SalesCrm', 'SalesCrmTrigger'],
		credentials: ['BizOpsSalesCrmApi'],
	},
	{
		service: 'Recruitment',
		package: 'n8n-nodes-bizops-recruitment',
		description: 'n8n nodes for BizOps Recruitment: vacancies, candidates and interviews',
		keywords: ['recruitment', 'ats'],
		nodes: ['Recruitment', 'RecruitmentTrigger'],
		credentials: ['BizOpsRecruitmentApi'],
	},
	{
		service: 'Signage',
		package: 'n8n-nodes-bizops-signage',
		description: 'n8n nodes for BizOps Signage: screens, media, playlists and schedules',
		keywords: ['signage', 'screens'],
		nodes: ['Signage', 'SignageTrigger'],
		credentials: ['BizOpsSignageApi'],
	},
	{
		service: 'Payroll',
		package: 'n8n-nodes-bizops-payroll',
		description: 'n8n nodes for BizOps Payroll: employees, payroll periods and receipts',
		keywords: ['payroll', 'nomina'],
		nodes: ['Payroll', 'PayrollTrigger'],
		credentials: ['BizOpsPayrollApi'],
	},
	{
		service: 'Point of Sale',
		package: 'n8n-nodes-bizops-point-of-sale',
		description: 'n8n nodes for BizOps Point of Sale: sales, products, inventory and customers',
		keywords: ['pos', 'point-of-sale'],
		nodes: ['PointOfSale', 'PointOfSaleTrigger'],
		credentials: ['BizOpsPointOfSaleApi'],
	},
	{
		service: 'Chat',
		package: 'n8n-nodes-bizops-chat',
		description: 'n8n nodes for BizOps Chat: conversations, messages, contacts and inboxes',
		keywords: ['chat', 'support'],
		nodes: ['Chat', 'ChatTrigger'],
		credentials: ['BizOpsChatApi'],
	},
	{
		service: 'Forms',
		package: 'n8n-nodes-bizops-forms',
		description: 'n8n nodes for BizOps Forms: forms, responses and submissions',
		keywords: ['forms', 'surveys'],
		nodes: ['Forms', 'FormsTrigger'],
		credentials: ['BizOpsFormsApi'],
	},
	{
		service: 'Meetings',
		package: 'n8n-nodes-bizops-meetings',
		description: 'n8n nodes for BizOps Meetings: meetings, participants and summaries',
		keywords: ['meetings'],
		nodes: ['Meetings'],
		credentials: ['BizOpsMeetingsApi'],
	},
	{
		service: 'Invoicing',
		package: 'n8n-nodes-bizops-invoicing',
		description:
			'n8n nodes for BizOps Invoicing (CFDI invoices, catalogs, reports) and its Lookup and simplified invoicing interface',
		keywords: ['invoicing', 'cfdi'],
		nodes: ['Invoicing', 'InvoicingTrigger', 'InvoicingLookup'],
		credentials: ['BizOpsInvoicingApi', 'BizOpsInvoicingLookupApi'],
	},
	{
		service: 'Payments',
		package: 'n8n-nodes-bizops-payments',
		description:
			'n8n nodes for BizOps Payments (payment links, transactions, refunds) and its Billing integration (customers, subscriptions, charges)',
		keywords: ['payments', 'billing'],
		nodes: ['Payments', 'PaymentsTrigger', 'Billing', 'BillingTrigger'],
		credentials: ['BizOpsPaymentsApi', 'BizOpsBillingApi'],
	},
];

/** A node's type name within its package (its description's `name`): the folder name, lower camel case. */
export const nodeName = (folder: string) => folder[0].toLowerCase() + folder.slice(1);

/** The per-service package that holds a node (by its name within a package, e.g. `salesCrm`). */
export function serviceOfNode(name: string): Service {
	const found = SERVICES.find((s) => s.nodes.some((folder) => nodeName(folder) === name));
	if (!found) throw new Error(`no service holds the node ${name} (scripts/packaging/services.ts)`);
	return found;
}

/** Which packages an n8n has: the all-in-one, or the per-service ones (never both). */
export type Packages = 'all-in-one' | 'per-service';

/**
 * A node's full type name as a workflow saves it, in the all-in-one or the per-service packages.
 * `name` may carry n8n's `Tool` suffix (the AI tool variant of an action node).
 */
export function typeName(name: string, packages: Packages) {
	if (packages === 'all-in-one') return `${ALL_IN_ONE}.${name}`;
	return `${serviceOfNode(name.replace(/Tool$/, '')).package}.${name}`;
}

/** A type name of the all-in-one (`n8n-nodes-bizops.salesCrm`) as the per-service packages name it; other types stay. */
export function perServiceType(type: string) {
	const prefix = `${ALL_IN_ONE}.`;
	return type.startsWith(prefix) ? typeName(type.slice(prefix.length), 'per-service') : type;
}

/** A per-service type name (`n8n-nodes-bizops-sales-crm.salesCrm`) as the all-in-one names it; other types stay. */
export function allInOneType(type: string) {
	const [pkg, name] = type.split('.');
	return SERVICES.some((s) => s.package === pkg) ? `${ALL_IN_ONE}.${name}` : type;
}
