import type {
	ICredentialDataDecryptedObject,
	IBinaryKeyData,
	IDataObject,
	INodeParameters,
	WorkflowExecuteMode,
} from 'n8n-workflow';

import type { SandboxInterfaces } from '../sandbox';
import type { NodeSetup } from './engine';
import { runListSearch, runLoadOptions, runNode, runPoll } from './engine';
import { useSandbox } from './sandbox';

/** How one interface's nodes meet the sandbox. */
export interface TestbedSpec<Slug extends keyof SandboxInterfaces, Secret> {
	/** The simulated interface, e.g. 'sales_crm' */
	slug: Slug;
	/** The action node's type, e.g. 'salesCrm' (its trigger is `<type>Trigger`) */
	type: string;
	/** The node's credentials at the sandbox's address, with the secret given (a token or key) or the interface's default */
	credentials(baseUrl: string, secret?: Secret): Record<string, ICredentialDataDecryptedObject>;
}

export interface RunOptions<Secret> {
	/** The credential's secret, where a test uses another than the default */
	secret?: Secret;
	continueOnFail?: boolean;
	binary?: IBinaryKeyData[];
}

/**
 * The testbed every node's suite starts from: one sandbox for the test file (reset before each
 * test), its interface's state and requests, and the node run, polled, or asked for its pickers
 * against it. Each `test/<node>/helpers.ts` adds only what is its interface's own (seeds, and the
 * names its tests give the credential's secret).
 */
export function nodeTestbed<Slug extends keyof SandboxInterfaces, Secret = string>(
	spec: TestbedSpec<Slug, Secret>,
) {
	const bed = useSandbox();
	return { ...bed, ...nodeDriver(bed, spec) };
}

/** The same shortcuts for another interface's node on a testbed's sandbox (e.g. Invoicing Lookup beside Invoicing). */
export function nodeDriver<Slug extends keyof SandboxInterfaces, Secret = string>(
	bed: ReturnType<typeof useSandbox>,
	spec: TestbedSpec<Slug, Secret>,
) {
	const credentials = (secret?: Secret) => spec.credentials(bed.sandbox.baseUrl(spec.slug), secret);
	const setup = (parameters: INodeParameters, type = spec.type, secret?: Secret): NodeSetup => ({
		type,
		parameters,
		credentials: credentials(secret),
	});
	return {
		state: (): SandboxInterfaces[Slug]['state'] => bed.interfaces[spec.slug].state,
		credentials,
		setup,
		run: (parameters: INodeParameters, input?: IDataObject[], options: RunOptions<Secret> = {}) =>
			runNode(
				{ ...setup(parameters, spec.type, options.secret), continueOnFail: options.continueOnFail },
				input,
				options.binary,
			),
		/** One poll of the node's trigger; pass the previous poll's static data to go on from it. */
		poll: (
			parameters: INodeParameters,
			staticData?: IDataObject,
			mode: WorkflowExecuteMode = 'trigger',
		) => runPoll(setup(parameters, `${spec.type}Trigger`), { staticData, mode }),
		requests: (method?: string, route?: string) => bed.sandbox.requestsTo(spec.slug, method, route),
		loadOptions: (method: string, parameters: INodeParameters = {}) =>
			runLoadOptions(setup(parameters), method),
		listSearch: (
			method: string,
			filter?: string,
			token?: string,
			parameters: INodeParameters = {},
		) => runListSearch(setup(parameters), method, filter, token),
	};
}

/**
 * A driver's run with the credential's secret given under the name a node's suite calls it
 * (`token`, `apiKey`, `accessToken`): `run(parameters, input, { token: READ_ONLY_TOKEN })`.
 */
export function runWithSecretAs<Name extends string>(
	driver: {
		run(
			parameters: INodeParameters,
			input?: IDataObject[],
			options?: RunOptions<string>,
		): ReturnType<typeof runNode>;
	},
	name: Name,
) {
	return (
		parameters: Record<string, unknown>,
		input?: Array<Record<string, unknown>>,
		options: Partial<Record<Name, string>> & Omit<RunOptions<string>, 'secret'> = {},
	) =>
		driver.run(parameters as INodeParameters, input as IDataObject[], {
			...options,
			secret: (options as Partial<Record<Name, string>>)[name],
		});
}

export { byId } from '../fixtures/types';
