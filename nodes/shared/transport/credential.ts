import type { ICredentialDataDecryptedObject, ICredentialsDecrypted } from 'n8n-workflow';

import type { ApiContext, ApiDefinition } from './types';

/**
 * The credential of each type, read once per node run and reused for every request of that run:
 * n8n otherwise loads it from its database and decrypts it again on each request. The reading
 * itself is shared, so items started at once wait for one read instead of each making their own.
 * The context object lives exactly as long as one node run, so a changed credential is read by
 * the next run.
 */
const runCredentials = new WeakMap<object, Map<string, CredentialRead>>();

/** One credential's read in a node run: shared while under way, and its result once done (for errors, which do not wait). */
interface CredentialRead {
	reading: Promise<RunCredential>;
	read?: RunCredential;
}

export interface RunCredential {
	credential: ICredentialsDecrypted;
	/** The credential's Base URL without a trailing slash */
	baseUrl: string;
	/** Its values an error must never show (see `redactor`) */
	secrets: string[];
}

export async function runCredential(ctx: ApiContext, api: ApiDefinition): Promise<RunCredential> {
	let known = runCredentials.get(ctx);
	if (!known) runCredentials.set(ctx, (known = new Map()));
	let entry = known.get(api.credentialType);
	if (!entry) {
		const started: CredentialRead = { reading: readCredential(ctx, api) };
		started.reading.then(
			(read) => (started.read = read),
			// A failed read is not kept: the next request reads again and reports its own error.
			() => known.delete(api.credentialType),
		);
		known.set(api.credentialType, (entry = started));
	}
	return await entry.reading;
}

/** The secrets of the run's credential once read (none before): what an error must redact. */
export const runSecrets = (ctx: ApiContext, api: ApiDefinition): string[] =>
	runCredentials.get(ctx)?.get(api.credentialType)?.read?.secrets ?? [];

async function readCredential(ctx: ApiContext, api: ApiDefinition): Promise<RunCredential> {
	const reference = ctx.getNode().credentials?.[api.credentialType];
	const data = await ctx.getCredentials<ICredentialDataDecryptedObject>(api.credentialType);
	return {
		credential: {
			id: reference?.id ?? '',
			name: reference?.name ?? api.credentialType,
			type: api.credentialType,
			data,
		},
		baseUrl: String(data.baseUrl ?? '').replace(/\/+$/, ''),
		secrets: credentialSecrets(data),
	};
}

/**
 * The credential's values an error must never show: every field but the Base URL, from 8
 * characters (shorter values, such as an account number, are no secret and would garble messages).
 */
function credentialSecrets(data: ICredentialDataDecryptedObject): string[] {
	const values = Object.entries(data)
		.filter(([name, value]) => name !== 'baseUrl' && typeof value === 'string' && value.length >= 8)
		.map(([, value]) => value as string);
	return [...new Set(values.flatMap((value) => [value, encodeURIComponent(value)]))];
}
