import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { binaryPropertyParameter, multipartFromBinary } from '../../../shared/multipart';
import { number, pathId, text } from '../../../shared/parameters';
import { pollUntil } from '../../../shared/pollUntil';
import { checks } from '../../../shared/validation';
import { isGiven } from '../../../shared/values';
import { recruitmentRequest } from '../../api';
import { commaList } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Import',
	action: 'Import candidates from a file',
	description:
		'Import candidates into the database from a file in binary data, optionally waiting until the import is done',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the import job; with Wait for Completion, its last status with the counts',
};

const waiting = { show: { waitForCompletion: [true] } };

export const description: INodeProperties[] = [
	binaryPropertyParameter('the file to import'),
	text('Source', 'source', 'Where the candidates come from, e.g. job_fair_2026'),
	text('Tags', 'tags', 'Comma-separated tags every imported candidate gets'),
	{
		displayName: 'Wait for Completion',
		name: 'waitForCompletion',
		type: 'boolean',
		default: false,
		description:
			'Whether to wait until the import has finished and return its counts; otherwise the job is returned while it is still processing',
	},
	number(
		'Max Wait (Seconds)',
		'maxWaitSeconds',
		'How long to wait for the import before failing, in seconds; the import goes on, and Get Import Status reads it later',
		{ default: 120, typeOptions: { minValue: 1, maxValue: 3600 }, displayOptions: waiting },
	),
];

/** Pauses between status reads: short at first, then every five seconds. */
const POLL_DELAYS_MS = [500, 1000, 2000, 3000, 5000];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const binaryProperty = this.getNodeParameter('binaryPropertyName', itemIndex, 'data') as string;
	check.required('binaryPropertyName', binaryProperty);
	const wait = this.getNodeParameter('waitForCompletion', itemIndex, false) as boolean;
	const maxWaitSeconds = wait
		? (this.getNodeParameter('maxWaitSeconds', itemIndex, 120) as number)
		: 0;
	if (wait) check.integerBetween('maxWaitSeconds', maxWaitSeconds, 1, 3600);
	const body = await multipartFromBinary(this, itemIndex, binaryProperty, 'file', {
		source: this.getNodeParameter('source', itemIndex, '') as string,
		tags: commaList(this.getNodeParameter('tags', itemIndex, '')),
	});
	// Not retried: a repeated upload would import the file twice.
	const job = (await recruitmentRequest.call(this, {
		method: 'POST',
		path: '/candidates/import',
		body,
	})) as IDataObject;
	if (!wait) return job;
	if (!isGiven(job.import_id ?? job.id))
		throw new NodeOperationError(this.getNode(), 'The API returned no import_id to wait for', {
			itemIndex,
		});
	const id = pathId(this, itemIndex, 'import_id', { value: job.import_id ?? job.id });
	const checked = (status: IDataObject) => ({
		done: status.status !== 'processing',
		value: status,
	});
	const readStatus = async () =>
		checked(
			await recruitmentRequest.call(this, {
				method: 'GET',
				path: `/candidates/import/${id}`,
				kind: 'read',
			}),
		);
	const bounds = { maxWaitMs: maxWaitSeconds * 1000, intervalMs: POLL_DELAYS_MS };
	const { done, value: last } = await pollUntil(readStatus, bounds, checked(job));
	if (done) return last;
	const counts = JSON.stringify({
		total_rows: last.total_rows,
		processed: last.processed,
		created: last.created,
		duplicates: last.duplicates,
		errors: last.errors,
	});
	throw new NodeOperationError(
		this.getNode(),
		`The import ${decodeURIComponent(id)} is still processing after ${maxWaitSeconds} seconds`,
		{
			itemIndex,
			description: `It goes on in the service: read it later with Candidate → Get Import Status, or raise Max Wait. Counts so far: ${counts}`,
		},
	);
}
