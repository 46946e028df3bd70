// Writes the description lock (test/lock/descriptions.json) from the current sources. Run it after
// adding a node, parameter, value or credential field; the lock test refuses any removal or change.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { breakingChanges, currentLock } from '../../test/lock/descriptions';

const file = path.join(__dirname, '../../test/lock/descriptions.json');
const now = currentLock();
let released;
try {
	released = require(file);
} catch {
	released = undefined;
}
const broken = released ? breakingChanges(released, now) : [];
if (broken.length > 0 && !process.argv.includes('--force')) {
	console.error(`Not written: the change would break saved workflows:\n${broken.join('\n')}`);
	process.exit(1);
}
writeFileSync(file, `${JSON.stringify(now, null, '\t')}\n`);
console.log(
	`Wrote ${file}: ${Object.keys(now.nodes).length} node versions, ${Object.keys(now.credentials).length} credentials`,
);
