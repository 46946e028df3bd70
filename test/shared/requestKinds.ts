import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';

import { FIXTURES } from '../fixtures';
import type { SandboxInterfaces } from '../sandbox';
import type { useSandbox } from '../harness/sandbox';
import { byId, nodeDriver } from '../harness/testbed';
import { activate, runHook } from '../harness/webhooks';
import { invoiceBody } from '../invoicing/helpers';
import { file } from '../signage/helpers';

/**
 * Every kind of request the pack makes, each as a user meets it, for the suites that show one
 * rule holds for all of them (n8n's outbound protection, certificates): a read, pagination, a
 * write, a retriable write, a multipart upload, a streamed download, a picker's search and a
 * dropdown, a poll, webhook registration (listing first, and sent as a write) and removal.
 */

type Bed = ReturnType<typeof useSandbox>;
/** A fixture's credential data at the sandbox's address (a suite may change it, e.g. its host) */
export type CredentialData = (slug: string, baseUrl: string) => ICredentialDataDecryptedObject;

export type Failure = Error & { description?: string | null };
/** What a request kind did: its output's size, or the error it ended in. */
export type Outcome = { count: number; error?: Failure };

export interface RequestKindCase {
	kind: string;
	/** Brings the sandbox into the state the request needs */
	given?: () => Promise<IDataObject> | IDataObject;
	act: (given: IDataObject) => Promise<Outcome>;
	/** What it yields when it works */
	works: (outcome: Outcome) => void;
}

const fixtureOf = (slug: string) => FIXTURES.find((f) => f.slug === slug)!;

/** The fixture's own credential data at the sandbox's address. */
export const fixtureCredential: CredentialData = (slug, baseUrl) =>
	fixtureOf(slug).credential.data(baseUrl) as ICredentialDataDecryptedObject;

/** An interface's action node (or its trigger, `<type>Trigger`) with a credential for the sandbox. */
export const driverOf =
	(bed: Bed, data: CredentialData = fixtureCredential) =>
	(slug: string, type: string) =>
		nodeDriver(bed, {
			slug: slug as keyof SandboxInterfaces,
			type,
			credentials: (baseUrl) => ({ [fixtureOf(slug).credential.type]: data(slug, baseUrl) }),
		});

/** A node run's outcome: its error, or how many items it output. */
export const ran = async (
	run: Promise<{ items: unknown[]; error?: Failure }>,
): Promise<Outcome> => {
	const { items, error } = await run;
	return { count: items.length, error };
};

/** A call's outcome: its error, or 1 (what it returned, e.g. a picker's entries, is checked elsewhere). */
export const called = async (call: () => Promise<unknown>): Promise<Outcome> => {
	try {
		const result = await call();
		return { count: Array.isArray(result) ? result.length : 1 };
	} catch (error) {
		return { count: 0, error: error as Failure };
	}
};

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

export function requestKinds(
	bed: Bed,
	data: CredentialData = fixtureCredential,
): RequestKindCase[] {
	const driver = driverOf(bed, data);
	const crm = driver('workspace_crm', 'workspaceCrm');
	const signage = driver('signage', 'signage');
	const invoicing = driver('invoicing', 'invoicing');
	const payments = driver('payments', 'payments');
	const crmState = () => bed.interfaces.workspace_crm.state;
	const paymentsTrigger = () => ({
		type: 'paymentsTrigger',
		parameters: { events: ['payment.completed'] },
		credentials: payments.credentials(),
	});
	const invoicingTrigger = () => ({
		type: 'invoicingTrigger',
		parameters: { events: ['invoice.created'] },
		credentials: invoicing.credentials(),
	});
	/** A Workspace CRM operation on one contact that exists. */
	const onAContact = (operation: string) => ({
		given: () => ({ id: crmState().seedContacts(1)[0].id }),
		act: async ({ id }: IDataObject) =>
			await ran(crm.run({ resource: 'contact', operation, contactId: byId(String(id)) })),
		works: ({ count }: Outcome) => expect(count).toBe(1),
	});

	return [
		{ kind: 'a read (Workspace CRM: Contact → Get)', ...onAContact('get') },
		{
			kind: 'pagination (Workspace CRM: Contact → Get Many, all 130 over pages)',
			given: () => ({ seeded: crmState().seedContacts(130).length }),
			act: async () =>
				await ran(crm.run({ resource: 'contact', operation: 'getAll', returnAll: true })),
			works: ({ count }) => {
				expect(count).toBe(130);
				expect(bed.sandbox.requestsTo('workspace_crm', 'GET', '/contacts').length).toBeGreaterThan(
					1,
				);
			},
		},
		{
			kind: 'a write (Workspace CRM: Contact → Create)',
			act: async () =>
				await ran(
					crm.run({ resource: 'contact', operation: 'create', firstName: 'Ada', lastName: 'King' }),
				),
			works: ({ count }) => expect(count).toBe(1),
		},
		{
			kind: 'a write retried like a read where it can be (Workspace CRM: Contact → Delete)',
			...onAContact('delete'),
		},
		{
			kind: 'a multipart upload (Signage: Media → Upload)',
			act: async () =>
				await ran(
					signage.run(
						{ resource: 'media', operation: 'upload', binaryPropertyName: 'data' },
						[{}],
						{
							binary: [{ data: file(PNG, 'menu.png', 'image/png') }],
						},
					),
				),
			works: ({ count }) => expect(count).toBe(1),
		},
		{
			kind: 'a streamed download (Invoicing: Invoice → Download PDF)',
			given: () => ({ id: bed.interfaces.invoicing.state.stamp(invoiceBody()).id }),
			act: async ({ id }) =>
				await ran(
					invoicing.run({
						resource: 'invoice',
						operation: 'downloadPdf',
						invoiceId: byId(String(id)),
					}),
				),
			works: ({ count }) => expect(count).toBe(1),
		},
		{
			kind: 'a resource locator search (Workspace CRM: contacts)',
			given: () => ({ seeded: crmState().seedContacts(3).length }),
			act: async () => await called(async () => (await crm.listSearch('searchContacts')).results),
			works: ({ count }) => expect(count).toBe(3),
		},
		{
			kind: 'a dropdown (Workspace CRM: countries)',
			act: async () => await called(async () => await crm.loadOptions('getCountries')),
			works: ({ count }) => expect(count).toBe(2),
		},
		{
			kind: 'a poll (BizOps Workspace CRM Trigger)',
			act: async () =>
				await called(async () => {
					const { parameters } = fixtureOf('workspace_crm').pollingTriggers[0];
					return (await crm.poll(parameters, undefined, 'manual')).items;
				}),
			works: ({ error }) => expect(error).toBeUndefined(),
		},
		{
			kind: 'a webhook registration that lists first (BizOps Payments Trigger activated)',
			act: async () => await called(async () => await activate(paymentsTrigger())),
			works: () => expect(bed.interfaces.payments.state.webhooks.size).toBe(1),
		},
		{
			kind: 'a webhook registration sent as a write (BizOps Invoicing Trigger activated)',
			act: async () => await called(async () => await activate(invoicingTrigger())),
			works: () => expect(bed.interfaces.invoicing.state.webhooks.size).toBe(1),
		},
		{
			kind: 'a webhook removal (BizOps Payments Trigger deactivated)',
			given: async () => await activate(paymentsTrigger()),
			act: async (staticData) =>
				await called(async () => await runHook(paymentsTrigger(), 'delete', staticData)),
			works: () => expect(bed.interfaces.payments.state.webhooks.size).toBe(0),
		},
	];
}
