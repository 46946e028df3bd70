import { saleMove } from '../parameters';

export const option = {
	name: 'Cancel',
	action: 'Cancel a sale',
	description: 'Cancel a sale; its stock goes back',
};

export const { description, execute } = saleMove(
	'cancel',
	'was not cancelled: the service refused, it is already cancelled or refunded',
);
