import { chmodSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain ES module shared with the tests' other globalSetups (scripts/lib), no types.
import { mcpBundleBuildIfStale } from '../../../scripts/lib/bundle-build.mjs';
// @ts-expect-error: a plain ES module shared with the tests' other globalSetups (scripts/lib), no types.
import { tscBuildIfStale } from '../../../scripts/lib/tsc-build.mjs';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds this package (`tsc -p tsconfig.build.json` and bundle.mjs, as `pnpm build` does; each skipped when its output is newer than every
 * source) so the tests drive the real `dist/bin.js`. turbo builds the session (and what it needs) before `test`, but not this package.
 */
export default function setup(): void {
  for (const dep of ['@cairn/session']) {
    const dist = join(packageDir, 'node_modules', dep, 'dist', 'index.js');
    if (!existsSync(dist)) {
      throw new Error(`${dep} is not built (${dist} is missing). Run \`pnpm turbo run build --filter=@cairn/mcp^...\` first (turbo's \`test\` task does).`);
    }
  }
  // Skipped when dist is newer than every source (scripts/setup.sh or an earlier run built it).
  tscBuildIfStale(packageDir, 'dist/bin.js');
  // dist/bin.js runs the server from the code-cached bundle beside it (bundle.mjs), which tsc does not write.
  mcpBundleBuildIfStale();
  chmodSync(join(packageDir, 'dist', 'bin.js'), 0o755);
}
