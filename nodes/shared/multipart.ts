import type { IBinaryData, IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checks } from './validation';

/**
 * The input item's binary file under `property`, as the Input Binary Field parameter
 * (`binaryPropertyName`) names it: refused naming that field when the item holds no such file.
 */
export function inputBinary(
	ctx: IExecuteFunctions,
	itemIndex: number,
	property: unknown,
): IBinaryData {
	const check = checks(ctx, itemIndex);
	check.required('binaryPropertyName', property);
	const name = String(property);
	const files = ctx.getInputData()[itemIndex]?.binary;
	// Own fields only: "constructor" or "__proto__" are no file.
	if (!files || !Object.prototype.hasOwnProperty.call(files, name))
		check.fail('binaryPropertyName', `the input item has no binary field '${name}'`);
	return ctx.helpers.assertBinaryData(itemIndex, name);
}

/**
 * A multipart body with the item's binary property as `fileField` plus plain fields;
 * Node's own FormData and Blob, which the request helper sends with its boundary.
 */
export async function multipartFromBinary(
	ctx: IExecuteFunctions,
	itemIndex: number,
	binaryProperty: string,
	fileField: string,
	fields: IDataObject = {},
): Promise<FormData> {
	const binary = inputBinary(ctx, itemIndex, binaryProperty);
	const bytes = await ctx.helpers.getBinaryDataBuffer(itemIndex, binaryProperty);
	const form = new FormData();
	for (const [name, value] of Object.entries(fields)) {
		if (value === undefined || value === null || value === '') continue;
		form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
	}
	form.append(fileField, new Blob([bytes], { type: binary.mimeType }), binary.fileName ?? 'file');
	return form;
}

/** The Input Binary Field parameter of an upload; `what` says which file it holds, e.g. "the image or video to upload". */
export const binaryPropertyParameter = (what: string): INodeProperties => ({
	displayName: 'Input Binary Field',
	name: 'binaryPropertyName',
	type: 'string',
	default: 'data',
	required: true,
	hint: `The name of the input binary field containing ${what}`,
});
