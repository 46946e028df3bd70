import { ApiFailure } from '../../server';
import type { Route, SandboxRequest } from '../../server';
import { file, pdfOf, xmlOf } from '../files';
import { InvoicingState, RFC, Rec, keyOf, round } from '../state';

/** Look-ups the routes share, over the interface's state. */
export function lookups(state: InvoicingState) {
	const find = (map: Map<string, Rec>, id: string, what: string) => {
		const record = map.get(id);
		if (!record) throw new ApiFailure(404, 'not_found', `${what} ${id} not found`);
		return record;
	};
	const byNewest = (records: Rec[]) =>
		[...records].sort((a, b) =>
			a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0,
		);
	const summary = (invoice: Rec) => {
		const { id, uuid, serie, folio, type, status, subtotal, total, timbrado_at, xml_url, pdf_url } =
			invoice;
		return { id, uuid, serie, folio, type, status, subtotal, total, timbrado_at, xml_url, pdf_url };
	};
	const inMxn = (invoice: Rec) =>
		invoice.total * (invoice.moneda === 'MXN' ? 1 : invoice.tipo_cambio);
	const clientView = (client: Rec): Rec => {
		const invoices = [...state.invoices.values()].filter(
			(i) => i.receptor.rfc === client.rfc && i.status !== 'cancelled',
		);
		return {
			...client,
			invoice_count: invoices.length,
			total_facturado: round(invoices.reduce((sum, i) => sum + i.total, 0)),
		};
	};
	const catalogKeys = (body: Rec) => {
		if (body.clave_prod_serv !== undefined && !keyOf('products').has(body.clave_prod_serv))
			throw new ApiFailure(
				422,
				'unknown_product_key',
				`clave_prod_serv ${body.clave_prod_serv} is not in the catalogue`,
			);
		if (body.clave_unidad !== undefined && !keyOf('units').has(body.clave_unidad))
			throw new ApiFailure(
				422,
				'unknown_unit_key',
				`clave_unidad ${body.clave_unidad} is not in the catalogue`,
			);
	};
	const clientRules = (body: Rec) => {
		if (body.rfc !== undefined && !RFC.test(body.rfc))
			throw new ApiFailure(422, 'invalid_rfc', `${body.rfc} is not a valid RFC`, [
				{ field: 'rfc', code: 'invalid_rfc' },
			]);
		if (body.regimen_fiscal !== undefined && !keyOf('tax-regimes').has(body.regimen_fiscal))
			throw new ApiFailure(
				422,
				'unknown_tax_regime',
				`regimen_fiscal ${body.regimen_fiscal} is not in the catalogue`,
			);
	};
	/** An unknown or blacklisted RFC is a warning, not an error. */
	const rfcWarning = (rfc: string) => {
		if (state.blacklist.has(rfc))
			return { code: 'rfc_blacklisted', message: `RFC ${rfc} is on the tax authority's blacklist` };
		if (!state.registry.has(rfc))
			return {
				code: 'rfc_not_found',
				message: `RFC ${rfc} is not in the tax authority's registry`,
			};
		return undefined;
	};
	/** The stamped XML and the PDF of a document, named <series>-<number>. */
	const documentRoutes = (
		collection: string,
		param: string,
		map: Map<string, Rec>,
		what: string,
		scope?: string,
	): Route[] =>
		[
			['xml', 'application/xml', xmlOf],
			['pdf', 'application/pdf', pdfOf],
		].map(([format, type, render]) => ({
			method: 'GET',
			path: `/${collection}/{${param}}/${format as string}`,
			scope,
			handler: (req: SandboxRequest) => {
				const doc = find(map, req.params[param], what);
				return file(
					(render as typeof xmlOf)(doc),
					type as string,
					`${doc.serie}-${doc.folio}.${format as string}`,
				);
			},
		}));

	return {
		find,
		byNewest,
		summary,
		inMxn,
		clientView,
		catalogKeys,
		clientRules,
		rfcWarning,
		documentRoutes,
	};
}
