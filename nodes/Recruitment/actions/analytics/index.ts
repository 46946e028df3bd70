import type { Resource } from '../../../shared/router';
import * as recruitment from './recruitment.operation';
import * as summary from './summary.operation';
import * as vacancy from './vacancy.operation';

export const analytics: Resource = {
	name: 'Analytics',
	operations: { recruitment, summary, vacancy },
};
