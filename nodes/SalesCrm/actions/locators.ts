import { locator } from './common';

/** The records operations point at, picked from searchable lists or given by ID. */
export const contactId = locator('Contact', 'contactId', 'searchContacts', 'The contact to work on');
export const dealId = locator('Deal', 'dealId', 'searchDeals', 'The deal to work on');
export const pipelineId = locator('Pipeline', 'pipelineId', 'searchPipelines', 'The pipeline to work on');
