import * as revenue from './revenue.operation';
import * as settlements from './settlements.operation';

export const reportOperations = { revenue, settlements };
