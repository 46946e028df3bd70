import {
	ExecuteContext,
	ExecutionLifecycleHooks,
	LoadOptionsContext,
	PollContext,
	WorkflowExecute,
} from 'n8n-core';
import type {
	IBinaryKeyData,
	ICredentialDataDecryptedObject,
	IDataObject,
	INode,
	INodeExecutionData,
	INodeParameters,
	INodeType,
	INodeTypes,
	IRun,
	IWorkflowExecuteAdditionalData,
	WorkflowActivateMode,
	WorkflowExecuteMode,
} from 'n8n-workflow';
import { NodeHelpers, Workflow, createRunExecutionData } from 'n8n-workflow';

import { TestCredentialsHelper } from './credentials';
import { PACKAGE, packNodes } from './pack';

/** Runs the pack's nodes in-process through n8n-core's real engine. */

export const nodeTypes: INodeTypes = {
	getByName: (type) => packNodes[type],
	getByNameAndVersion: (type, version) =>
		NodeHelpers.getVersionedNodeType(packNodes[type], version),
	getKnownTypes: () => ({}),
};

export interface NodeSetup {
	/** Node name within the pack, e.g. workspaceCrm */
	type: string;
	parameters: INodeParameters;
	/** Credential data by credential type */
	credentials: Record<string, ICredentialDataDecryptedObject>;
	continueOnFail?: boolean;
}

/**
 * The node as the editor saves it: its parameters resolved against the node's description, so
 * a parameter the panel does not show for these values is dropped and defaults are filled in.
 * (n8n's Workflow resolves them again when built; dropdowns and searches read them from here.)
 */
