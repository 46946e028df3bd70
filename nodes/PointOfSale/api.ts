import type { IDataObject, IExecuteFunctions, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { BizOpsPointOfSaleApi } from '../../credentials/BizOpsPointOfSaleApi.credentials';
import type { RecordApi } from '../shared/crud';
import { pageDialect } from '../shared/pagination';
import type { ApiDefinition, Envelope } from '../shared/transport';
import {
	apiErrorParts,
	apiRequestFull,
	credentialTest,
	interfaceRequest,
	unwrapEnvelope,
} from '../shared/transport';

export const pointOfSale: ApiDefinition = {
	name: 'Point of Sale',
	credentialType: 'bizOpsPointOfSaleApi',
	prefix: '/pos/v1',
	hints: {
		'404': 'Check the ID: pick the sale or product from the list, or read it with Get Many.',
		'409':
			'The request conflicts with the record as it is now (e.g. a sale already cancelled or refunded, or a SKU in use): read it again before retrying.',
		'422':
			'The service refused the values: check the fields named in the message (e.g. more stock than there is, an unknown product).',
	},
};

/** The credential test (*Test*): one page of one record. */
export const pointOfSaleCredentialTest = credentialTest(
	pointOfSale,
	new BizOpsPointOfSaleApi().authenticate,
	{ method: 'GET', path: '/products', qs: { per_page: 1 } },
);

/**
 * The document shows no response shapes: a record wrapped as `{data}` (alone, or beside `meta`,
 * `success` or `message`) is unwrapped, anything else is returned as the service sends it.
 */
const POS_ENVELOPE: Envelope = { key: 'data', besides: ['meta', 'success', 'message'] };

export const posRequest = interfaceRequest(pointOfSale, POS_ENVELOPE);

/**
 * A write that moves money (cancel, refund), not declared idempotent, so the transport never
 * repeats it after a 5xx or a lost answer. A 409 means the service refused it for the sale's
 * state: said plainly.
 */
export async function moneyRequest(
	this: IExecuteFunctions,
	path: string,
	body: IDataObject,
	refused: string,
): Promise<IDataObject> {
	const response = await apiRequestFull.call(this, pointOfSale, {
		method: 'POST',
		path,
		body,
		allowStatus: [409],
	});
	if (response.statusCode !== 409)
		return unwrapEnvelope(response.body, POS_ENVELOPE) as IDataObject;
	const { code, message } = apiErrorParts(response.body);
	throw new NodeApiError(
		this.getNode(),
		{ status: 409, code, message, body: response.body } as JsonObject,
		{
			message: `${refused} (Point of Sale answered 409${code ? ` ${code}` : ''}: ${message ?? 'no message'})`,
			description:
				'Nothing was changed by this run. Read the sale with Sale → Get to see its status.',
			httpCode: '409',
		},
	);
}

/**
 * `{data, meta}` lists with `page` and `per_page`. The document does not name the meta fields: a
 * page count is read where the usual names give one, else a short page ends the list.
 */
export const posPages = pageDialect((response: { meta?: IDataObject }) => {
	const meta = response?.meta;
	if (!meta) return undefined;
	const pages = meta.total_pages ?? meta.last_page ?? meta.pages;
	if (pages !== undefined) return Number(pages);
	return meta.total !== undefined && meta.per_page
		? Math.ceil(Number(meta.total) / Number(meta.per_page))
		: undefined;
});

export const posRecords: RecordApi = {
	definition: pointOfSale,
	request: posRequest,
	pages: posPages,
};
