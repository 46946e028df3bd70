import Ajv from 'ajv';
import type { INodeParameters } from 'n8n-workflow';

import { FIXTURES } from '../fixtures';
import { runListSearch, runLoadOptions } from '../harness/engine';
import { PACKAGE, packNodes } from '../harness/pack';
import { useSandbox } from '../harness/sandbox';
import { seedDemoData } from './index';

/** The demo's data set (`npm start`): valid records that fill every picker of the action nodes. */

type Rec = Record<string, any>;

const bed = useSandbox();
let seeded: ReturnType<typeof seedDemoData>;
beforeEach(() => {
	seeded = seedDemoData(bed.interfaces);
});

/**
 * What a picker needs chosen before it can list (the parameters it depends on, with the operation
 * that shows them: hidden parameters never reach the node), from the seeded data.
 */
const dependsOn: Record<string, () => INodeParameters> = {
	getStages: () => ({
		resource: 'deal',
		operation: 'create',
		pipeline_id: { __rl: true, mode: 'list', value: seeded.sales_crm.pipelines[0].id },
	}),
	getDealStages: () => ({
		resource: 'deal',
		operation: 'move',
		dealId: { __rl: true, mode: 'list', value: seeded.sales_crm.deals[0].id },
	}),
	getStates: () => ({
		resource: 'geo',
		operation: 'getStates',
		countryId: seeded.workspace_crm.companies[0].addressCountryId,
	}),
	getCities: () => ({
		resource: 'geo',
		operation: 'getCities',
		stateId: seeded.workspace_crm.companies[0].addressStateId,
	}),
	searchResponses: () => ({
		resource: 'response',
		operation: 'get',
		formId: { __rl: true, mode: 'list', value: seeded.forms.forms[1].id },
	}),
	getFormFields: () => ({
		resource: 'response',
		operation: 'submit',
		formId: { __rl: true, mode: 'list', value: seeded.forms.forms[1].id },
	}),
};

const pickers = FIXTURES.flatMap((fixture) => {
	const methods = packNodes[`${PACKAGE}.${fixture.crud.node}`].methods ?? {};
	return (['loadOptions', 'listSearch'] as const).flatMap((kind) =>
		Object.keys(methods[kind] ?? {}).map((method) => ({ fixture, kind, method })),
	);
});

test.each(
	pickers.map((picker) => [`${picker.fixture.crud.node} ${picker.method}`, picker] as const),
)('%s lists something on first open', async (_name, { fixture, kind, method }) => {
	const setup = {
		type: fixture.crud.node,
		parameters: dependsOn[method]?.() ?? {},
		credentials: {
			[fixture.credential.type]: fixture.credential.data(bed.sandbox.baseUrl(fixture.slug)),
		},
	};
	const entries =
		kind === 'loadOptions'
			? await runLoadOptions(setup, method)
			: (await runListSearch(setup, method)).results;
	expect(entries.length).toBeGreaterThan(0);
});

/** The part of a stored record a create request could have sent: the schema's fields, set ones only. */
function writable(value: unknown, schema: Rec): unknown {
	if (Array.isArray(value) && schema.items)
		return value.map((item) => writable(item, schema.items));
	if (value && typeof value === 'object' && schema.properties) {
		return Object.fromEntries(
			Object.entries(value)
				.filter(([key, field]) => key in schema.properties && field !== null && field !== undefined)
				.map(([key, field]) => [key, writable(field, schema.properties[key])]),
		);
	}
	return value;
}

test('every seeded record is one its interface would have accepted from a create request', () => {
	const ajv = new Ajv({ allErrors: true });
	const cases: Array<[slug: keyof typeof seeded, path: string, records: Rec[]]> = [
		['workspace_crm', '/companies', seeded.workspace_crm.companies],
		['workspace_crm', '/contacts', seeded.workspace_crm.contacts],
		['sales_crm', '/pipelines', seeded.sales_crm.pipelines],
		['sales_crm', '/contacts', seeded.sales_crm.contacts],
		['sales_crm', '/deals', seeded.sales_crm.deals],
		['payments', '/payment-links', seeded.payments.links],
		['pay_integration', '/v1/customers', seeded.pay_integration.customers],
		['pay_integration', '/v1/subscriptions', seeded.pay_integration.subscriptions],
		['pay_integration', '/v1/charges', seeded.pay_integration.charges],
		['payroll', '/employees', seeded.payroll.employees],
		['payroll', '/payrolls', seeded.payroll.periods],
		['pos', '/products', seeded.pos.products],
		['pos', '/sales', seeded.pos.sales],
		['recruitment', '/vacancies', seeded.recruitment.vacancies],
		['signage', '/groups', seeded.signage.groups],
		['signage', '/playlists', seeded.signage.playlists],
		['signage', '/layouts', seeded.signage.layouts],
		['signage', '/schedules', seeded.signage.schedules],
		['chat', '/accounts/{account_id}/contacts', seeded.chat.contacts],
		['chat', '/accounts/{account_id}/teams', seeded.chat.teams],
		['invoicing', '/clients', seeded.invoicing.clients],
		['invoicing', '/products', seeded.invoicing.products],
		['invoicing', '/invoices', seeded.invoicing.invoices],
		['invoicing', '/payment-receipts', seeded.invoicing.receipts],
	];
	const invalid = cases.flatMap(([slug, path, records]) => {
		const schema = bed.interfaces[slug].routes.find(
			(route) => route.method === 'POST' && route.path === path,
		)!.body as Rec;
		const validate = ajv.compile(schema);
		expect(records.length).toBeGreaterThan(0);
		return records.flatMap((record) =>
			validate(writable(record, schema))
				? []
				: [`${slug} ${path} ${record.id}: ${ajv.errorsText(validate.errors)}`],
		);
	});
	expect(invalid).toEqual([]);
});

test('the seed leaves no trace for the tests: reset empties every interface again', () => {
	bed.sandbox.reset();
	const { workspace_crm, sales_crm, payments, pay_integration } = bed.interfaces;
	expect([
		workspace_crm.state.contacts.size,
		sales_crm.state.pipelines.size,
		payments.state.links.size,
		pay_integration.state.customers.size,
	]).toEqual([0, 0, 0, 0]);
});

test('the recruitment seed fills every stage picker and is gone after a reset', () => {
	const state = bed.interfaces.recruitment.state;
	expect([
		state.vacancies.size,
		state.candidates.size,
		state.interviews.size,
		state.evaluations.length,
	]).toEqual([4, 5, 2, 1]);
	bed.sandbox.reset();
	expect([
		state.vacancies.size,
		state.candidates.size,
		state.interviews.size,
		state.applications.size,
	]).toEqual([0, 0, 0, 0]);
});
