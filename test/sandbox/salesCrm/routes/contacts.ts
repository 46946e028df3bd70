import type { Route, SandboxRequest } from '../../server';
import { ApiFailure } from '../../server';
import { emit as emitEvent } from '../events';
import { found, importRows, oneOf, paged } from '../helpers';
import { contactProperties } from '../schemas';
import type { Rec, SalesCrmState } from '../state';
import { VERTICALS } from '../state';

/** Contacts */
export function contactRoutes(state: SalesCrmState): Route[] {
	const emit = (event: string, data: Rec) => emitEvent(state, event, data);
	const contactList = (req: SandboxRequest) => {
		const q = req.query;
		oneOf('vertical', q.vertical, VERTICALS);
		oneOf('sort_by', q.sort_by, ['created_at', 'name', 'updated_at']);
		oneOf('sort_dir', q.sort_dir, ['asc', 'desc']);
		const needle = q.search?.toLowerCase();
		const key = q.sort_by ?? 'created_at';
		const direction = q.sort_dir === 'asc' ? 1 : -1;
		return [...state.contacts.values()]
			.filter(
				(c) =>
					(!needle ||
						[c.name, c.email, c.phone].some((f) =>
							String(f ?? '')
								.toLowerCase()
								.includes(needle),
						)) &&
					(!q.tag || c.tags.includes(q.tag)) &&
					(!q.segment_id ||
						c.custom_fields?.segment_id === q.segment_id ||
						(c.segment_ids ?? []).includes(q.segment_id)) &&
					(!q.vertical || c.vertical === q.vertical),
			)
			.sort((a, b) =>
				a[key] < b[key]
					? -direction
					: a[key] > b[key]
						? direction
						: a.id < b.id
							? -direction
							: direction,
			);
	};

	const createContact = async (body: Rec) => {
		if (body.email && [...state.contacts.values()].some((c) => c.email === body.email)) {
			throw new ApiFailure(409, 'duplicate_detected', `a contact with e-mail ${body.email} exists`);
		}
		const contact = state.addContact(body);
		await emit('contact.created', contact);
		return contact;
	};

	return [
		{
			method: 'GET',
			path: '/contacts',
			scope: 'crm:read',
			handler: (req) => paged(contactList(req), req.query),
		},
		{
			method: 'POST',
			path: '/contacts',
			scope: 'crm:write',
			body: {
				type: 'object',
				required: ['name'],
				properties: contactProperties,
				additionalProperties: false,
			},
			handler: async (req) => ({ status: 201, body: await createContact(req.body) }),
		},
		{
			method: 'GET',
			path: '/contacts/{contact_id}',
			scope: 'crm:read',
			handler: (req) => ({ body: found(state.contacts, 'contact', req.params.contact_id) }),
		},
		{
			method: 'PATCH',
			path: '/contacts/{contact_id}',
			scope: 'crm:write',
			body: {
				type: 'object',
				properties: contactProperties,
				additionalProperties: false,
				minProperties: 1,
			},
			handler: (req) => {
				const contact = found(state.contacts, 'contact', req.params.contact_id);
				Object.assign(contact, req.body, { updated_at: state.now() });
				return { body: contact };
			},
		},
		{
			method: 'DELETE',
			path: '/contacts/{contact_id}',
			scope: 'crm:delete',
			handler: (req) => {
				const contact = found(state.contacts, 'contact', req.params.contact_id);
				state.contacts.delete(contact.id);
				// Documented: deleting a contact also deletes its activities, notes and deals.
				for (const [id, deal] of state.deals)
					if (deal.contact_id === contact.id) state.deals.delete(id);
				for (const [id, activity] of state.activities)
					if (activity.contact_id === contact.id) state.activities.delete(id);
				return { status: 204 };
			},
		},
		{
			method: 'POST',
			path: '/contacts/import',
			scope: 'crm:write',
			handler: async (req) => {
				const contentType = String(req.headers['content-type'] ?? '');
				if (!contentType.startsWith('multipart/form-data'))
					throw new ApiFailure(400, 'invalid_content_type', 'import expects multipart/form-data');
				const parts = req.parts;
				const file = parts.find((p) => p.name === 'file' && p.fileName !== undefined);
				if (!file)
					throw new ApiFailure(422, 'validation_error', 'file is required', [
						{ field: 'file', code: 'required' },
					]);
				const fields = Object.fromEntries(
					parts.filter((p) => p !== file).map((p) => [p.name, p.data.toString('utf8')]),
				);
				const strategy = fields.duplicate_strategy ?? 'skip';
				oneOf('duplicate_strategy', strategy, ['skip', 'update', 'create']);
				oneOf('vertical', fields.vertical, VERTICALS);
				state.imports.push({
					fields,
					fileName: file.fileName,
					contentType: file.contentType,
					bytes: Buffer.from(file.data),
				});
				const result = { total: 0, created: 0, updated: 0, skipped: 0 };
				for (const row of importRows(file.data, file.fileName)) {
					result.total++;
					const existing = [...state.contacts.values()].find(
						(c) => row.email && c.email === row.email,
					);
					const values = { ...row, ...(fields.vertical ? { vertical: fields.vertical } : {}) };
					if (existing && strategy === 'skip') result.skipped++;
					else if (existing && strategy === 'update') {
						Object.assign(existing, values, { updated_at: state.now() });
						result.updated++;
					} else {
						const contact = state.addContact(values);
						await emit('contact.created', contact);
						result.created++;
					}
				}
				return { status: 201, body: result };
			},
		},
	];
}
