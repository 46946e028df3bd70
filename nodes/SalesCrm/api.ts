import { pageDialect } from '../shared/pagination';
import type { ApiDefinition } from '../shared/transport';

export const salesCrm: ApiDefinition = {
	name: 'Sales CRM',
	credentialType: 'bizOpsSalesCrmApi',
	prefix: '/crm/v1',
	hints: {
		'403': 'The token lacks the scope this operation needs (crm:read, crm:write, crm:delete, crm:admin, crm:automations or crm:reports).',
		'409': 'The API detected a duplicate or a conflict with the current state (for example a contact with the same e-mail).',
	},
};

/** `page`/`per_page` (max 100) with `meta {current_page, total_pages, total_count}`. */
export const salesCrmPages = pageDialect((response) => response?.meta?.total_pages);

export const VERTICALS = ['automotive', 'real_estate', 'education', 'services'] as const;
export const DEAL_STATUSES = ['open', 'won', 'lost'] as const;
export const ACTIVITY_TYPES = ['email', 'call', 'meeting', 'task', 'note'] as const;
export const WEBHOOK_EVENTS = ['deal.created', 'deal.won', 'deal.lost', 'contact.created'] as const;
