import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds this package (`tsc -p tsconfig.build.json`, as `pnpm build` does) so the tests drive
 * the real `dist/bin.js`. turbo builds the session (and what it needs) before `test`, but not this package.
 */
export default function setup(): void {
  const require = createRequire(import.meta.url);
  for (const dep of ['@cairn/session']) {
    const dist = join(packageDir, 'node_modules', dep, 'dist', 'index.js');
    if (!existsSync(dist)) {
      throw new Error(`${dep} is not built (${dist} is missing). Run \`pnpm turbo run build --filter=@cairn/mcp^...\` first (turbo's \`test\` task does).`);
    }
  }
  const tsc = require.resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: packageDir, stdio: 'inherit' });
  chmodSync(join(packageDir, 'dist', 'bin.js'), 0o755);
}
