import type { Resource } from '../../../shared/router';
import * as create from './create.operation';
import * as deleteWebhook from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const webhook: Resource = {
	name: 'Webhook',
	operations: { create, delete: deleteWebhook, get, getAll, update },
};
