/**
 * The packages suite (test/packages/): the per-service packages as the build writes them, the
 * tarballs as npm installs them, all twelve in real n8n, and the round trip through a real npm
 * registry. Each file starts what it needs, as the queue-mode suite does. Run it with
 * `npm run test:packages`.
 */
module.exports = { ...require('./jest.queue.config.js'), roots: ['<rootDir>/test/packages'] };
