import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { pathId, show } from '../../../shared/parameters';
import { apiRequest } from '../../../shared/transport';
import { payments } from '../../api';
import { linkIdParameter } from './get.operation';

export const description = show('paymentLink', 'deactivate', [linkIdParameter]);

/** DELETE deactivates: the link accepts no more payments; completed payments stay. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'linkId');
	const response = await apiRequest.call(this, payments, { method: 'DELETE', path: `/payment-links/${id}` });
	return (response?.data as IDataObject) ?? { id: decodeURIComponent(id), deactivated: true };
}
