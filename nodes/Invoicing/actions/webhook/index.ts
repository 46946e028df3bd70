import type { Resource } from '../../../shared/router';
import * as create from './create.operation';

export const webhook: Resource = { name: 'Webhook', operations: { create } };
