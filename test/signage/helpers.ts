import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { nodeTestbed, runWithSecretAs } from '../harness/testbed';
import { SIGNAGE_TOKENS } from '../sandbox/signage';

export function signageTestbed() {
	const bed = nodeTestbed({
		slug: 'signage',
		type: 'signage',
		credentials: (baseUrl, accessToken = SIGNAGE_TOKENS.full) => ({
			bizOpsSignageApi: { baseUrl, accessToken },
		}),
	});
	const { state } = bed;
	/** Parameters as the editor saves them (typed loosely here: fixed collections of test rows) */
	const run = runWithSecretAs(bed, 'token');
	const poll = (
		parameters: IDataObject,
		staticData?: IDataObject,
		mode: 'trigger' | 'manual' = 'trigger',
	) => bed.poll(parameters as INodeParameters, staticData, mode);
	/** A paired screen, straight in the simulated service */
	const screen = (name = 'Screen', fields: IDataObject = {}) =>
		state().pair({ pairing_code: state().announceDevice(), name, ...fields });
	/** A media file, straight in the simulated service */
	const media = (type: 'image' | 'video' = 'image', fields: IDataObject = {}) =>
		state().addMedia({
			fileName: type === 'image' ? 'pic.png' : 'clip.mp4',
			contentType: type === 'image' ? 'image/png' : 'video/mp4',
			bytes: Buffer.from('x'),
			...fields,
		});
	return { ...bed, run, poll, screen, media };
}

export { byId } from '../harness/testbed';

/** An item's binary file as n8n keeps it in memory. */
export const file = (content: Buffer | string, fileName: string, mimeType: string) => ({
	data: Buffer.from(content).toString('base64'),
	fileName,
	mimeType,
});
