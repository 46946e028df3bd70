import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import type { ApiDefinition, ApiRequest } from './transport';
import { apiRequestFull } from './transport';

/** Downloads a file into the item's binary property, named from Content-Disposition when the API sends one. */
export async function downloadBinary(
	ctx: IExecuteFunctions,
	api: ApiDefinition,
	request: ApiRequest,
	binaryProperty: string,
	fallbackFileName: string,
	json: IDataObject = {},
): Promise<INodeExecutionData> {
	const response = await apiRequestFull.call(ctx, api, { ...request, binary: true });
	const header = (name: string) => {
		const value = response.headers[name];
		return Array.isArray(value) ? value[0] : value;
	};
	const disposition = header('content-disposition') ?? '';
	const fileName = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackFileName;
	const mimeType = header('content-type')?.split(';')[0];
	const data = await ctx.helpers.prepareBinaryData(
		Buffer.from(response.body as ArrayBuffer),
		decodeURIComponent(fileName),
		mimeType,
	);
	return { json: { ...json, fileName: data.fileName, mimeType: data.mimeType, fileSize: data.fileSize }, binary: { [binaryProperty]: data } };
}
