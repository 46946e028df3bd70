import type { Resource } from '../../../shared/router';
import * as deleteAgent from './delete.operation';
import * as getAll from './getAll.operation';
import * as invite from './invite.operation';
import * as update from './update.operation';

export const agent: Resource = {
	name: 'Agent',
	operations: { delete: deleteAgent, getAll, invite, update },
};
