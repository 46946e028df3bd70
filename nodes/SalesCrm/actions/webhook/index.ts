import type { Resource } from '../../../shared/router';
import * as create from './create.operation';
import * as deleteWebhook from './delete.operation';
import * as getAll from './getAll.operation';

export const webhook: Resource = {
	name: 'Webhook',
	operations: { create, delete: deleteWebhook, getAll },
};
