import { saleMove } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Refund',
	action: 'Refund a sale',
	description: 'Refund a sale; its stock goes back',
	kind: 'write',
};

export const { description, execute, output } = saleMove(
	'refund',
	'was not refunded again: the service refused, it is already refunded or cancelled',
);
