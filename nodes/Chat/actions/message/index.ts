import type { Resource } from '../../../shared/router';
import * as getAll from './getAll.operation';
import * as send from './send.operation';
import * as sendAttachment from './sendAttachment.operation';

export const message: Resource = { name: 'Message', operations: { getAll, send, sendAttachment } };
