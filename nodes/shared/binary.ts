import type {
	IBinaryData,
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	JsonObject,
} from 'n8n-workflow';
import { BINARY_ENCODING, NodeApiError } from 'n8n-workflow';

import type { ApiDefinition, ApiRequest } from './transport';
import { apiRequestFull } from './transport';

/** What n8n's binary store takes: a buffer, or the answer's stream as it arrives */
type FileBytes = Parameters<IExecuteFunctions['helpers']['prepareBinaryData']>[0];

/**
 * Downloads a file into the item's binary property, named from Content-Disposition when the API
 * sends one. The answer streams into n8n's binary store (to disk in filesystem mode), so the file
 * is never held whole here; a file cut short is an error, never a shorter file.
 */
export async function downloadBinary(
	ctx: IExecuteFunctions,
	api: ApiDefinition,
	request: ApiRequest,
	binaryProperty: string,
	fallbackFileName: string,
	json: IDataObject = {},
): Promise<INodeExecutionData> {
	// A download only reads, whatever operation makes it (e.g. a transcript's fetch).
	const download: ApiRequest = { ...request, kind: 'read', binary: true };
	const response = await apiRequestFull.call(ctx, api, download);
	const header = (name: string) => {
		const value = response.headers[name];
		return Array.isArray(value) ? value[0] : value;
	};
	const disposition = header('content-disposition') ?? '';
	const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
	const mimeType = header('content-type')?.split(';')[0];
	// Only the header's name is percent-encoded: the fallback (e.g. an ID with "%") is used as it is.
	const fileName = named === undefined ? fallbackFileName : percentDecoded(named);
	const cutShort = (reason: string) =>
		new NodeApiError(ctx.getNode(), { message: reason } as JsonObject, {
			message: `${api.name}: the download of ${fileName} was cut short: ${reason}`,
			description: 'No file was output. Run the item again to download it anew.',
		});
	let data: IBinaryData;
	try {
		data = await ctx.helpers.prepareBinaryData(response.body as FileBytes, fileName, mimeType);
	} catch (error) {
		throw cutShort((error as Error).message);
	}
	// A compressed answer's length counts the compressed bytes: only a plain one is compared.
	const expected = header('content-encoding') ? undefined : Number(header('content-length'));
	const received = await binaryBytes(ctx, data);
	if (expected !== undefined && Number.isFinite(expected))
		if (received !== expected) throw cutShort(`${received} of ${expected} bytes arrived`);
	const file = { fileName: data.fileName, mimeType: data.mimeType, fileSize: data.fileSize };
	return {
		json: { ...json, ...file, ...(usedAsTool(ctx) ? await forTheModel(ctx, data) : {}) },
		binary: { [binaryProperty]: data },
	};
}

/**
 * A file's size in bytes. n8n 2.x records it as `bytes`; 1.x has no such field (its `fileSize` is
 * text such as "1.2 kB"), so there it is read from the stored file's metadata, or from the file
 * itself when n8n holds it in the item (base64).
 */
export async function binaryBytes(ctx: IExecuteFunctions, data: IBinaryData): Promise<number> {
	if (typeof data.bytes === 'number') return data.bytes;
	if (data.id) return Number((await ctx.helpers.getBinaryMetadata(data.id)).fileSize);
	return Buffer.byteLength(data.data ?? '', BINARY_ENCODING);
}

/** Largest text a download used as an AI tool hands the model (about 16,000 tokens) */
export const TOOL_TEXT_LIMIT = 64 * 1024;

const TEXT_TYPES = /^(text\/|application\/(xml|json|csv|[\w.-]+\+(xml|json))$)/;

/** Whether the node runs as an AI agent's or an MCP client's tool (its `<type>Tool` variant). */
export const usedAsTool = (ctx: IExecuteFunctions) => ctx.getNode().type.endsWith('Tool');

/**
 * What a model can use of a downloaded file: a model sees an item's JSON only, never its binary
 * data. A text file (XML, JSON, CSV, plain text) up to TOOL_TEXT_LIMIT bytes comes as `text`;
 * of any other file the model is told that the file itself stays with the workflow.
 */
async function forTheModel(ctx: IExecuteFunctions, data: IBinaryData): Promise<IDataObject> {
	const bytes = await binaryBytes(ctx, data);
	if (!TEXT_TYPES.test(data.mimeType ?? '') || bytes > TOOL_TEXT_LIMIT)
		return {
			note: `The file itself (${data.mimeType ?? 'unknown type'}, ${bytes} bytes) is in the workflow's binary data, not shown here${bytes > TOOL_TEXT_LIMIT ? ': it is too large' : ''}.`,
		};
	const stored = data.id
		? await ctx.helpers.getBinaryStream(data.id)
		: Buffer.from(data.data, BINARY_ENCODING);
	return { text: await ctx.helpers.binaryToString(stored, 'utf8') };
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
