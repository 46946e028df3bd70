import { saleMove } from '../parameters';

export const option = {
	name: 'Refund',
	action: 'Refund a sale',
	description: 'Refund a sale; its stock goes back',
};

export const { description, execute } = saleMove(
	'refund',
	'was not refunded again: the service refused, it is already refunded or cancelled',
);
