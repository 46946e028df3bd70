import { locator, text } from '../../shared/parameters';

/** The records operations point at, picked from searchable lists or given by ID. */
export const contactId = locator('Contact', 'contactId', 'searchContacts', 'The contact to work on');
export const dealId = locator('Deal', 'dealId', 'searchDeals', 'The deal to work on');
export const pipelineId = locator('Pipeline', 'pipelineId', 'searchPipelines', 'The pipeline to work on');
export const automationId = text('Automation ID', 'automationId', 'ID of the automation', { required: true });
export const activityId = text('Activity ID', 'activityId', 'ID of the activity', { required: true });
export const webhookId = text('Webhook ID', 'webhookId', 'ID of the webhook', { required: true });
