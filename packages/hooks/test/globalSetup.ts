import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: a plain ES module shared with the demo and CI (scripts/lib), no types.
import { asPersonSync } from '../../../scripts/lib/as-person.mjs';
// @ts-expect-error: a plain ES module shared with the tests' other globalSetups (scripts/lib), no types.
import { BUNDLE_BIN, bundleBuildIfStale, cliBundleBuildIfStale } from '../../../scripts/lib/bundle-build.mjs';
// @ts-expect-error: a plain ES module shared with the tests' other globalSetups (scripts/lib), no types.
import { tscBuildIfStale } from '../../../scripts/lib/tsc-build.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A home holding the test person's key, made by `cairn person setup` on a pseudo-terminal (helpers.ts copies its person/ folder). */
    personTemplate: string;
    /** The folder every world of this run lives in (helpers.ts: one root per worker and slot, and the initialised homes kept for reuse). */
    worldRuns: string;
  }
}

const packages = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The tests drive the BUILT `cairn` as a host would: builds this package and the CLI
 * (`tsc -p tsconfig.build.json`, skipped when a dist is newer than every source, and the hook
 * bundles, as `pnpm build` does). turbo builds the session before `test`;
 * the CLI's other inputs (the MCP server) must be built already (`pnpm build`). Then the test
 * person sets up their key once, on a pseudo-terminal, as a person does (issue #16); each world's
 * home gets a copy, and its person's acts are signed with the passphrase typed on a terminal.
 */
export default function setup(project: TestProject): () => void {
  for (const needed of ['session', 'mcp', 'importers']) {
    if (!existsSync(join(packages, needed, 'dist', 'index.js'))) throw new Error(`@cairn/${needed} is not built: run \`pnpm build\` first.`);
  }
  // Each skipped when its dist is newer than every source (scripts/setup.sh or an earlier run built it).
  tscBuildIfStale(join(packages, 'hooks'), 'dist/index.js');
  tscBuildIfStale(join(packages, 'cli'), 'dist/bin.js');
  // The tsc-built `cairn`'s commands run from the CLI's code-cached bundle (packages/cli/bundle.mjs).
  cliBundleBuildIfStale();
  // The tsc-built `cairn hook` (the install-layout test, forgedSession.test.ts) runs the hooks' bundles (dist/bundle, built from source by bundle.mjs), not tsc's output; hookBundle.test.ts checks them.
  execFileSync(process.execPath, ['bundle.mjs'], { cwd: join(packages, 'hooks'), stdio: 'inherit' });
  chmodSync(join(packages, 'cli', 'dist', 'bin.js'), 0o755);
  // The worlds run the published bundle (helpers.ts BIN); turbo builds it before `test`, this when a source is newer.
  bundleBuildIfStale();
  const dir = mkdtempSync(join(tmpdir(), 'cairn-hooks-person-'));
  const home = join(dir, 'home');
  mkdirSync(home, { mode: 0o700 });
  chmodSync(home, 0o700);
  const r = asPersonSync({
    bin: BUNDLE_BIN,
    args: ['person', 'setup'],
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', HOME: join(dir, 'user'), CAIRN_HOME: home, NO_COLOR: '1', LANG: 'C.UTF-8' },
  }) as { code: number | null; terminal: string };
  if (r.code !== 0) throw new Error(`cairn person setup on a pseudo-terminal failed (exit ${r.code}):\n${r.terminal}`);
  project.provide('personTemplate', home);
  const runs = mkdtempSync(join(tmpdir(), 'cairn-hooks-'));
  project.provide('worldRuns', runs);
  return () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(runs, { recursive: true, force: true });
  };
}
