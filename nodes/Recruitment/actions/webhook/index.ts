import type { Resource } from '../../../shared/router';
import * as configure from './configure.operation';

export const webhook: Resource = { name: 'Webhook', operations: { configure } };
