import type { Resource } from '../../../shared/router';
import * as fetch from './fetch.operation';

export const transcript: Resource = { name: 'Transcript', operations: { fetch } };
