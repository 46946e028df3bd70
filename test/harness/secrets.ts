import { Logger as EngineLogger } from '@n8n/backend-common';
import { Container } from '@n8n/di';
import type { Logger } from 'n8n-workflow';
import { LoggerProxy } from 'n8n-workflow';

/**
 * Looking for credential values in what the pack produces (items, errors, log lines, webhook
 * answers): the value as is, URL-encoded, and in base64 (standard or URL-safe) at any of the
 * three alignments it can take inside a longer base64 text, e.g. a Basic header or binary data.
 */
export function secretForms(secret: string): string[] {
	const bytes = Buffer.from(secret, 'utf8');
	const forms = new Set([secret, encodeURIComponent(secret)]);
	for (let offset = 0; offset < 3; offset++) {
		const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
		// Only the characters made of the secret's bits alone, whatever comes before or after it.
		const inner = encoded.slice(
			Math.ceil((offset * 8) / 6),
			Math.floor(((offset + bytes.length) * 8) / 6),
		);
		forms.add(inner);
		forms.add(inner.replace(/\+/g, '-').replace(/\//g, '_'));
	}
	return [...forms].filter((form) => form.length >= 8);
}

/** Secret values by what they are (e.g. "bizOpsChatApi.accessToken"), each with the forms it can take. */
export type Secrets = Record<string, string>;

/**
 * Where in `value` a secret appears: walks every own property, enumerable or not (an error's
 * message, stack, cause, context, errorResponse...), strings, and bytes read as text. Returns
 * one line per find, "<secret name> at <path>".
 */
export function findSecrets(value: unknown, secrets: Secrets, root = '$'): string[] {
	const patterns = Object.entries(secrets).flatMap(([name, secret]) =>
		secretForms(secret).map((form) => ({ name, form })),
	);
	const found = new Set<string>();
	const seen = new Set<unknown>();
	const visit = (node: unknown, at: string, depth: number) => {
		if (typeof node === 'string') {
			for (const { name, form } of patterns) if (node.includes(form)) found.add(`${name} at ${at}`);
			return;
		}
		if (node === null || typeof node !== 'object' || seen.has(node) || depth > 12) return;
		seen.add(node);
		if (node instanceof Uint8Array || node instanceof ArrayBuffer) {
			visit(Buffer.from(node as Uint8Array).toString('latin1'), at, depth);
			return;
		}
		if (node instanceof Map) node = Object.fromEntries(node);
		if (node instanceof Set) node = [...node];
		for (const key of Object.getOwnPropertyNames(node)) {
			let child: unknown;
			try {
				child = (node as Record<string, unknown>)[key];
			} catch {
				continue;
			}
			visit(child, `${at}.${key}`, depth + 1);
		}
	};
	visit(value, root, 0);
	// The serialised form too: what n8n stores and shows may come from a toJSON of its own.
	if (value !== null && typeof value === 'object') {
		try {
			const json = JSON.stringify(value);
			if (json)
				for (const { name, form } of patterns)
					if (json.includes(form)) found.add(`${name} in JSON.stringify(${root})`);
		} catch {
			found.add(`(${root} cannot be serialised)`);
		}
	}
	return [...found];
}

export interface LogLine {
	level: 'error' | 'warn' | 'info' | 'debug';
	message: string;
	meta?: unknown;
}

/**
 * Every log line of n8n in this process, all levels including debug: n8n-workflow's LoggerProxy
 * (what the engine logs through) and the logger n8n-core gives nodes as `this.logger`, both
 * pointed at one recorder, as the n8n server points both at its one logger.
 */
export function captureLogs(): { lines: LogLine[]; logger: Logger } {
	const lines: LogLine[] = [];
	const record = (level: LogLine['level']) => (message: string, meta?: unknown) => {
		lines.push({ level, message, meta });
	};
	const logger = {
		error: record('error'),
		warn: record('warn'),
		info: record('info'),
		debug: record('debug'),
	} as unknown as Logger;
	(logger as unknown as { scoped: () => Logger }).scoped = () => logger;
	LoggerProxy.init(logger);
	Container.set(EngineLogger, logger as unknown as EngineLogger);
	return { lines, logger };
}
