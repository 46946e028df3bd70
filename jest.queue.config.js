/** n8n's queue mode with the built pack (see test/queue/queue.test.ts). Run it with `npm run test:queue`. */
module.exports = {
	testEnvironment: 'node',
	roots: ['<rootDir>/test/queue'],
	testMatch: ['**/*.test.ts'],
	transform: {
		'^.+\\.ts$': ['ts-jest', { diagnostics: false, tsconfig: { isolatedModules: true } }],
	},
	testTimeout: 240_000,
	verbose: true,
};
