import { ApiFailure } from '../../server';
import type { Route } from '../../server';
import { contains, paginate, sortBy } from '../queries';
import { clientFields } from '../schemas';
import { InvoicingState } from '../state';
import { lookups } from './lookups';

export function clientRoutes(state: InvoicingState): Route[] {
	const { find, byNewest, clientView, clientRules, rfcWarning } = lookups(state);
	return [
		{
			method: 'GET',
			path: '/clients',
			scope: 'catalogs:read',
			handler: (req) => {
				const q = req.query;
				const list = [...state.clients.values()]
					.map(clientView)
					.filter(
						(c) =>
							(!q.regimen_fiscal || c.regimen_fiscal === q.regimen_fiscal) &&
							contains(q.search, c.rfc, c.nombre, c.email),
					);
				const sorted = sortBy(byNewest(list), q, {
					name: (c) => c.nombre,
					rfc: (c) => c.rfc,
					created_at: (c) => c.created_at,
					invoice_count: (c) => c.invoice_count,
				});
				return { body: paginate(sorted, q) };
			},
		},
		{
			method: 'POST',
			path: '/clients',
			scope: 'catalogs:read',
			body: {
				type: 'object',
				required: ['rfc', 'nombre', 'regimen_fiscal', 'domicilio_fiscal'],
				additionalProperties: false,
				properties: clientFields,
			},
			handler: (req) => {
				clientRules(req.body);
				if ([...state.clients.values()].some((c) => c.rfc === req.body.rfc))
					throw new ApiFailure(409, 'duplicate_client', `A client with RFC ${req.body.rfc} exists`);
				const client = { id: state.id('cli'), ...req.body, created_at: new Date().toISOString() };
				state.clients.set(client.id, client);
				const warning = rfcWarning(client.rfc);
				return { status: 201, body: { data: clientView(client), ...(warning ? { warning } : {}) } };
			},
		},
		{
			method: 'GET',
			path: '/clients/{client_id}',
			handler: (req) => ({
				body: { data: clientView(find(state.clients, req.params.client_id, 'client')) },
			}),
		},
		{
			method: 'PATCH',
			path: '/clients/{client_id}',
			body: {
				type: 'object',
				minProperties: 1,
				additionalProperties: false,
				properties: clientFields,
			},
			handler: (req) => {
				const client = find(state.clients, req.params.client_id, 'client');
				clientRules(req.body);
				Object.assign(client, req.body);
				return { body: { data: clientView(client) } };
			},
		},
		{
			method: 'DELETE',
			path: '/clients/{client_id}',
			handler: (req) => {
				const client = clientView(find(state.clients, req.params.client_id, 'client'));
				if ([...state.invoices.values()].some((i) => i.receptor.rfc === client.rfc)) {
					throw new ApiFailure(
						409,
						'client_has_invoices',
						`Client ${client.rfc} has invoices and cannot be deleted`,
					);
				}
				state.clients.delete(client.id);
				return { status: 204 };
			},
		},
	];
}
