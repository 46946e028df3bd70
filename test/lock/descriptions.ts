import type {
	ICredentialType,
	INodeProperties,
	INodePropertyCollection,
	INodeType,
	INodeTypeDescription,
	IVersionedNodeType,
} from 'n8n-workflow';

import { SERVICES, perServiceType } from '../../scripts/packaging/services';
import { packCredentials, packNodes } from '../harness/pack';

/**
 * What users' saved workflows hold of the pack, as a flat record a test can compare: for each
 * node type and version, each parameter by the resource and operation it shows for and its path
 * through collections, with its type, default and choosable values; for each credential, its
 * field names and types. A saved workflow keeps a parameter only where it differs from the
 * default, so a changed default changes what a saved workflow does: it is locked too.
 */
export interface Variant {
	type: string;
	default: unknown;
	values?: unknown[];
}

export interface DescriptionLock {
	nodes: Record<
		string,
		{ versions: number[]; credentials: string[]; parameters: Record<string, Variant[]> }
	>;
	credentials: Record<string, Record<string, string>>;
	/** The credentials each per-service package holds (their type names are global, shared with the all-in-one) */
	packages?: Record<string, { credentials: string[] }>;
}

const list = (value: number | number[]) => (Array.isArray(value) ? value : [value]);

function descriptionsOf(
	node: INodeType | IVersionedNodeType,
): Array<[number, INodeTypeDescription]> {
	if ('nodeVersions' in node) {
		return Object.entries(node.nodeVersions).flatMap(([, versioned]) =>
			list(versioned.description.version).map(
				(version) => [version, versioned.description] as [number, INodeTypeDescription],
			),
		);
	}
	return list(node.description.version).map((version) => [version, node.description]);
}

function variantOf(parameter: INodeProperties): Variant {
	const variant: Variant = { type: parameter.type, default: parameter.default ?? null };
	if ((parameter.type === 'options' || parameter.type === 'multiOptions') && parameter.options) {
		variant.values = (parameter.options as Array<{ value: unknown }>).map((option) => option.value);
	}
	if (parameter.type === 'resourceLocator')
		variant.values = (parameter.modes ?? []).map((mode) => mode.name);
	return variant;
}

/** Adds a parameter and what it holds under `at`, through collections and fixed collections. */
function addParameter(out: Record<string, Variant[]>, at: string, parameter: INodeProperties) {
	(out[at] ??= []).push(variantOf(parameter));
	if (parameter.type === 'collection') {
		for (const child of parameter.options as INodeProperties[])
			addParameter(out, `${at}.${child.name}`, child);
	}
	if (parameter.type === 'fixedCollection') {
		for (const group of parameter.options as INodePropertyCollection[]) {
			(out[`${at}.${group.name}`] ??= []).push({ type: 'fixedCollectionGroup', default: null });
			for (const child of group.values)
				addParameter(out, `${at}.${group.name}.${child.name}`, child);
		}
	}
}

function parametersOf(description: INodeTypeDescription): Record<string, Variant[]> {
	const out: Record<string, Variant[]> = {};
	for (const parameter of description.properties) {
		const show = parameter.displayOptions?.show ?? {};
		const resources = (show.resource as string[] | undefined) ?? ['*'];
		const operations = (show.operation as string[] | undefined) ?? ['*'];
		for (const resource of resources) {
			for (const operation of operations)
				addParameter(out, `${resource}/${operation}: ${parameter.name}`, parameter);
		}
	}
	return out;
}

/**
 * Every node under each type name a saved workflow may hold: the all-in-one's
 * (`n8n-nodes-bizops.salesCrm`) and its per-service package's (`n8n-nodes-bizops-sales-crm.salesCrm`),
 * each its own entry, so that a change breaking one is reported for both.
 */
export function currentLock(): DescriptionLock {
	const lock: DescriptionLock = { nodes: {}, credentials: {}, packages: {} };
	for (const [type, node] of Object.entries(packNodes)) {
		const described = descriptionsOf(node);
		for (const [version, description] of described) {
			const entry = {
				versions: described.map(([v]) => v),
				credentials: (description.credentials ?? []).map((credential) => credential.name),
				parameters: parametersOf(description),
			};
			lock.nodes[`${type}@${version}`] = entry;
		}
	}
	// After the all-in-one's, so that the snapshot's diff shows them as additions.
	for (const key of Object.keys(lock.nodes)) {
		const [type, version] = key.split('@');
		lock.nodes[`${perServiceType(type)}@${version}`] = structuredClone(lock.nodes[key]);
	}
	for (const service of SERVICES) {
		lock.packages![service.package] = {
			credentials: service.credentials.map((c) => c[0].toLowerCase() + c.slice(1)),
		};
	}
	for (const [name, credential] of Object.entries(packCredentials) as Array<
		[string, ICredentialType]
	>) {
		lock.credentials[name] = Object.fromEntries(
			credential.properties.map((field) => [field.name, field.type]),
		);
	}
	return lock;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether a released variant still stands: same type and default, every released value still offered. */
const keeps = (now: Variant, released: Variant) =>
	now.type === released.type &&
	same(now.default, released.default) &&
	(released.values ?? []).every((value) => (now.values ?? []).some((v) => same(v, value)));

/** Everything the released lock holds that the current one no longer does (additions are fine). */
export function breakingChanges(released: DescriptionLock, now: DescriptionLock): string[] {
	const problems: string[] = [];
	for (const [key, node] of Object.entries(released.nodes)) {
		const current = now.nodes[key];
		if (!current) {
			problems.push(`node ${key} is gone`);
			continue;
		}
		for (const credential of node.credentials) {
			if (!current.credentials.includes(credential))
				problems.push(`${key}: credential ${credential} is gone`);
		}
		for (const [at, variants] of Object.entries(node.parameters)) {
			const currentVariants = current.parameters[at];
			if (!currentVariants) {
				problems.push(`${key} ${at} is gone`);
				continue;
			}
			for (const variant of variants) {
				if (!currentVariants.some((v) => keeps(v, variant))) {
					problems.push(
						`${key} ${at}: ${JSON.stringify(variant)} changed to ${JSON.stringify(currentVariants)}`,
					);
				}
			}
		}
	}
	for (const [name, { credentials }] of Object.entries(released.packages ?? {})) {
		for (const credential of credentials) {
			if (!now.packages?.[name]?.credentials.includes(credential))
				problems.push(`package ${name}: credential ${credential} is gone`);
		}
	}
	for (const [name, fields] of Object.entries(released.credentials)) {
		const current = now.credentials[name];
		if (!current) {
			problems.push(`credential ${name} is gone`);
			continue;
		}
		for (const [field, type] of Object.entries(fields)) {
			if (current[field] !== type)
				problems.push(
					`credential ${name} field ${field} (${type}) is ${current[field] ? `now ${current[field]}` : 'gone'}`,
				);
		}
	}
	return problems;
}
