import { BizOpsChatApi } from '../../../credentials/BizOpsChatApi.credentials';
import { credentialTest } from '../../shared/transport';
import { chat, defaultAccount } from '../api';

/** The credential test (*Test*): the inboxes of the credential's default account. */
export const chatCredentialTest = credentialTest(
	chat,
	new BizOpsChatApi().authenticate,
	async (ctx) => ({
		method: 'GET',
		path: `/accounts/${encodeURIComponent(await defaultAccount(ctx))}/inboxes`,
	}),
);
