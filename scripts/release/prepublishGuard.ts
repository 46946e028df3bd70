import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * `prepublishOnly`: the pack is published by the publish workflow only (with npm provenance, which
 * only GitHub Actions can give), and never from a stale dist/: build, lint and unit tests run
 * first. The workflow runs it as its own build step, so this path is the one releases take.
 */

export function publishRefusal(env: NodeJS.ProcessEnv) {
	if (env.GITHUB_ACTIONS !== 'true')
		return 'the pack is published only by the publish workflow (push a tag made by npm run release; see docs/releasing.md)';
	return undefined;
}

if (require.main === module) {
	const refusal = publishRefusal(process.env);
	if (refusal) {
		console.error(`publish refused: ${refusal}`);
		process.exit(1);
	}
	const root = path.resolve(__dirname, '../..');
	for (const script of ['build', 'lint', 'test:unit']) {
		const result = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
		if (result.status !== 0) {
			console.error(`publish refused: npm run ${script} failed`);
			process.exit(1);
		}
	}
}
