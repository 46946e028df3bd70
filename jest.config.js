/** Tests run from TypeScript sources; type checking is tsc's job in `npm run build`. */
module.exports = {
	testEnvironment: 'node',
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts'],
	testPathIgnorePatterns: ['/node_modules/', '/test/e2e/', '/test/queue/', '/test/packages/'],
	transform: {
		'^.+\\.ts$': ['ts-jest', { diagnostics: false, tsconfig: { isolatedModules: true } }],
	},
	globalSetup: '<rootDir>/test/coverage/reset-hits.js',
	testTimeout: 60_000,
	// The engine logs every node error it handles; the assertions look at them instead.
	silent: true,
};
