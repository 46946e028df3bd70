import type { IBinaryKeyData, IDataObject, INodeParameters } from 'n8n-workflow';

import { runNode, runPoll } from '../harness/engine';
import { useSandbox } from '../harness/sandbox';
import { SIGNAGE_TOKENS } from '../sandbox/signage';

export function signageTestbed() {
	const bed = useSandbox();
	const state = () => bed.interfaces.signage.state;
	const credentials = (token = SIGNAGE_TOKENS.full) => ({
		bizOpsSignageApi: { baseUrl: bed.sandbox.baseUrl('signage'), accessToken: token },
	});
	/** Parameters as the editor saves them (typed loosely here: fixed collections of test rows) */
	const run = (
		parameters: Record<string, unknown>,
		input?: Array<Record<string, unknown>>,
		options: { token?: string; continueOnFail?: boolean; binary?: IBinaryKeyData[] } = {},
	) =>
		runNode(
			{
				type: 'signage',
				parameters: parameters as INodeParameters,
				credentials: credentials(options.token),
				continueOnFail: options.continueOnFail,
			},
			input as never,
			options.binary,
		);
	const poll = (
		parameters: IDataObject,
		staticData?: IDataObject,
		mode: 'trigger' | 'manual' = 'trigger',
	) =>
		runPoll(
			{ type: 'signageTrigger', parameters: parameters as never, credentials: credentials() },
			{ staticData, mode },
		);
	const requests = (method?: string, route?: string) =>
		bed.sandbox.requestsTo('signage', method, route);
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
	return { ...bed, state, credentials, run, poll, requests, screen, media };
}

export const byId = (value: string) => ({ __rl: true, mode: 'id', value });

/** An item's binary file as n8n keeps it in memory. */
export const file = (content: Buffer | string, fileName: string, mimeType: string) => ({
	data: Buffer.from(content).toString('base64'),
	fileName,
	mimeType,
});
