import { formsTestbed, byId } from './helpers';

const bed = formsTestbed();
describe('BizOps Forms: forms', () => {
	test("the form picker lists forms; the response picker lists the chosen form's responses; the field dropdown its fields", async () => {
		const form = bed.survey();
		const response = bed
			.state()
			.addResponse(form.id, { f1: 'a@example.com', f2: '5' }, { email: 'a@example.com' });
		const forms = await bed.listSearch('searchForms', 'surv', undefined, {
			resource: 'response',
			operation: 'get',
		});
		expect(forms.results).toEqual([{ name: 'Survey · published', value: form.id }]);
		const responses = await bed.listSearch('searchResponses', undefined, undefined, {
			resource: 'response',
			operation: 'get',
			formId: byId(form.id),
		});
		expect(responses.results.map((r) => r.value)).toEqual([response.id]);
		const fields = await bed.loadOptions('getFormFields', {
			resource: 'response',
			operation: 'submit',
			formId: byId(form.id),
		});
		expect(fields).toEqual([
			{ name: 'Email', value: 'f1' },
			{ name: 'Rating', value: 'f2' },
			{ name: 'Comment', value: 'f3' },
			{ name: 'Comment (2)', value: 'f4' },
		]);
	});
});
