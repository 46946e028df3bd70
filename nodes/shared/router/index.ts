// The router: an action node's description from its resource map, and its item loop.
export { nodeBuilderHint, resourceProperties } from './description';
export { itemPacer } from './pacer';
export { route } from './route';
export { OutputItems } from './types';
export type {
	Operation,
	OperationOption,
	OperationOutput,
	OperationResult,
	Resource,
	Resources,
} from './types';
