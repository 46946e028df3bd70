import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { pathId } from '../../../shared/parameters';
import { meetingsRequest } from '../../api';
import { meetingId } from '../parameters';
import { pollUntil } from '../../../shared/pollUntil';
import { waitBounds, waitOptions } from '../waitUntilReady';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Get',
	action: 'Get a meeting summary',
	description:
		'Get the summary, transcript URL and language produced after the meeting (empty until generated)',
	kind: 'read',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the summary, with `ready`',
};

export const description = [meetingId, ...waitOptions('summary')];

const isReady = (summary: IDataObject) => summary.summary !== null && summary.summary !== undefined;

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'publicMeetingId');
	const bounds = waitBounds(this, itemIndex);
	const read = async () => {
		const value = await meetingsRequest.call(this, {
			method: 'GET',
			path: `/meetings/${id}/summary`,
		});
		return { done: isReady(value), value };
	};
	if (!bounds) {
		const { value, done } = await read();
		return { ...value, ready: done };
	}
	const { value, done } = await pollUntil(read, bounds);
	if (!done) {
		throw new NodeOperationError(
			this.getNode(),
			`The summary of meeting ${decodeURIComponent(id)} was not ready after ${bounds.maxWaitMs / 1000} s (item ${itemIndex})`,
			{
				itemIndex,
				description:
					'A summary is produced automatically after the meeting ends: raise Max Wait, or read it later.',
			},
		);
	}
	return { ...value, ready: true };
}
