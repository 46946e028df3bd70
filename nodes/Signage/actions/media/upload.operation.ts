import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection } from '../../../shared/crud';
import {
	binaryPropertyParameter,
	inputBinary,
	multipartFromBinary,
} from '../../../shared/multipart';
import { text } from '../../../shared/parameters';
import { checks, splitList } from '../../../shared/validation';
import { signageRequest } from '../../api';
import { tagsParameter } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Upload',
	action: 'Upload a media file',
	description: 'Upload an image or a video from binary data',
	kind: 'write',
};

export const output: OperationOutput = {
	kind: 'record',
	what: 'the uploaded media file',
};

/** The file comes from an earlier node's binary data (an HTTP Request download, a form upload). */
export const example = `node({
	type: 'n8n-nodes-bizops.signage',
	version: 1,
	config: {
		name: 'Upload Media',
		parameters: {
			resource: 'media',
			operation: 'upload',
			binaryPropertyName: 'data',
			additionalFields: { name: 'Summer menu', tags: 'menu, summer' },
		},
		credentials: { bizOpsSignageApi: newCredential('BizOps Signage') },
	},
})`;

export const description: INodeProperties[] = [
	binaryPropertyParameter('the image or video to upload'),
	...collection('Additional Fields', 'additionalFields', 'Add Field', [
		text('Name', 'name', 'Name of the media; without it the service names it after the file'),
		text('Folder ID', 'folder_id', 'Folder to keep the media in: its ID in the signage service'),
		tagsParameter,
	]),
];

/** Not retried (a write without idempotency key): a lost answer is checked with Media → Get Many. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const check = checks(this, itemIndex);
	const binaryProperty = this.getNodeParameter('binaryPropertyName', itemIndex, 'data') as string;
	check.required('binaryPropertyName', binaryProperty);
	// The service takes images and videos only: anything else would be refused after the whole upload.
	const { mimeType } = inputBinary(this, itemIndex, binaryProperty);
	check.matches(
		'binaryPropertyName',
		mimeType,
		/^(image|video)\//,
		`must hold an image or a video; its file is ${mimeType}`,
	);
	const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
	const body = await multipartFromBinary(this, itemIndex, binaryProperty, 'file', {
		name: fields.name,
		folder_id: fields.folder_id,
		// tags[] as repeated form fields, one per tag.
		'tags[]': splitList(fields.tags),
	});
	return await signageRequest.call(this, { method: 'POST', path: '/media', body });
}
