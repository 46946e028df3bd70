/**
 * n8n-workflow 2.x's builder-hint types (IBuilderHint and the `builderHint` fields), which 1.x's
 * types lack. Only the compatibility type-check against a 1.x n8n-workflow includes this file
 * (compat.ts): `builderHint` is description data that n8n 1.x loads and ignores, so the check adds
 * 2.x's declarations of it and still catches every run-time API the older version lacks.
 */
import type { IDisplayOptions } from 'n8n-workflow';

declare module 'n8n-workflow' {
	interface IRelatedNode {
		nodeType: string;
		relationHint: string;
	}
	interface IBuilderHintVariation {
		content: string;
		displayOptions?: IDisplayOptions;
	}
	interface IParameterBuilderHint {
		propertyHint: string;
		placeholderSupported?: boolean;
	}
	interface IBuilderHint {
		searchHint?: string;
		relatedNodes?: IRelatedNode[];
		extraTypeDefContent?: IBuilderHintVariation[];
	}
	interface INodeTypeDescription {
		builderHint?: IBuilderHint;
	}
	interface INodeProperties {
		builderHint?: IParameterBuilderHint;
	}
	interface INodePropertyOptions {
		builderHint?: IParameterBuilderHint;
	}
	interface INodePropertyCollection {
		builderHint?: IParameterBuilderHint;
	}
}
