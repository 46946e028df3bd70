/** The simulated Billing integration's API keys and projects, and its dunning schedule. */

export const BILLING_KEYS = {
	main: 'bill-test-key',
	other: 'bill-other-key',
	suspended: 'bill-suspended-key',
};
export const BILLING_PROJECT_SECRET = 'whsec-billing-project-secret';
/** Retries after the original due date (days), the last one ending the grace window */
export const DUNNING_DAYS = [1, 3, 5, 7];

/** The project each API key belongs to. */
export const PROJECTS: Record<string, { projectId: string; suspended?: boolean }> = {
	[BILLING_KEYS.main]: { projectId: 'proj_1' },
	[BILLING_KEYS.other]: { projectId: 'proj_2' },
	[BILLING_KEYS.suspended]: { projectId: 'proj_3', suspended: true },
};
