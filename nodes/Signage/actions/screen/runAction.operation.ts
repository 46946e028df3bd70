import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { pathId, text } from '../../../shared/parameters';
import { signageRequest } from '../../api';
import { screenId } from './fields';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Run Remote Action',
	action: 'Run a remote action on a screen',
	description: 'Restart, take a screenshot, force a sync or clear the cache',
	kind: 'write',
};

export const output: OperationOutput = { kind: 'record', what: 'the action' };

export const description: INodeProperties[] = [
	screenId,
	{
		displayName: 'Action',
		name: 'remoteAction',
		description:
			'What the screen does now: force_sync, clear_cache, restart_app, restart_device or screenshot',
		type: 'options',
		options: [
			{
				name: 'Clear Cache',
				value: 'clear_cache',
				description: 'Empty the stored content; the screen downloads it again',
			},
			{ name: 'Force Sync', value: 'force_sync', description: 'Fetch playlists and schedules now' },
			{ name: 'Restart App', value: 'restart_app', description: 'Restart the player application' },
			{ name: 'Restart Device', value: 'restart_device', description: 'Reboot the whole device' },
			{ name: 'Screenshot', value: 'screenshot', description: 'Capture what the screen shows' },
		],
		default: 'force_sync',
	},
	text('Reason', 'reason', 'Why, kept with the action'),
];

/** Not retried (a write): restarting a device twice is not harmless. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const id = pathId(this, itemIndex, 'screenId');
	const action = this.getNodeParameter('remoteAction', itemIndex) as string;
	const reason = (this.getNodeParameter('reason', itemIndex, '') as string) || undefined;
	return await signageRequest.call(this, {
		method: 'POST',
		path: `/screens/${id}/actions`,
		body: { action, reason },
	});
}
