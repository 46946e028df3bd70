import type { IDataObject, ILoadOptionsFunctions } from 'n8n-workflow';

import type { PickerList } from '../../shared/listSearch';
import { joined, searchMethods } from '../../shared/listSearch';
import { chat, contactPages, conversationPages, pickerPath } from '../api';

/** Searched by the API (`q`) when the user types, listed page by page otherwise. */
const picker =
	(rest: string, searchRest: string, list: Pick<PickerList, 'pages' | 'label'>) =>
	async (ctx: ILoadOptionsFunctions, filter: string | undefined): Promise<PickerList> => ({
		api: chat,
		path: await pickerPath(ctx, filter ? searchRest : rest),
		searchParameter: 'q',
		...list,
	});

const contactLabel = (c: IDataObject) =>
	joined(c.name, c.email ?? c.phone_number, `#${String(c.id)}`);

const conversationLabel = (c: IDataObject) => {
	const meta = (c.meta ?? {}) as IDataObject;
	const sender = (meta.sender ?? {}) as IDataObject;
	return joined(`#${String(c.id)}`, sender.name, c.vip ? 'VIP' : undefined);
};

export const listSearch = searchMethods({
	searchContacts: picker('/contacts', '/contacts/search', {
		pages: contactPages,
		label: contactLabel,
	}),
	searchConversations: picker('/conversations', '/conversations/search', {
		pages: conversationPages(),
		label: conversationLabel,
	}),
});
