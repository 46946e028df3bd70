import type { Resource } from '../../../shared/router';
import * as cancel from './cancel.operation';
import * as create from './create.operation';
import * as createBatch from './createBatch.operation';
import * as downloadPdf from './downloadPdf.operation';
import * as downloadXml from './downloadXml.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as send from './send.operation';

export const invoice: Resource = {
	name: 'Invoice',
	operations: { cancel, create, createBatch, downloadPdf, downloadXml, get, getAll, send },
};
