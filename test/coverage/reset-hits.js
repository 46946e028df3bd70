// Each test run records its endpoint hits afresh.
const { rmSync } = require('node:fs');
const path = require('node:path');

module.exports = async () => {
	rmSync(process.env.ENDPOINT_HITS_DIR ?? path.resolve(__dirname, '../../.endpoint-hits'), {
		recursive: true,
		force: true,
	});
};
