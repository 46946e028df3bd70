// The rule sets n8n's community-package scanner runs, over the pack's sources. Every other source
// file (tests, bench, scripts) is parsed too, without rules: inline disable comments are ignored
// everywhere, as the scanner ignores them, and --max-warnings=0 turns any such comment into a failure.
import tsParser from '@typescript-eslint/parser';
import n8nNodesBase from 'eslint-plugin-n8n-nodes-base';
import communityNodes from '@n8n/eslint-plugin-community-nodes';

const legacy = (name) => n8nNodesBase.configs[name].rules;

// Rules of n8n-nodes-base that apply only to n8n's own repository, or that contradict the
// community scanner (@n8n/community-nodes/node-connection-type-literal wants NodeConnectionTypes.Main).
const mainRepositoryOnly = {
	'n8n-nodes-base/cred-class-field-documentation-url-miscased': 'off',
	'n8n-nodes-base/node-class-description-inputs-wrong-regular-node': 'off',
	'n8n-nodes-base/node-class-description-outputs-wrong': 'off',
};

export default [
	{
		ignores: [
			'dist/**',
			'node_modules/**',
			'e2e-artifacts*/**',
			'test-logs/**',
			'.scratch/**',
			'.tools/**',
			'.endpoint-hits/**',
			// Built by scripts/packaging/packages.ts from dist/ and templates/; their package.json files are linted below.
			'packages/*/dist/**',
			// Links to the sources of nodes/ and credentials/, linted there.
			'packages/*/nodes/**',
			'packages/*/credentials/**',
			// The per-service templates the build writes (copies of templates/ with per-service types).
			'packages/*/templates/**',
			'packages/templates/**',
		],
	},
	{ linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'error' } },
	{
		files: ['**/*.ts'],
		languageOptions: { parser: tsParser, parserOptions: { sourceType: 'module' } },
	},
	{
		files: ['package.json', 'packages/*/package.json'],
		// The TypeScript parser, as n8n's scanner uses: the community rules on package.json
		// (valid-peer-dependencies, no-overrides-field, ...) walk its AST and see nothing in jsonc's.
		languageOptions: { parser: tsParser },
		plugins: { 'n8n-nodes-base': n8nNodesBase },
		rules: legacy('community'),
	},
	{
		files: ['credentials/**/*.ts'],
		plugins: { 'n8n-nodes-base': n8nNodesBase },
		rules: { ...legacy('credentials'), ...mainRepositoryOnly },
	},
	{
		files: ['nodes/**/*.ts'],
		plugins: { 'n8n-nodes-base': n8nNodesBase },
		rules: { ...legacy('nodes'), ...mainRepositoryOnly },
	},
	{
		...communityNodes.configs.recommended,
		files: ['nodes/**/*.ts', 'credentials/**/*.ts', 'package.json', 'packages/*/package.json'],
		languageOptions: {},
	},
];
