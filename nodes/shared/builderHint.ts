/**
 * What n8n's AI workflow builders read of the pack besides each node's own hint (n8n's MCP server
 * and Workflow SDK, `builderHint`). Node type IDs are written as the all-in-one names them; the
 * build writes each per-service package's own (scripts/packaging/packages.ts).
 */

/**
 * Which BizOps node does what, in every action node's search hint: a search naming the brand
 * ("bizops create deal") fills n8n's five results with whichever BizOps nodes have the shortest
 * names, so each of them tells where every task is.
 */
export const BIZOPS_NODES =
	'BizOps nodes by task (each action node has a trigger for its events): contacts, companies: n8n-nodes-bizops.workspaceCrm, n8n-nodes-bizops.workspaceCrmTrigger; deals, pipelines, activities, sales forecast: n8n-nodes-bizops.salesCrm, n8n-nodes-bizops.salesCrmTrigger; payment links, transactions, refunds: n8n-nodes-bizops.payments, n8n-nodes-bizops.paymentsTrigger; subscriptions, charges, card customers: n8n-nodes-bizops.billing, n8n-nodes-bizops.billingTrigger; payroll (nómina), employees, IMSS/ISR: n8n-nodes-bizops.payroll, n8n-nodes-bizops.payrollTrigger; point of sale, products, stock: n8n-nodes-bizops.pointOfSale, n8n-nodes-bizops.pointOfSaleTrigger; forms, responses: n8n-nodes-bizops.forms, n8n-nodes-bizops.formsTrigger; video meetings, transcripts: n8n-nodes-bizops.meetings; vacancies, candidates, interviews: n8n-nodes-bizops.recruitment, n8n-nodes-bizops.recruitmentTrigger; screens, media, playlists: n8n-nodes-bizops.signage, n8n-nodes-bizops.signageTrigger; chat conversations, messages: n8n-nodes-bizops.chat, n8n-nodes-bizops.chatTrigger; CFDI invoices (SAT, RFC): n8n-nodes-bizops.invoicing, n8n-nodes-bizops.invoicingTrigger; Panama RUC, simplified invoices: n8n-nodes-bizops.invoicingLookup.';