export function makeNode(setup: NodeSetup): INode {
	const nodeType: INodeType = packNodes[`${PACKAGE}.${setup.type}`];
	if (!nodeType) throw new Error(`Unknown node ${setup.type}`);
	const { description } = nodeType;
	const credentials = Object.fromEntries(
		(description.credentials ?? []).map((c) => [
			c.name,
			{ id: `${c.name}-id`, name: `${c.name} test` },
		]),
	);
	const node: INode = {
		id: 'node-under-test',
		name: 'Node',
		type: `${PACKAGE}.${setup.type}`,
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
		credentials,
		...(setup.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
	};
	node.parameters =
		NodeHelpers.getNodeParameters(
			description.properties,
			setup.parameters,
			true,
			false,
			node,
			description,
		) ?? {};
	return node;
}

export function makeAdditionalData(
	setup: NodeSetup,
	hooks = new ExecutionLifecycleHooks('trigger', 'test-execution', {} as never),
): IWorkflowExecuteAdditionalData {
	// A plain object: n8n's own harness auto-mocks it, which makes every missing field a truthy function.
	return {
		credentialsHelper: new TestCredentialsHelper(setup.credentials),
		hooks,
		executionId: 'test-execution',
		userId: 'test-user',
		restApiUrl: 'http://localhost:5678/rest',
		instanceBaseUrl: 'http://localhost:5678/',
		webhookBaseUrl: 'http://localhost:5678/webhook',
		webhookWaitingBaseUrl: 'http://localhost:5678/webhook-waiting',
		webhookTestBaseUrl: 'http://localhost:5678/webhook-test',
		formWaitingBaseUrl: 'http://localhost:5678/form-waiting',
		variables: {},
		currentNodeParameters: undefined,
		executeWorkflow: async () => {
			throw new Error('Sub-workflows are not part of these tests');
		},
	} as unknown as IWorkflowExecuteAdditionalData;
}

/** Static data as n8n stores it between executions: JSON in the database. */
export const persisted = (staticData: IDataObject): IDataObject =>
	JSON.parse(JSON.stringify(staticData));

/** The node's own part of a workflow's static data (n8n keeps it per node; the test node is named Node). */
export const nodeState = (staticData: IDataObject) => staticData['node:Node'] as IDataObject;

export function makeWorkflow(node: INode, staticData: IDataObject = {}, id = 'test-workflow') {
	return new Workflow({
		id,
		name: 'Test',
		nodes: [node],
		connections: {},
		active: false,
		nodeTypes,
		staticData,
	});
}

export interface NodeRun {
	/** The node's output items (main output 0) */
	items: INodeExecutionData[];
	/** The execution's error, when the node failed the run */
	error?: Error & { httpCode?: string | null; description?: string | null; context?: IDataObject };
	run: IRun;
}

/** Executes one action node over `input` items (with `binary[i]` as item i's binary data) as a manual run would. */
export async function runNode(
	setup: NodeSetup,
	input: IDataObject[] = [{}],
	binary: Array<IBinaryKeyData | undefined> = [],
): Promise<NodeRun> {
	const node = makeNode(setup);
	const workflow = makeWorkflow(node);
	const hooks = new ExecutionLifecycleHooks('manual', 'test-execution', {
		id: 'test-workflow',
		name: 'Test',
		nodes: [node],
		connections: {},
		active: false,
		activeVersionId: null,
		isArchived: false,
		createdAt: new Date(),
		updatedAt: new Date(),
	} as never);
	const items: INodeExecutionData[] = input.map((json, i) =>
		binary[i] ? { json, binary: binary[i] } : { json },
	);
	const runExecutionData = createRunExecutionData({
		executionData: { nodeExecutionStack: [{ node, data: { main: [items] }, source: null }] },
	});
	const run = await new WorkflowExecute(
		makeAdditionalData(setup, hooks),
		'manual',
		runExecutionData,
	).processRunExecutionData(workflow);
	const taskData = run.data.resultData.runData.Node?.[0];
	return {
		items: taskData?.data?.main?.[0] ?? [],
		error: (run.data.resultData.error ?? taskData?.error) as NodeRun['error'],
		run,
	};
}

/** Runs a polling trigger once. Pass the previous poll's `staticData` to continue from it; a failure carries what the poll left there. */
export async function runPoll(
	setup: NodeSetup,
	{
		staticData = {},
		mode = 'trigger',
	}: { staticData?: IDataObject; mode?: WorkflowExecuteMode } = {},
) {
	const node = makeNode(setup);
	// A fresh Workflow each poll, as another process would build it: only static data carries over.
	const workflow = makeWorkflow(node, persisted(staticData));
	const hooks = new ExecutionLifecycleHooks(mode, 'test-poll', {} as never);
	const activation: WorkflowActivateMode = mode === 'manual' ? 'manual' : 'activate';
	const context = new PollContext(
		workflow,
		node,
		makeAdditionalData(setup, hooks),
		mode,
		activation,
	);
	try {
		const output = await packNodes[node.type].poll!.call(context);
		return { items: output?.[0] ?? [], staticData: workflow.staticData as IDataObject };
	} catch (error) {
		// What the failed poll left in the workflow's static data, which n8n keeps in memory.
		(error as { staticData?: IDataObject }).staticData = workflow.staticData as IDataObject;
		throw error;
	}
}

/**
 * The context n8n gives dropdowns and resource-locator searches, with the node's current
 * parameters as the editor resolves them; also a real request context for unit tests of the
 * shared transport.
 */
export function loadOptionsContext(setup: NodeSetup) {
	const node = makeNode(setup);
	const additionalData = makeAdditionalData(setup);
	additionalData.currentNodeParameters = node.parameters;
	return new LoadOptionsContext(makeWorkflow(node), node, additionalData, 'parameters');
}

/** Calls a `loadOptions` method of the node as the editor does. */
export async function runLoadOptions(setup: NodeSetup, method: string) {
	const nodeType = packNodes[`${PACKAGE}.${setup.type}`];
	return await nodeType.methods!.loadOptions![method].call(loadOptionsContext(setup));
}

/** Calls a `listSearch` method of the node as the editor's resource locator does. */
export async function runListSearch(
	setup: NodeSetup,
	method: string,
	filter?: string,
	paginationToken?: string,
) {
	const nodeType = packNodes[`${PACKAGE}.${setup.type}`];
	return await nodeType.methods!.listSearch![method].call(
		loadOptionsContext(setup),
		filter,
		paginationToken,
	);
}

/**
 * The context an action node's execute() gets, over `input` items: for unit tests of shared
 * helpers that need its binary-data functions.
 */
export function executeContext(setup: NodeSetup, input: INodeExecutionData[]) {
	const node = makeNode(setup);
	const executeData = { node, data: { main: [input] }, source: null };
	return new ExecuteContext(
		makeWorkflow(node),
		node,
		makeAdditionalData(setup),
		'manual',
		createRunExecutionData(),
		0,
		input,
		{ main: [input] },
		executeData,
		[],
	);
}
