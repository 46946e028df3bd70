import { webhookDelete } from '../../../shared/webhook/deleteOperation';
import { paymentsWebhooks } from '../../api';
import { webhookId } from './fields';

export const { option, description, execute, output } = webhookDelete(
	webhookId,
	() => paymentsWebhooks,
);
