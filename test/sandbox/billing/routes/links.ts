import { DAY_MS } from '../../clock';
import type { Route } from '../../server';
import { ApiFailure } from '../../server';
import * as schemas from '../schemas';
import type { Rec } from '../state';
import type { BillingApi } from './api';
import { oneOf, page } from './api';

/** Collection links (card capture, customer payment) and the payment-link listing. */
export function linkRoutes({ state, ok, route, productOf, checkLink }: BillingApi): Route[] {
	return [
		route(
			'POST',
			'/v1/collections/links',
			(req, projectId) => {
				checkLink(req.body);
				const id = state.id('lnk');
				const link: Rec = {
					id,
					projectId,
					linkType: 'customer_collection',
					hashUrl: id.replace('lnk_', 'h'),
					paymentLinkUrl: `https://pay.example/c/${id}`,
					customerName: req.body.customer.name,
					customerEmail: req.body.customer.email ?? null,
					concept: null,
					amount: null,
					status: 'pending',
					isTest: req.body.isTest ?? false,
					paymentMethods: ['card'],
					paymentProvider: 'card',
					requestCustomerEmail: !req.body.customer.email,
					redirectUrl: req.body.redirectUrl ?? null,
					metadata: req.body.metadata ?? {},
					createdAt: state.now(),
					expiresAt: state.clock.iso(state.clock.now() + 7 * DAY_MS),
				};
				state.links.set(id, link);
				return ok(link, 'Collection link created', 201);
			},
			schemas.cardCaptureLink,
		),
		route(
			'POST',
			'/v1/collections/payment-links',
			(req, projectId) => {
				checkLink(req.body);
				const p = productOf(req.body.productCode, projectId);
				if (p.paymentType !== 'one_time')
					throw new ApiFailure(422, 'ERR_VALIDATION', `${p.productCode} is not a one_time product`);
				if (p.status !== 'active')
					throw new ApiFailure(422, 'ERR_PRODUCT_NOT_ACTIVE', `${p.productCode} is ${p.status}`);
				const id = state.id('lnk');
				const link: Rec = {
					id,
					projectId,
					linkType: 'customer_payment',
					hashUrl: id.replace('lnk_', 'h'),
					paymentLinkUrl: `https://pay.example/p/${id}`,
					customerName: req.body.customer?.name ?? null,
					customerEmail: req.body.customer?.email ?? null,
					concept: req.body.concept,
					amount: req.body.amount,
					productCode: p.productCode,
					status: 'pending',
					isTest: req.body.isTest ?? false,
					paymentMethods: ['card'],
					paymentProvider: 'card',
					requestCustomerEmail: !req.body.customer?.email,
					redirectUrl: req.body.redirectUrl ?? null,
					metadata: req.body.metadata ?? {},
					createdAt: state.now(),
					expiresAt: state.clock.iso(state.clock.now() + 7 * DAY_MS),
				};
				state.links.set(id, link);
				return ok(link, 'Customer payment link created', 201);
			},
			schemas.paymentLink,
		),
		route('GET', '/v1/payment-links', (req, projectId) => {
			const q = req.query;
			oneOf(q, 'status', ['pending', 'processing', 'completed', 'expired', 'cancelled']);
			oneOf(q, 'paymentProvider', ['wallet_a', 'card']);
			oneOf(q, 'linkType', ['one_time', 'customer_collection', 'customer_payment']);
			oneOf(q, 'isTest', ['true', 'false']);
			const list = [...state.links.values()].filter(
				(l) =>
					l.projectId === projectId &&
					(!q.status || l.status === q.status) &&
					(!q.isTest || String(l.isTest) === q.isTest) &&
					(!q.paymentProvider || l.paymentProvider === q.paymentProvider) &&
					(!q.linkType || l.linkType === q.linkType) &&
					(!q.search ||
						String(l.customerName ?? '')
							.toLowerCase()
							.includes(q.search.toLowerCase())),
			);
			return ok(
				page(
					list.map(({ projectId: _p, ...l }) => l),
					q,
					'paymentLinks',
				),
			);
		}),
	];
}
