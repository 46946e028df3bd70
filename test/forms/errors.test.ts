import { FORMS_KEYS, SAMPLE_FORM_ID } from '../sandbox/forms';
import { formsTestbed, byId } from './helpers';

const bed = formsTestbed();
describe('BizOps Forms: forms', () => {
	test('a plan without API access (403), an unknown form (404) and a wrong key (401) are explained', async () => {
		const noPlan = await bed.run(
			{ resource: 'form', operation: 'getAll', returnAll: true },
			undefined,
			{ apiKey: FORMS_KEYS.noApiPlan },
		);
		expect(noPlan.error?.message).toContain('Forms answered 403 forbidden');
		expect(noPlan.error?.description).toMatch(/plan of this account has no API access/);
		const missing = await bed.run({ resource: 'form', operation: 'get', formId: byId('nope') });
		expect(missing.error?.message).toContain('Forms answered 404 not_found');
		expect(missing.error?.description).toMatch(/Check the form ID/);
		const wrong = await bed.run(
			{ resource: 'form', operation: 'get', formId: byId(SAMPLE_FORM_ID) },
			undefined,
			{ apiKey: 'wrong' },
		);
		expect(wrong.error?.message).toContain('Forms answered 401');
	});
});
