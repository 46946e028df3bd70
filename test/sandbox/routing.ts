import type http from 'node:http';
import Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';

import type { CompiledRoute, Principal, Route, SandboxInterface } from './api';

const ajv = new Ajv({ allErrors: true, coerceTypes: false });

/** A route made ready to match: its path template as a pattern, its body schema compiled. */
export function compileRoute(route: Route): CompiledRoute {
	const names: string[] = [];
	const absolute = route.path.startsWith('^');
	const source = (absolute ? route.path.slice(1) : route.path).replace(
		/\{(\w+)\}/g,
		(_, name: string) => {
			names.push(name);
			return '([^/]+)';
		},
	);
	return {
		...route,
		names,
		absolute,
		pattern: new RegExp(`^${source}$`),
		validate: route.body ? ajv.compile(route.body) : undefined,
	};
}

/** The route a request takes and its path parameters; undefined when no route of the interface matches. */
export function matchRoute(
	routes: CompiledRoute[],
	method: string | undefined,
	fullPath: string,
	subPath: string,
): { route: CompiledRoute; params: Record<string, string> } | undefined {
	for (const route of routes) {
		if (route.method !== method) continue;
		const target = route.absolute ? fullPath : subPath;
		const m = target ? route.pattern.exec(target) : null;
		if (!m) continue;
		return {
			route,
			params: Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(m[i + 1])])),
		};
	}
	return undefined;
}

/**
 * Who sent the request, by the token in the interface's header (a Bearer token unless the
 * interface names its own header), or why it is refused: no known token (401), or a token
 * without the route's scope (403). Routes with `auth: false` take anyone.
 */
export function authenticate(
	api: SandboxInterface,
	route: CompiledRoute,
	headers: http.IncomingHttpHeaders,
): { principal?: Principal; refusal?: [status: number, code: string, message: string] } {
	if (route.auth === false) return {};
	const header = headers[(api.tokenHeader ?? 'authorization').toLowerCase()];
	const token = api.tokenHeader
		? String(header ?? '')
		: /^Bearer (.+)$/.exec(String(header ?? ''))?.[1];
	const principal = token ? api.tokens[token] : undefined;
	if (!principal) return { refusal: [401, 'unauthorized', 'Missing or invalid access token'] };
	const scope = route.scope;
	if (scope && !principal.scopes.some((s) => s === scope || s.startsWith(`${scope}:`)))
		return { refusal: [403, 'forbidden', `The token lacks the permission ${scope}`] };
	return { principal };
}

/** What the body schema found wrong, as the interfaces report it: one entry per field. */
export const schemaErrors = (validate: ValidateFunction) =>
	validate.errors!.map((e) => ({
		field:
			(e.instancePath.slice(1) || (e.params as { missingProperty?: string }).missingProperty) ?? '',
		code: e.keyword,
		message: e.message,
	}));
