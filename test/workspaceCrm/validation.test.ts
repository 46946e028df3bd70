import type { INodeParameters } from 'n8n-workflow';

import { byId, workspaceCrmTestbed } from './helpers';

const bed = workspaceCrmTestbed();

const long = (n: number) => 'x'.repeat(n);

/** Each documented rule: the node names field, rule and item, and sends nothing. */
const cases: Array<[string, INodeParameters, RegExp]> = [
	// Empty literals never get here (n8n itself refuses them); empty expression results do.
	['first name required', { resource: 'contact', operation: 'create', firstName: '={{ "" }}', lastName: 'L' }, /^firstName: is required \(item 0\)$/],
	['last name required', { resource: 'contact', operation: 'create', firstName: 'F', lastName: '  ' }, /^lastName: is required \(item 0\)$/],
	['first name at most 100', { resource: 'contact', operation: 'create', firstName: long(101), lastName: 'L' }, /^firstName: must be at most 100 characters/],
	['last name at most 100', { resource: 'contact', operation: 'create', firstName: 'F', lastName: long(101) }, /^lastName: must be at most 100 characters/],
	['contact e-mail format', { resource: 'contact', operation: 'create', firstName: 'F', lastName: 'L', additionalFields: { email: 'not-an-email' } }, /^email: must be a valid e-mail address/],
	['score 0-100', { resource: 'contact', operation: 'create', firstName: 'F', lastName: 'L', additionalFields: { score: 101 } }, /^score: must be a whole number from 0 to 100/],
	['score whole', { resource: 'contact', operation: 'update', contactId: byId('c1'), updateFields: { score: 5.5 } }, /^score: must be a whole number from 0 to 100/],
	['company name required', { resource: 'company', operation: 'create', name: '={{ "" }}' }, /^name: is required/],
	['company name at most 200', { resource: 'company', operation: 'create', name: long(201) }, /^name: must be at most 200 characters/],
	['website with protocol', { resource: 'company', operation: 'create', name: 'N', additionalFields: { website: 'acme.com' } }, /^website: must be a full URL including its protocol/],
	['currency 3 letters', { resource: 'company', operation: 'create', name: 'N', additionalFields: { currency: 'EURO' } }, /^currency: must be a 3-letter ISO 4217 code/],
	['company e-mail format', { resource: 'company', operation: 'update', companyId: byId('x'), updateFields: { email: 'a@b' } }, /^email: must be a valid e-mail address/],
	['limit at least 1', { resource: 'contact', operation: 'getAll', returnAll: false, limit: 0 }, /^limit: must be a whole number from 1 to 100/],
	['limit at most 100', { resource: 'company', operation: 'getAll', returnAll: false, limit: 101 }, /^limit: must be a whole number from 1 to 100/],
	['created after is a date', { resource: 'contact', operation: 'getAll', filters: { created_after: 'yesterday' } }, /^created_after: must be an ISO 8601 date/],
	['custom data JSON is an object', { resource: 'contact', operation: 'create', firstName: 'F', lastName: 'L', additionalFields: { customDataJson: '[1,2]' } }, /^customDataJson: must be a JSON object/],
	['custom data JSON parses', { resource: 'contact', operation: 'create', firstName: 'F', lastName: 'L', additionalFields: { customDataJson: '{bad' } }, /^customDataJson: must be valid JSON/],
	['record id required', { resource: 'contact', operation: 'get', contactId: byId('={{ "" }}') }, /^contactId: is required/],
];

describe('Workspace CRM validation before any request', () => {
	test.each(cases)('%s', async (_name, parameters, message) => {
		const { error, items } = await bed.run(parameters);
		expect(items).toHaveLength(0);
		expect(error?.name).toBe('NodeOperationError');
		expect(error?.message).toMatch(message);
		expect(bed.sandbox.requestCount).toBe(0);
	});

	test('an operation the node does not have is refused before any request', async () => {
		const { error, items } = await bed.run({ resource: 'contact', operation: 'merge' }, [{}, {}]);
		expect(items).toHaveLength(0);
		expect(error?.name).toBe('NodeOperationError');
		expect(error?.message).toBe('Operation "merge" of "contact" is not supported');
		expect(bed.sandbox.requestCount).toBe(0);
	});

	test('the failing item is named, and items before it were already sent', async () => {
		const { error } = await bed.run(
			{ resource: 'contact', operation: 'create', firstName: '={{ $json.f }}', lastName: 'L' },
			[{ f: 'Ok' }, { f: '' }],
		);
		expect(error?.message).toBe('firstName: is required (item 1)');
		expect(bed.requests('POST', '/contacts')).toHaveLength(1);
	});
});
