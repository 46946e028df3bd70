import type { IDataObject, ILoadOptionsFunctions } from 'n8n-workflow';

import { searchPage } from '../../shared/listSearch';
import { chat, contactPages, conversationPages, pickerPath } from '../api';

/** Searched by the API (`q`) when the user types, listed page by page otherwise. */
const picker = async (
	ctx: ILoadOptionsFunctions,
	rest: string,
	searchRest: string,
	filter: string | undefined,
) => ({
	api: chat,
	path: await pickerPath(ctx, filter ? searchRest : rest),
	searchParameter: 'q',
});

const contactLabel = (c: IDataObject) =>
	[c.name, c.email ?? c.phone_number, `#${String(c.id)}`].filter(Boolean).join(' · ');

const conversationLabel = (c: IDataObject) => {
	const meta = (c.meta ?? {}) as IDataObject;
	const sender = (meta.sender ?? {}) as IDataObject;
	return [`#${String(c.id)}`, sender.name, c.vip ? 'VIP' : undefined].filter(Boolean).join(' · ');
};

export const listSearch = {
	async searchContacts(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await searchPage(
			this,
			{
				...(await picker(this, '/contacts', '/contacts/search', filter)),
				pages: contactPages,
				label: contactLabel,
			},
			filter,
			paginationToken,
		);
	},
	async searchConversations(
		this: ILoadOptionsFunctions,
		filter?: string,
		paginationToken?: string,
	) {
		return await searchPage(
			this,
			{
				...(await picker(this, '/conversations', '/conversations/search', filter)),
				pages: conversationPages(),
				label: conversationLabel,
			},
			filter,
			paginationToken,
		);
	},
};
