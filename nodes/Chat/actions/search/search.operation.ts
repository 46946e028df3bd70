import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { simplifyParameter } from '../../../shared/parameters';
import { checks } from '../../../shared/validation';
import { chatRaw } from '../../api';
import { pathOf, readableWhenSimplified, searchQuery } from '../parameters';
import type { OperationOption, OperationOutput } from '../../../shared/router';

export const option: OperationOption = {
	name: 'Search',
	action: 'Search conversations, messages and contacts',
	description: 'Search conversations, messages and contacts together',
	kind: 'read',
};

export const output: OperationOutput = {
	kind: 'record',
	what: '`conversations`, `messages` and `contacts`, three lists (Simplify as on their Get Many)',
};

export const description: INodeProperties[] = [
	searchQuery('conversations, messages and contacts'),
	simplifyParameter,
];

/** One item with the three lists the API returns. */
export async function execute(this: IExecuteFunctions, itemIndex: number) {
	const q = this.getNodeParameter('q', itemIndex) as string;
	checks(this, itemIndex).required('q', q);
	const answer = await chatRaw.call(this, {
		method: 'GET',
		path: await pathOf(this, itemIndex, '/search'),
		qs: { q },
	});
	const found = (answer?.payload ?? answer ?? {}) as IDataObject;
	const list = (name: string, kind: 'conversation' | 'message' | 'contact') =>
		((found[name] as IDataObject[] | undefined) ?? []).map(
			readableWhenSimplified(this, itemIndex, kind),
		);
	return {
		conversations: list('conversations', 'conversation'),
		messages: list('messages', 'message'),
		contacts: list('contacts', 'contact'),
	};
}
