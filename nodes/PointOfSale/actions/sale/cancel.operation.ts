import { saleMove } from './fields';
import type { OperationOption } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Cancel',
	action: 'Cancel a sale',
	description: 'Cancel a sale; its stock goes back',
	kind: 'write',
};

export const { description, execute, output } = saleMove(
	'cancel',
	'was not cancelled: the service refused, it is already cancelled or refunded',
);
