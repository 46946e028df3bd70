import type { Resource } from '../../../shared/router';
import * as add from './add.operation';

export const participant: Resource = { name: 'Participant', operations: { add } };
