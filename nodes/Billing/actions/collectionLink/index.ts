import type { Resource } from '../../../shared/router';
import * as createCardCapture from './createCardCapture.operation';
import * as createPayment from './createPayment.operation';

export const collectionLink: Resource = {
	name: 'Collection Link',
	operations: { createCardCapture, createPayment },
};
