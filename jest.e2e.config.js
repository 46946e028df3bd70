/** The end-to-end suite: a real n8n with the built pack (see test/e2e/setup.ts). Run it with `npm run test:e2e`. */
module.exports = {
	testEnvironment: 'node',
	roots: ['<rootDir>/test/e2e'],
	testMatch: ['**/*.test.ts'],
	transform: {
		'^.+\\.ts$': ['ts-jest', { diagnostics: false, tsconfig: { isolatedModules: true } }],
	},
	globalSetup: '<rootDir>/test/e2e/setup.ts',
	globalTeardown: '<rootDir>/test/e2e/teardown.ts',
	testTimeout: 240_000,
	verbose: true,
};
