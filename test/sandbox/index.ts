import { billingSandbox, seedBilling } from './billing';
import { formsSandbox, seedForms } from './forms';
import { meetingsSandbox, seedMeetings } from './meetings';
import { chatSandbox, seedChat } from './chat';
import { invoicingExtSandbox, invoicingSandbox, seedInvoicing } from './invoicing';
import { paymentsSandbox, seedPayments } from './payments';
import { payrollSandbox, seedPayroll } from './payroll';
import { posSandbox, seedPointOfSale } from './pos';
import { recruitmentSandbox, seedRecruitment } from './recruitment';
import { Sandbox } from './server';
import { salesCrmSandbox, seedSalesCrm } from './salesCrm';
import { seedSignage, signageSandbox } from './signage';
import { seedWorkspaceCrm, workspaceCrmSandbox } from './workspaceCrm';

/**
 * Every simulated interface. An interface listed here is finished: the endpoint coverage check
 * requires each of its endpoints.tsv rows to be hit by a test.
 */
export function sandboxInterfaces() {
	return {
		workspace_crm: workspaceCrmSandbox(),
		sales_crm: salesCrmSandbox(),
		payments: paymentsSandbox(),
		pay_integration: billingSandbox(),
		payroll: payrollSandbox(),
		pos: posSandbox(),
		forms: formsSandbox(),
		meetings: meetingsSandbox(),
		recruitment: recruitmentSandbox(),
		signage: signageSandbox(),
		chat: chatSandbox(),
		invoicing: invoicingSandbox(),
		invoicing_ext: invoicingExtSandbox(),
	};
}

export type SandboxInterfaces = ReturnType<typeof sandboxInterfaces>;

export function createSandbox() {
	const interfaces = sandboxInterfaces();
	return { sandbox: new Sandbox(Object.values(interfaces)), interfaces };
}

/** The demo's data set (`npm start`), each interface's from its own simulation; tests set up their own. */
export function seedDemoData(interfaces: SandboxInterfaces) {
	return {
		workspace_crm: seedWorkspaceCrm(interfaces.workspace_crm.state),
		sales_crm: seedSalesCrm(interfaces.sales_crm.state),
		payments: seedPayments(interfaces.payments.state),
		pay_integration: seedBilling(interfaces.pay_integration.state),
		payroll: seedPayroll(interfaces.payroll.state),
		pos: seedPointOfSale(interfaces.pos.state),
		forms: seedForms(interfaces.forms.state),
		meetings: seedMeetings(interfaces.meetings.state),
		recruitment: seedRecruitment(interfaces.recruitment.state),
		signage: seedSignage(interfaces.signage.state),
		chat: seedChat(interfaces.chat.state),
		invoicing: seedInvoicing(interfaces.invoicing.state),
	};
}
