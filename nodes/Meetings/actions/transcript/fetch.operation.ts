import type {
	IDataObject,
	IExecuteFunctions,
	IN8nHttpFullResponse,
	INodeProperties,
	JsonObject,
} from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { outputBinaryParameter, pathId, text } from '../../../shared/parameters';
import { OutputItems } from '../../../shared/router';
import { downloadBinary } from '../../../shared/binary';
import type { ApiResponse } from '../../../shared/transport';
import { apiError, apiErrorParts, apiRequestFull } from '../../../shared/transport';
import { meetings } from '../../api';
import { meetingId } from '../parameters';
import { pollUntil } from '../../../shared/pollUntil';
import { waitBounds, waitOptions } from '../waitUntilReady';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Fetch',
	action: 'Fetch a session transcript',
	description:
		'Have the session provider produce the transcript of one session and get its URL, optionally the file',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'recordOrFile',
	what: 'the transcript (its download URL)',
	fileWhen: 'Download File is on',
	fileWhat: 'the transcript',
};

export const description: INodeProperties[] = [
	meetingId,
	text(
		'Session ID',
		'cfSessionId',
		"ID of the session at the realtime session provider, as the meeting's session record there shows it (not a BizOps ID)",
		{
			required: true,
		},
	),
	...waitOptions('transcript'),
	{
		displayName: 'Download File',
		name: 'download',
		type: 'boolean',
		default: false,
		description: 'Whether to also download the transcript from the returned URL into binary data',
	},
	outputBinaryParameter({ displayOptions: { show: { download: [true] } } }),
];

const NOT_READY = 'TRANSCRIPT_NOT_READY';

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const meeting = pathId(this, itemIndex, 'publicMeetingId');
	const session = pathId(this, itemIndex, 'cfSessionId');
	const bounds = waitBounds(this, itemIndex);
	// A 404 TRANSCRIPT_NOT_READY did nothing at the service: asking again is safe.
	const ask = async () => {
		const response: ApiResponse = await apiRequestFull.call(this, meetings, {
			method: 'POST',
			path: `/meetings/${meeting}/sessions/${session}/fetch-transcript`,
			allowStatus: [404],
		});
		if (response.statusCode === 404 && apiErrorParts(response.body).code !== NOT_READY) {
			throw apiError(this, meetings, response as unknown as IN8nHttpFullResponse, '');
		}
		return { done: response.statusCode < 300, value: response };
	};
	const { done, value } = bounds ? await pollUntil(ask, bounds) : await ask();
	if (!done) {
		throw apiError(
			this,
			meetings,
			value as unknown as IN8nHttpFullResponse,
			bounds ? ` (still after waiting ${bounds.maxWaitMs / 1000} s)` : '',
		);
	}
	const result = value.body as IDataObject;
	if (!this.getNodeParameter('download', itemIndex, false)) return result;

	const url = String(result.transcriptUrl ?? '');
	if (!url)
		throw new NodeOperationError(
			this.getNode(),
			`The service returned no transcript URL to download (item ${itemIndex})`,
			{ itemIndex },
		);
	const property = this.getNodeParameter('binaryPropertyName', itemIndex) as string;
	const fileName = decodeURIComponent(
		new URL(url).pathname.split('/').pop() || `transcript-${session}.txt`,
	);
	try {
		// The URL points at the file's storage, not at the API: the key is not sent there.
		const file = { method: 'GET', path: '', url, authenticated: false } as const;
		return new OutputItems([
			await downloadBinary(this, meetings, file, property, fileName, result),
		]);
	} catch (error) {
		throw downloadError(this, url, error as NodeApiError, itemIndex);
	}
}

/**
 * Why the transcript did not download: only the storage's own refusal can mean an expired URL; no
 * answer (a timeout, n8n's outbound protection refusing the address) is said as the transport says it.
 */
function downloadError(
	ctx: IExecuteFunctions,
	url: string,
	error: NodeApiError,
	itemIndex: number,
) {
	if (!error.httpCode) return error;
	return new NodeApiError(ctx.getNode(), { message: error.message } as JsonObject, {
		itemIndex,
		message: `Meetings: could not download the transcript from ${url}`,
		description: `${error.message}. The transcript URL may have expired: fetch the transcript again for a fresh URL.`,
	});
}
