import { recruitmentTestbed } from './helpers';

const bed = recruitmentTestbed();

describe('Webhook → Configure', () => {
	test('sends the URL, the events and the secret under the chosen field names (PUT replaces the configuration)', async () => {
		const { items, error } = await bed.run({
			resource: 'webhook',
			operation: 'configure',
			url: 'https://example.com/hooks/recruitment',
			events: ['vacancy.published', 'candidate.applied'],
			secret: 'a-secret-of-32-characters-or-so!!',
		});
		expect(error).toBeUndefined();
		expect(bed.requests('PUT', '/webhooks')[0].body).toEqual({
			url: 'https://example.com/hooks/recruitment',
			events: ['vacancy.published', 'candidate.applied'],
			secret: 'a-secret-of-32-characters-or-so!!',
		});
		expect(items[0].json).toMatchObject({
			url: 'https://example.com/hooks/recruitment',
			events: ['vacancy.published', 'candidate.applied'],
			signed: true,
		});
		expect(items[0].json).not.toHaveProperty('secret');
		expect(bed.state().webhook?.secret).toBe('a-secret-of-32-characters-or-so!!');
	});

	test('a URL without protocol is refused before any request', async () => {
		const { error } = await bed.run({
			resource: 'webhook',
			operation: 'configure',
			url: 'example.com/hook',
			events: ['vacancy.closed'],
		});
		expect(error?.message).toBe(
			'URL: must be a full URL including its protocol, e.g. https://example.com (item 0)',
		);
		expect(bed.requests()).toHaveLength(0);
	});
});
