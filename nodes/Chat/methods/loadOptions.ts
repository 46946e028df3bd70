import type { IDataObject, ILoadOptionsFunctions } from 'n8n-workflow';

import { byName } from '../../shared/parameters';
import { chatRaw, listPayload, pickerPath } from '../api';

/** A whole short list of the account (inboxes, agents, teams, labels) as dropdown options. */
async function options(
	ctx: ILoadOptionsFunctions,
	rest: string,
	name: (r: IDataObject) => string,
	value: (r: IDataObject) => string = (r) => String(r.id),
) {
	const records = listPayload(
		await chatRaw.call(ctx, { method: 'GET', path: await pickerPath(ctx, rest) }),
	);
	return records.map((r) => ({ name: name(r), value: value(r) })).sort(byName);
}

export const loadOptions = {
	async getInboxes(this: ILoadOptionsFunctions) {
		return await options(
			this,
			'/inboxes',
			(i) => `${String(i.name)} (${String(i.channel_type ?? '').replace('Channel::', '')})`,
		);
	},
	async getAgents(this: ILoadOptionsFunctions) {
		return await options(this, '/agents', (a) => `${String(a.name)} · ${String(a.email)}`);
	},
	async getTeams(this: ILoadOptionsFunctions) {
		return await options(this, '/teams', (t) => String(t.name));
	},
	/** Conversations carry labels by title. */
	async getLabels(this: ILoadOptionsFunctions) {
		return await options(
			this,
			'/labels',
			(l) => String(l.title),
			(l) => String(l.title),
		);
	},
};
