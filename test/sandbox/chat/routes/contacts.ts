import { ApiFailure } from '../../server';
import type { Route } from '../../server';
import { applyFilter } from '../filters';
import { filterBody } from '../schemas';
import { ChatState, now } from '../state';
import { lookups } from './lookups';

export function contactListRoutes(state: ChatState): Route[] {
	const { account, requester, contactList, contactView, contactChecks, contactFields, A } =
		lookups(state);
	return [
		{
			method: 'GET',
			path: `${A}/contacts`,
			handler: (req) => {
				const sort = req.query.sort ?? 'name';
				const field = sort.replace(/^-/, '');
				if (!['name', 'email', 'phone_number', 'last_activity_at', 'created_at'].includes(field)) {
					throw new ApiFailure(
						400,
						'invalid_parameter',
						'sort must be name, email, phone_number, last_activity_at or created_at, optionally prefixed with -',
					);
				}
				const direction = sort.startsWith('-') ? -1 : 1;
				const records = state.inAccount(state.contacts, account(req)).sort(
					(a, b) =>
						direction *
						(String(a[field] ?? '').localeCompare(String(b[field] ?? ''), undefined, {
							numeric: true,
						}) || a.id - b.id),
				);
				return { body: contactList(req, records) };
			},
		},
		{
			method: 'POST',
			path: `${A}/contacts`,
			body: { type: 'object', additionalProperties: false, properties: contactFields },
			handler: async (req) => {
				const accountId = account(req);
				contactChecks(req.body, accountId);
				const contact = state.addContact(req.body, accountId);
				await state.emit('contact_created', accountId, contactView(contact));
				return { body: { payload: { contact: contactView(contact), contact_inbox: {} } } };
			},
		},
		{
			method: 'GET',
			path: `${A}/contacts/search`,
			handler: (req) => {
				const q = String(req.query.q ?? '').toLowerCase();
				if (!q) throw new ApiFailure(400, 'invalid_parameter', 'q is required');
				const records = state.inAccount(state.contacts, account(req)).filter((c) =>
					[c.name, c.email, c.phone_number].some((v) =>
						String(v ?? '')
							.toLowerCase()
							.includes(q),
					),
				);
				return { body: contactList(req, records) };
			},
		},
		{
			method: 'POST',
			path: `${A}/contacts/filter`,
			body: filterBody,
			handler: (req) => ({
				body: contactList(
					{ ...req, query: { page: req.query.page } as Record<string, string> },
					applyFilter(state.inAccount(state.contacts, account(req)), req.body.payload, state),
				),
			}),
		},
		{
			method: 'POST',
			path: `${A}/contacts/import`,
			handler: async (req) => {
				const accountId = account(req);
				const contentType = String(req.headers['content-type'] ?? '');
				if (!contentType.startsWith('multipart/form-data'))
					throw new ApiFailure(400, 'invalid_content_type', 'import expects multipart/form-data');
				const file = req.parts.find((p) => p.name === 'import_file' && p.fileName !== undefined);
				if (!file)
					throw new ApiFailure(422, 'validation_error', 'import_file is required', ['import_file']);
				const [header, ...lines] = file.data.toString('utf8').trim().split(/\r?\n/);
				const columns = header.split(',').map((c) => c.trim());
				if (!columns.includes('email') && !columns.includes('phone_number')) {
					throw new ApiFailure(
						422,
						'validation_error',
						'the CSV needs an email or phone_number column',
						['import_file'],
					);
				}
				let created = 0;
				let updated = 0;
				for (const line of lines.filter(Boolean)) {
					const row = Object.fromEntries(
						line
							.split(',')
							.map((v, i) => [columns[i], v.trim()])
							.filter(([, v]) => v !== ''),
					);
					const existing = state
						.inAccount(state.contacts, accountId)
						.find((c) => row.email && c.email === row.email);
					if (existing) {
						Object.assign(existing, row);
						updated++;
					} else {
						const contact = state.addContact(row, accountId);
						await state.emit('contact_created', accountId, contactView(contact));
						created++;
					}
				}
				return {
					body: {
						data_import: {
							id: state.id(),
							status: 'completed',
							total_records: created + updated,
							processed_records: created + updated,
							created,
							updated,
						},
					},
				};
			},
		},
		{
			method: 'POST',
			path: `${A}/contacts/export`,
			body: {
				type: 'object',
				additionalProperties: false,
				properties: { column_names: { type: 'array', items: { type: 'string' } } },
			},
			handler: (req) => {
				const accountId = account(req);
				const email = requester(req).email;
				state.exports.push({ account_id: accountId, email, column_names: req.body?.column_names });
				return { body: { message: `The export has started; the file will be sent to ${email}` } };
			},
		},
	];
}

export function contactRoutes(state: ChatState): Route[] {
	const { found, contactView, contactChecks, contactFields, A } = lookups(state);
	return [
		{
			method: 'GET',
			path: `${A}/contacts/{id}`,
			handler: (req) => ({ body: { payload: contactView(found(state.contacts, 'contact', req)) } }),
		},
		{
			method: 'PATCH',
			path: `${A}/contacts/{id}`,
			body: {
				type: 'object',
				additionalProperties: false,
				minProperties: 1,
				properties: contactFields,
			},
			handler: async (req) => {
				const contact = found(state.contacts, 'contact', req);
				contactChecks(req.body, contact.account_id, contact.id);
				Object.assign(contact, req.body, { last_activity_at: now() });
				await state.emit('contact_updated', contact.account_id, contactView(contact));
				return { body: { payload: contactView(contact) } };
			},
		},
		{
			method: 'DELETE',
			path: `${A}/contacts/{id}`,
			handler: (req) => {
				const contact = found(state.contacts, 'contact', req);
				// Documented: the contact's conversations and messages go with it, for good.
				for (const conversation of [...state.conversations.values()].filter(
					(c) => c.contact_id === contact.id,
				)) {
					for (const message of [...state.messages.values()].filter(
						(m) => m.conversation_id === conversation.id,
					))
						state.messages.delete(message.id);
					state.conversations.delete(conversation.id);
				}
				state.contacts.delete(contact.id);
				return { status: 200 };
			},
		},
	];
}
