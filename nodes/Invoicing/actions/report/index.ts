import type { Resource } from '../../../shared/router';
import * as cancellations from './cancellations.operation';
import * as downloadXml from './downloadXml.operation';
import * as income from './income.operation';
import * as receivables from './receivables.operation';
import * as taxes from './taxes.operation';

export const report: Resource = {
	name: 'Report',
	operations: { cancellations, downloadXml, income, receivables, taxes },
};
