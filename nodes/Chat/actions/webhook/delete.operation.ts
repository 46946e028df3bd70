import { webhookDelete } from '../../../shared/webhook/deleteOperation';
import { itemWebhooks, webhookId } from './fields';

export const { option, description, execute, output } = webhookDelete(webhookId, itemWebhooks);
