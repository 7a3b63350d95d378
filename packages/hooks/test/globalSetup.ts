import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packages = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The tests drive the BUILT `cairn` as a host would: builds this package and the CLI
 * (`tsc -p tsconfig.build.json` and the hook bundles, as `pnpm build` does). turbo builds the session before `test`;
 * the CLI's other inputs (the MCP server) must be built already (`pnpm build`).
 */
export default function setup(): void {
  const require = createRequire(import.meta.url);
  const tsc = require.resolve('typescript/bin/tsc');
  for (const needed of ['session', 'mcp', 'importers']) {
    if (!existsSync(join(packages, needed, 'dist', 'index.js'))) throw new Error(`@cairn/${needed} is not built: run \`pnpm build\` first.`);
  }
  for (const pkg of ['hooks', 'cli']) execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: join(packages, pkg), stdio: 'inherit' });
  // `cairn hook` runs the hooks' bundles (dist/bundle, built from source by bundle.mjs), not tsc's output.
  execFileSync(process.execPath, ['bundle.mjs'], { cwd: join(packages, 'hooks'), stdio: 'inherit' });
  chmodSync(join(packages, 'cli', 'dist', 'bin.js'), 0o755);
}
