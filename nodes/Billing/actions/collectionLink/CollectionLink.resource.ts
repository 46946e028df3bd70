import * as createCardCapture from './createCardCapture.operation';
import * as createPayment from './createPayment.operation';

export const collectionLinkOperations = { createCardCapture, createPayment };
