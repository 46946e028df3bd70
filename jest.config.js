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
	// No test waits on a real clock where the nodes wait through n8n's sleep (test/harness/clock.ts).
	setupFilesAfterEnv: ['<rootDir>/test/harness/setupClock.ts'],
	// Every core: jest's default leaves one free, which on 2 cores means one worker.
	maxWorkers: '100%',
	testTimeout: 60_000,
	// The engine logs every node error it handles; the assertions look at them instead.
	silent: true,
};
