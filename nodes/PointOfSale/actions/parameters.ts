import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { locator, text } from '../../shared/parameters';
import type { Checks } from '../../shared/validation';
import { dropEmpty, isGiven } from '../../shared/values';

export const productId = locator(
	'Product',
	'productId',
	'searchProducts',
	'The product: its ID from Product → Get Many or Product → Create',
	'e.g. prod_000042',
);

/**
 * Fields the service has that the document does not name. Offered in every write's collection;
 * a key that one of the node's own fields also sets is refused rather than silently overridden.
 */
export const additionalBody: INodeProperties = {
	displayName: 'Additional Body (JSON)',
	name: 'additionalBody',
	type: 'json',
	default: '{}',
	description:
		'Further body fields the service accepts, as a JSON object sent as given, e.g. {"notes": "Gift wrap"}',
};

/** The named fields plus the Additional Body (JSON), checked. */
export function withAdditionalBody(check: Checks, named: IDataObject, extra: unknown): IDataObject {
	const body = check.jsonObject('additionalBody', extra);
	for (const key of Object.keys(body)) {
		if (isGiven(named[key]))
			check.fail('additionalBody', `must not set "${key}": its own field sets it`);
	}
	return { ...body, ...dropEmpty(named) };
}

/** An operation's own fields, its Additional Fields and their Additional Body (JSON), as one request body. */
export function bodyWith(
	ctx: IExecuteFunctions,
	itemIndex: number,
	check: Checks,
	own: IDataObject,
): IDataObject {
	const { additionalBody: extra, ...fields } = ctx.getNodeParameter(
		'additionalFields',
		itemIndex,
		{},
	) as IDataObject;
	return withAdditionalBody(check, { ...own, ...fields }, extra);
}

export const reason = text('Reason', 'reason', 'Why, as the service records it');
