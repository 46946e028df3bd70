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
	const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
	const mimeType = header('content-type')?.split(';')[0];
	// Only the header's name is percent-encoded: the fallback (e.g. an ID with "%") is used as it is.
	const fileName = named === undefined ? fallbackFileName : percentDecoded(named);
	const data = await ctx.helpers.prepareBinaryData(
		Buffer.from(response.body as ArrayBuffer),
		fileName,
		mimeType,
	);
	return {
		json: { ...json, fileName: data.fileName, mimeType: data.mimeType, fileSize: data.fileSize },
		binary: { [binaryProperty]: data },
	};
}

/** A percent-encoded name decoded; a malformed one is kept as the service sent it. */
function percentDecoded(name: string): string {
	let decoded = name;
	try {
		decoded = decodeURIComponent(name);
	} catch {
		decoded = name;
	}
	return decoded;
}
