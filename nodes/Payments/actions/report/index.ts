import type { Resource } from '../../../shared/router';
import * as revenue from './revenue.operation';
import * as settlements from './settlements.operation';

export const report: Resource = { name: 'Report', operations: { revenue, settlements } };
