import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type {
	INodeProperties,
	INodePropertyCollection,
	INodePropertyOptions,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';

import { FIND_FIRST_LABEL } from '../../nodes/shared/findBeforeCreate';
import type { OperationOutput } from '../../nodes/shared/router';
import { ALL_IN_ONE, SERVICES } from '../packaging/services';

/**
 * The operations-and-fields part of each node page (docs/nodes/<Node>.md), written from the node's
 * description so that it cannot drift: every resource, operation, parameter and option value the
 * editor offers, with its type, default, limits and help text. The rest of the page is written by
 * hand; this part sits between the two markers and `npm run docs:nodes` (also run by the build)
 * rewrites it. test/docs/nodePages.test.ts fails when a page's part is stale.
 */

export const ROOT = path.resolve(__dirname, '../..');
export const NODE_PAGES = path.join(ROOT, 'docs', 'nodes');
export const START =
	'<!-- generated:start: written by npm run docs:nodes from the node description; do not edit -->';
export const END = '<!-- generated:end -->';
/** The heading of the generated list of templates (a package's README lists them under Usage instead). */
export const TEMPLATES = '## Templates';

/** Node folders (= exported class names), in the services' order. */
export const NODE_FOLDERS = SERVICES.flatMap((service) => service.nodes);

/** A node's description and, for an action node, its resource map (what each operation does). */
export function nodeDescription(folder: string): [INodeTypeDescription, Resources | undefined] {
	const exported = require(path.join(ROOT, 'nodes', folder, `${folder}.node`)) as Record<
		string,
		unknown
	>;
	const node = new (exported[folder] as new () => INodeType)();
	return [node.description, exported.resources as Resources | undefined];
}

const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
/** Help text on one line (descriptions may hold line breaks or inline HTML, which GitHub renders). */
const oneLine = (text: string | undefined) => (text ?? '').replace(/\s*\n\s*/g, ' ').trim();
const sentence = (text: string) => (text && !/[.!?]$/.test(text) ? `${text}.` : text);

function optionList(options: INodePropertyOptions[], described: boolean) {
	return options
		.map((option) => {
			const label = option.name === option.value ? '' : option.name;
			const help = described && option.description ? oneLine(option.description) : '';
			const said = [label, help].filter(Boolean).join(': ');
			return said ? `${code(option.value)} (${said})` : code(option.value);
		})
		.join(', ');
}

/** The conditions under which a parameter shows, beyond its resource and operation. */
function conditions(parameter: INodeProperties, skip: string[] = []) {
	const say = (kind: 'show' | 'hide', word: string) =>
		Object.entries(parameter.displayOptions?.[kind] ?? {})
			.filter(([name]) => !['resource', 'operation', '@version', ...skip].includes(name))
			.map(([name, values]) =>
				// n8n's `@tool`: whether the node runs as an AI agent's tool (its …Tool variant)
				name === '@tool'
					? `${word} ${(values ?? []).includes(true) ? 'used as an AI tool' : 'used as a regular node'}`
					: `${word} ${code(name)} is ${(values ?? []).map(code).join(' or ')}`,
			);
	const all = [...say('show', 'shown when'), ...say('hide', 'hidden when')];
	return all.length ? `${all.join(', ')}.`.replace(/^./, (c) => c.toUpperCase()) : '';
}

function typeOf(parameter: INodeProperties): string {
	const options = parameter.typeOptions ?? {};
	const load = options.loadOptionsMethod
		? `, values listed from the service (${code(options.loadOptionsMethod)})`
		: '';
	switch (parameter.type) {
		case 'string':
			return options.password ? 'secret text' : options.rows ? 'text, several lines' : 'text';
		case 'number': {
			const limits = [
				options.minValue !== undefined ? `min ${options.minValue}` : '',
				options.maxValue !== undefined ? `max ${options.maxValue}` : '',
				options.numberPrecision !== undefined ? `${options.numberPrecision} decimals` : '',
			].filter(Boolean);
			return `number${limits.length ? ` (${limits.join(', ')})` : ''}`;
		}
		case 'boolean':
			return 'on/off';
		case 'options':
			return `one of${load}`;
		case 'multiOptions':
			return `any of${load}`;
		case 'dateTime':
			return 'date and time';
		case 'json':
			return 'JSON';
		case 'collection':
			return 'optional fields';
		case 'fixedCollection':
			return options.multipleValues ? 'rows' : 'group';
		case 'resourceLocator':
			return `record picker: ${(parameter.modes ?? []).map((mode) => `${mode.displayName} (${code(mode.name)})`).join(', ')}`;
		case 'notice':
			return 'notice';
		default:
			return parameter.type;
	}
}

function defaultOf(parameter: INodeProperties) {
	const value = parameter.default;
	if (parameter.type === 'notice' || parameter.type === 'collection') return '';
	if (parameter.type === 'fixedCollection' || parameter.type === 'resourceLocator') return '';
	if (value === '' || value === undefined || value === null) return '';
	if (Array.isArray(value) && value.length === 0) return '';
	if (typeof value === 'object' && Object.keys(value).length === 0) return '';
	return `default ${code(value)}`;
}

const toolOnly = (parameter: INodeProperties, tool: boolean) =>
	(parameter.displayOptions?.show?.['@tool'] as unknown[] | undefined)?.join() === String(tool);

/**
 * A node's fields in order, each parameter with its AI-tool variant (the same name, shown only
 * when the node runs as a tool, e.g. Get Many's Limit of 10) as one entry.
 */
function withToolVariants(parameters: INodeProperties[]) {
	const pairs = (regular?: INodeProperties, tool?: INodeProperties) =>
		!!regular &&
		!!tool &&
		regular.name === tool.name &&
		toolOnly(regular, false) &&
		toolOnly(tool, true);
	return parameters.flatMap((parameter, index) =>
		pairs(parameters[index - 1], parameter)
			? []
			: [
					{
						parameter,
						tool: pairs(parameter, parameters[index + 1]) ? parameters[index + 1] : undefined,
					},
				],
	);
}

/** One parameter as a list item, its children (collection fields, row groups) indented below it. */
function parameterLines(
	parameter: INodeProperties,
	depth: number,
	trigger: boolean,
	tool?: INodeProperties,
): string[] {
	const indent = '  '.repeat(depth);
	if (parameter.type === 'notice')
		return [
			`${indent}- Notice: ${oneLine(parameter.displayName)} ${conditions(parameter)}`.trimEnd(),
		];
	const toolDefault = tool && defaultOf(tool);
	const facts = [
		code(parameter.name),
		typeOf(parameter),
		parameter.required ? 'required' : '',
		defaultOf(parameter) +
			(toolDefault ? ` (as an AI tool: ${toolDefault.replace('default ', '')})` : ''),
	].filter(Boolean);
	const values =
		(parameter.type === 'options' || parameter.type === 'multiOptions') &&
		Array.isArray(parameter.options) &&
		parameter.options.length
			? ` Values: ${optionList(
					parameter.options as INodePropertyOptions[],
					trigger && depth === 0,
				)}.`
			: '';
	const help = [
		sentence(oneLine((tool ?? parameter).description)),
		sentence(oneLine(parameter.hint)),
	]
		.filter(Boolean)
		.join(' ');
	const line = `${indent}- **${parameter.displayName}** (${facts.join(', ')})${help ? `: ${help}` : '.'}${values} ${conditions(parameter, tool ? ['@tool'] : [])}`;
	const lines = [line.trimEnd()];
	if (parameter.type === 'collection')
		for (const child of parameter.options as INodeProperties[])
			lines.push(...parameterLines(child, depth + 1, trigger));
	if (parameter.type === 'fixedCollection')
		for (const group of parameter.options as INodePropertyCollection[]) {
			lines.push(`${indent}  - **${group.displayName}** (${code(group.name)}), each with:`);
			for (const child of group.values) lines.push(...parameterLines(child, depth + 2, trigger));
		}
	return lines;
}

const showsFor = (parameter: INodeProperties, key: 'resource' | 'operation', value: string) => {
	const shown = parameter.displayOptions?.show?.[key] as string[] | undefined;
	return shown === undefined || shown.includes(value);
};

const scoped = (parameter: INodeProperties) =>
	parameter.displayOptions?.show?.resource !== undefined ||
	parameter.displayOptions?.show?.operation !== undefined;

/** The node's folder under nodes/ (its class name): the type name with a capital. */
const folderOf = (description: INodeTypeDescription) =>
	description.name[0].toUpperCase() + description.name.slice(1);

/** Where `npm run docs:pictures` puts a picture of the node's panel in n8n's editor. */
export const panelPicture = (folder: string) => path.join(NODE_PAGES, 'images', `${folder}.png`);

/**
 * What an operation does in its own words: the resource map's option (a node's `resources`), as the
 * description gives an operation value that several resources share one text for all of them.
 */
type Resources = Record<
	string,
	{ operations: Record<string, { option: { description?: string }; output: OperationOutput }> }
>;

/**
 * What an operation outputs per input item, from the `output` its file (or the shared builder it
 * calls) declares, in one line (npm keeps 65,536 characters of a package's README): a record is as
 * the API answers it, its envelope taken off (OUTPUT_NOTE). test/docs/outputs.test.ts runs an
 * operation of each kind and compares.
 */
export function outputLine(output: OperationOutput, resource: string): string {
	const name = resource.toLowerCase();
	const found = output.orFound === true ? 'the one found' : output.orFound;
	const record = `${output.what ?? `the ${output.made ? `${output.made} ` : ''}${name}`}${found ? `, or with ${FIND_FIRST_LABEL} on, ${found}` : ''}`;
	const file = (beside?: string) =>
		`one item, the file in binary field \`binaryPropertyName\` (default \`data\`), its JSON \`fileName\`, \`mimeType\`, \`fileSize\`${beside ? `, with ${beside}` : ''}`;
	const said = {
		record: `one item, ${record}`,
		records: `one item per ${output.what ?? name}`,
		file: file(output.what),
		recordOrFile: `one item, ${record}; when ${output.fileWhen}, ${file(output.fileWhat)}`,
		deleted: 'one item, `{"id": "<the ID>", "deleted": true}`',
	}[output.kind];
	const simplify = output.simplifiedKeys
		? ` Simplify keeps ${output.simplifiedKeys.map(code).join(', ')}${output.simplifiedAdds ? `, adding ${output.simplifiedAdds}` : ''}.`
		: '';
	return `**Output**: ${said}.${simplify}`;
}

/** Said once above the operations: what their Output lines leave out. */
export const OUTPUT_NOTE =
	"Each operation's **Output** says what it gives for each input item. A record is as the API answers it (without the API's envelope); where Simplify shows, it is on by default and keeps the fields named, and off gives the whole record. An error with Continue On Fail on gives the item `{error, description, httpCode}` instead.";

/** The generated part of a node's page, markers included. */
export function generatedPart(description: INodeTypeDescription, resources?: Resources): string {
	const properties = description.properties;
	const trigger = (description.group ?? []).includes('trigger');
	const out: string[] = [START, ''];
	// The panel as the editor shows it, once the end-to-end suite's editor check has taken it.
	const picture = existsSync(panelPicture(folderOf(description)))
		? [
				`![The ${description.displayName} panel in n8n's editor](images/${folderOf(description)}.png)`,
				'',
			]
		: [];
	const resource = properties.find((p) => p.name === 'resource' && p.type === 'options');
	const hasOperations = properties.some((p) => p.name === 'operation');
	if (resource && hasOperations) {
		const resourceOptions = resource.options as INodePropertyOptions[];
		out.push('## Operations', '', ...picture);
		out.push('| Resource | Operation | What it does |', '|---|---|---|');
		const sections: string[] = [];
		for (const r of resourceOptions) {
			const value = String(r.value);
			const selector = properties.find(
				(p) => p.name === 'operation' && showsFor(p, 'resource', value),
			)!;
			for (const o of selector.options as INodePropertyOptions[]) {
				const heading = `${r.name} → ${o.name}`;
				const operation = resources?.[value]?.operations[String(o.value)];
				const what = sentence(oneLine(o.action ?? o.description ?? ''));
				out.push(
					`| ${r.name} | [${o.name}](#${anchor(heading)}) | ${what.replace(/\|/g, '\\|')} |`,
				);
				const fields = properties.filter(
					(p) =>
						p.name !== 'resource' &&
						p.name !== 'operation' &&
						scoped(p) &&
						showsFor(p, 'resource', value) &&
						showsFor(p, 'operation', String(o.value)),
				);
				sections.push(
					`### ${heading}`,
					'',
					`${code(value)} → ${code(o.value)}: ${sentence(oneLine(operation?.option.description ?? o.description ?? o.action ?? ''))}`,
					'',
					...(operation ? [outputLine(operation.output, r.name), ''] : []),
					...(fields.length
						? withToolVariants(fields).flatMap(({ parameter, tool }) =>
								parameterLines(parameter, 0, false, tool),
							)
						: ['No fields beyond the resource and operation.']),
					'',
				);
			}
		}
		out.push(
			'',
			`**Resource** (\`resource\`): ${optionList(resourceOptions, false)}. Each operation's section below names the **Operation** (\`operation\`) value as \`resource\` → \`operation\`.`,
			'',
			...(resources ? [OUTPUT_NOTE, ''] : []),
			...sections,
		);
		const nodeWide = properties.filter(
			(p) => p.name !== 'resource' && p.name !== 'operation' && !scoped(p),
		);
		if (nodeWide.length)
			out.push(
				'### Every operation',
				'',
				...nodeWide.flatMap((p) => parameterLines(p, 0, false)),
				'',
			);
	} else {
		out.push(`## ${trigger ? 'Events and fields' : 'Fields'}`, '', ...picture);
		out.push(...properties.flatMap((p) => parameterLines(p, 0, trigger)), '');
	}
	if (!trigger) out.push(...errorHints(description));
	out.push(...templatesUsing(`${ALL_IN_ONE}.${description.name}`), END);
	return out.join('\n');
}

/**
 * What the node says to do about the API's own errors: the hints of its interface's definition
 * (nodes/<Node>/api.ts), by the API's error code or HTTP status.
 */
function errorHints(description: INodeTypeDescription): string[] {
	const credential = description.credentials?.[0]?.name;
	const api = Object.values(
		require(path.join(ROOT, 'nodes', folderOf(description), 'api')) as Record<string, unknown>,
	).find(
		(value): value is { hints?: Record<string, string> } =>
			typeof value === 'object' &&
			value !== null &&
			(value as { credentialType?: string }).credentialType === credential,
	);
	const hints = Object.entries(api?.hints ?? {});
	const lines = [
		'## Errors',
		'',
		"Every error of the API shows its HTTP status, the API's code and message, and a hint saying what to do; input the node refuses names the field, the rule and the item, and nothing is sent (see [Errors and retries](../errors.md)).",
		'',
	];
	if (!hints.length)
		return [...lines, 'This node gives the general hints of each HTTP status.', ''];
	lines.push('The hints of this node, beside the general one of each HTTP status:', '');
	lines.push('| Code or status | What to do |', '|---|---|');
	for (const [key, hint] of hints)
		lines.push(`| ${code(key)} | ${oneLine(hint).replace(/\|/g, '\\|')} |`);
	return [...lines, ''];
}

/** The templates of templates/ whose workflow holds the node, each with its picture (docs/templates/). */
function templatesUsing(type: string): string[] {
	const using = readdirSync(path.join(ROOT, 'templates'))
		.filter((file) => file.endsWith('.json'))
		.sort()
		.map((file) => ({
			file: file.replace(/\.json$/, ''),
			workflow: JSON.parse(readFileSync(path.join(ROOT, 'templates', file), 'utf8')) as {
				name: string;
				nodes: Array<{ type: string }>;
			},
		}))
		.filter(({ workflow }) => workflow.nodes.some((node) => node.type === type));
	const lines = [TEMPLATES, ''];
	if (!using.length) return [...lines, 'No template of `templates/` uses this node.', ''];
	for (const { file, workflow } of using)
		lines.push(
			`### ${workflow.name}`,
			'',
			`[\`templates/${file}.json\`](../../templates/${file}.json), described in [Templates](../templates.md#${anchor(workflow.name)}).`,
			'',
			`![${workflow.name}](../templates/${file}.png)`,
			'',
		);
	return lines;
}

/**
 * GitHub's anchor of a heading: lower case, everything but letters, digits, spaces, hyphens and
 * underscores dropped, each space a hyphen (a repeated heading gets -1, -2: see docs/links).
 */
export const anchor = (heading: string) =>
	heading
		.trim()
		.toLowerCase()
		.replace(/[^\p{L}\p{M}\p{N} _-]/gu, '')
		.replace(/ /g, '-');

export const pagePath = (folder: string) => path.join(NODE_PAGES, `${folder}.md`);

/** The page with its generated part replaced (a page without markers is refused: its hand-written part comes first). */
export function withGeneratedPart(page: string, folder: string): string {
	const start = page.indexOf(START);
	const end = page.indexOf(END);
	if (start < 0 || end < start) throw new Error('the page has no generated part (its two markers)');
	return (
		page.slice(0, start) + generatedPart(...nodeDescription(folder)) + page.slice(end + END.length)
	);
}

if (require.main === module) {
	for (const folder of NODE_FOLDERS) {
		const file = pagePath(folder);
		const page = readFileSync(file, 'utf8');
		const next = withGeneratedPart(page, folder);
		if (next !== page) {
			writeFileSync(file, next);
			console.log(`docs: rewrote the generated part of ${path.relative(ROOT, file)}`);
		}
	}
}
