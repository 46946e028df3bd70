import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { deleted } from '../../../shared/crud';
import { pathId } from '../../../shared/parameters';
import { signageRequest } from '../../api';
import { mediaId } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Delete',
	action: 'Delete a media file',
	description: 'Delete a media file, with Force also when a playlist or layout uses it',
	kind: 'write',
};

export const output: OperationOutput = { kind: 'deleted' };

export const description: INodeProperties[] = [
	mediaId,
	{
		displayName: 'Force',
		name: 'force',
		type: 'boolean',
		default: false,
		description: 'Whether to delete the media even when a playlist or layout uses it',
	},
];

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'mediaId');
	const force = this.getNodeParameter('force', itemIndex, false) as boolean;
	await signageRequest.call(this, {
		method: 'DELETE',
		path: `/media/${id}`,
		qs: force ? { force: true } : undefined,
		idempotent: true,
	});
	return deleted(id);
}
