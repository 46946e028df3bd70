import { Logger } from '@n8n/backend-common';
import { DnsResolver, OutboundHttp, SsrfProtectionService } from '@n8n/backend-network';
import { SsrfProtectionConfig } from '@n8n/config';
import { Container } from '@n8n/di';

/**
 * n8n 2.x's outbound protection, as `N8N_SSRF_PROTECTION_ENABLED=true` turns it on, in the
 * in-process engine: n8n's own guard (its default blocked ranges hold 127.0.0.0/8, where the test
 * sandbox listens), with the allowed and blocked settings given. Every request helper the nodes
 * call (n8n-core's `httpRequest` and `httpRequestWithAuthentication`) then goes through it.
 */
export interface ProtectionSettings {
	/** N8N_SSRF_ALLOWED_IP_RANGES */
	allowedIpRanges?: string[];
	/** N8N_SSRF_ALLOWED_HOSTNAMES */
	allowedHostnames?: string[];
	/** N8N_SSRF_BLOCKED_HOSTNAMES */
	blockedHostnames?: string[];
	/** What host names resolve to, in place of the system's resolver (e.g. one that changes its answer) */
	resolve?: (hostname: string) => string;
}

/** Turns the protection on with these settings; returns the refusals it made, one per request refused. */
export function protectOutbound({ resolve, ...settings }: ProtectionSettings = {}) {
	const config = Container.get(SsrfProtectionConfig);
	Object.assign(config, {
		enabled: true,
		allowedIpRanges: [],
		allowedHostnames: [],
		blockedHostnames: [],
		...settings,
	});
	const resolver = resolve
		? ({
				lookup: async (hostname: string) => [{ address: resolve(hostname), family: 4 }],
			} as unknown as DnsResolver)
		: Container.get(DnsResolver);
	const logger = Container.get(Logger);
	const guard = new SsrfProtectionService(config, resolver, logger);
	Container.set(SsrfProtectionService, guard);
	Container.set(OutboundHttp, new OutboundHttp(guard, config, logger));
	const refused: Array<{ phase: string; reason: string }> = [];
	guard.events.on('ssrf.blocked', ({ phase, reason }) => refused.push({ phase, reason }));
	return refused;
}

/** The protection off again, as n8n's default is. */
export function unprotectOutbound() {
	Container.get(SsrfProtectionConfig).enabled = false;
}
