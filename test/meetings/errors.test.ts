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
