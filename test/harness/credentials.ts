import type {
	ICredentialDataDecryptedObject,
	IHttpRequestHelper,
	IHttpRequestOptions,
	INode,
	INodeCredentialsDetails,
	IRequestOptionsSimplified,
	IWorkflowExecuteAdditionalData,
	Workflow,
} from 'n8n-workflow';
import { ICredentialsHelper } from 'n8n-workflow';

import { packCredentials } from './pack';

/**
 * Credentials for in-process runs, applied as the n8n server applies them: a generic
 * `authenticate` has each key and value resolved as an expression over `$credentials`.
 */
export class TestCredentialsHelper extends ICredentialsHelper {
	constructor(private readonly byType: Record<string, ICredentialDataDecryptedObject>) {
		super();
	}

	getParentTypes(): string[] {
		return [];
	}

	isCredentialUsableByNode(): boolean {
		return true;
	}

	async runPreAuthentication(): Promise<ICredentialDataDecryptedObject | undefined> {
		return undefined;
	}

	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		requestOptions: IHttpRequestOptions | IRequestOptionsSimplified,
		workflow: Workflow,
		node: INode,
	): Promise<IHttpRequestOptions> {
		const type = packCredentials[typeName];
		const { authenticate } = type ?? {};
		if (typeof authenticate === 'function') return await authenticate(credentials, requestOptions as IHttpRequestOptions);
		if (authenticate?.type === 'generic') {
			const resolve = (value: string) =>
				value.startsWith('=')
					? String(workflow.expression.getSimpleParameterValue(node, value, 'internal', { $credentials: credentials }, undefined, '') ?? '')
					: value;
			const target = requestOptions as unknown as Record<string, Record<string, string>>;
			for (const [where, entries] of Object.entries(authenticate.properties)) {
				target[where] ??= {};
				for (const [key, value] of Object.entries(entries as Record<string, string>)) {
					target[where][resolve(key)] = resolve(value);
				}
			}
		}
		return requestOptions as IHttpRequestOptions;
	}

	async preAuthentication(
		_helpers: IHttpRequestHelper,
		_credentials: ICredentialDataDecryptedObject,
	): Promise<ICredentialDataDecryptedObject | undefined> {
		return undefined;
	}

	async getCredentials(): Promise<never> {
		throw new Error('not used in tests');
	}

	async getDecrypted(
		_additionalData: IWorkflowExecuteAdditionalData,
		_nodeCredentials: INodeCredentialsDetails,
		type: string,
	): Promise<ICredentialDataDecryptedObject> {
		const data = this.byType[type];
		if (!data) throw new Error(`No test credentials of type ${type}`);
		return data;
	}

	async updateCredentials(): Promise<void> {}

	async updateCredentialsOauthTokenData(): Promise<void> {}

	getCredentialsProperties(type: string) {
		return packCredentials[type]?.properties ?? [];
	}
}
