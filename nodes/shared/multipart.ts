import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

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
	const binary = ctx.helpers.assertBinaryData(itemIndex, binaryProperty);
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
