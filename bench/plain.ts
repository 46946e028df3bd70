import axios from 'axios';
import http from 'node:http';

/**
 * The baseline both benchmarks measure the node against: the same Workspace CRM calls as a plain
 * HTTP loop (axios, one kept-alive connection), with nothing of n8n in between.
 */
export function plainWorkspaceCrm(baseUrl: string, token: string, { keepAlive = true } = {}) {
	const client = axios.create({
		baseURL: `${baseUrl}/public/v1`,
		headers: { Authorization: `Bearer ${token}`, ...(keepAlive ? {} : { Connection: 'close' }) },
		httpAgent: new http.Agent({ keepAlive }),
	});
	return {
		/** Every contact, page by page at the largest page size; returns how many */
		async getAll() {
			let cursor: string | undefined;
			let count = 0;
			do {
				const { data } = await client.get('/contacts', { params: { limit: 100, cursor } });
				count += data.data.length;
				cursor = data.hasMore ? data.nextCursor : undefined;
			} while (cursor);
			return count;
		},
		/** One create per contact, one after the other; returns how many */
		async create(contacts: Array<{ firstName: string; lastName: string }>) {
			for (const contact of contacts) await client.post('/contacts', contact);
			return contacts.length;
		},
	};
}
