import { MEETINGS_KEY } from '../sandbox/meetings';
import { meetingsTestbed } from './helpers';

const bed = meetingsTestbed();
const { run } = bed;

describe('BizOps Meetings', () => {
	test('a wrong key is refused with 401', async () => {
		const { error } = await run(
			{ resource: 'summary', operation: 'get', publicMeetingId: 'x' },
			'wrong',
		);
		expect(error?.message).toContain('Meetings answered 401');
		expect(error?.description).toMatch(/API key is missing or invalid/);
	});
});

describe('BizOps Meetings API credential', () => {
	test('its test reads a meeting that does not exist: a good key is let through (404), a wrong one meets a rule (401)', async () => {
		const { BizOpsMeetingsApi } = await import('../../credentials/BizOpsMeetingsApi.credentials');
		const { test: probe } = new BizOpsMeetingsApi();
		expect(probe.request.ignoreHttpStatusErrors).toBe(true);
		const verdict = async (apiKey: string) => {
			const response = await fetch(
				`${bed.sandbox.baseUrl('meetings')}/public${probe.request.url}`,
				{ headers: { 'x-api-key': apiKey } },
			);
			const body = (await response.json()) as Record<string, unknown>;
			const rule = (probe.rules ?? []).find(
				(r) => r.type === 'responseSuccessBody' && body[r.properties.key] === r.properties.value,
			);
			return [response.status, rule ? 'Error' : 'OK'];
		};
		expect(await verdict(MEETINGS_KEY)).toEqual([404, 'OK']);
		expect(await verdict('not-a-key')).toEqual([401, 'Error']);
	});
});
