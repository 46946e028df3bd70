import type { Route } from '../server';
import { ApiFailure } from '../server';
import { canSeeAll, crud, live, matchesSearch, parseDate } from './records';
import { companyProperties, contactProperties } from './schemas';
import type { WorkspaceCrmState } from './state';
import { GEO, SOURCES } from './state';

/** Contacts: the CRUD routes, listed with their filters. */
export const contactRoutes = (state: WorkspaceCrmState): Route[] => [
	...crud(state, 'contact', '/contacts', contactProperties, ['firstName', 'lastName'], (req) => {
		const q = req.query;
		const after = parseDate(q.created_after, 'created_after');
		const before = parseDate(q.created_before, 'created_before');
		return live(state.contacts).filter(
			(c) =>
				(canSeeAll(req) || c.ownerId === req.principal?.userId) &&
				matchesSearch(c, q.search, ['firstName', 'lastName', 'email', 'phone', 'mobile']) &&
				(!q.owner_id || c.ownerId === q.owner_id) &&
				(!q.source ||
					c.sourceId === q.source ||
					SOURCES.find((s) => s.handle === q.source)?.id === c.sourceId) &&
				(after === undefined || Date.parse(c.createdAt) > after) &&
				(before === undefined || Date.parse(c.createdAt) < before),
		);
	}),
];

/** Companies: the CRUD routes, listed with their filters. */
export const companyRoutes = (state: WorkspaceCrmState): Route[] => [
	...crud(state, 'company', '/companies', companyProperties, ['name'], (req) => {
		const q = req.query;
		return live(state.companies).filter(
			(c) =>
				matchesSearch(c, q.search, ['name', 'email', 'phone']) &&
				(!q.owner_id || c.ownerId === q.owner_id) &&
				(!q.industry || c.industry === q.industry),
		);
	}),
];

/** The geographic reference lists: public, no token. */
export const geoRoutes: Route[] = [
	{
		method: 'GET',
		path: '/geo/countries',
		auth: false,
		handler: () => ({ body: { data: GEO.countries } }),
	},
	{
		method: 'GET',
		path: '/geo/states/{countryId}',
		auth: false,
		handler: (req) => {
			const states = GEO.states[Number(req.params.countryId)];
			if (!states)
				throw new ApiFailure(404, 'not_found', `country ${req.params.countryId} not found`);
			return { body: { data: states } };
		},
	},
	{
		method: 'GET',
		path: '/geo/cities/{stateId}',
		auth: false,
		handler: (req) => {
			const cities = GEO.cities[Number(req.params.stateId)];
			if (!cities) throw new ApiFailure(404, 'not_found', `state ${req.params.stateId} not found`);
			return { body: { data: cities } };
		},
	},
];
