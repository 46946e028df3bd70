import type { Resource } from '../../../shared/router';
import * as create from './create.operation';
import * as downloadPdf from './downloadPdf.operation';
import * as downloadXml from './downloadXml.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export const paymentReceipt: Resource = {
	name: 'Payment Receipt',
	operations: { create, downloadPdf, downloadXml, get, getAll },
};
