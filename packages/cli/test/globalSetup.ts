import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
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
    /** A home holding the test person's key, made by `cairn person setup` on a pseudo-terminal (harness.ts copies its person/ folder). */
    personTemplate: string;
    /** The folder every sandbox of this run lives in (harness.ts: one root per worker and slot, and the initialised homes kept for reuse). */
    sandboxRuns: string;
  }
}

// CLI tests run the built cairn as a child process (RECIPES.md): the published bundle
// (cairn-memory's dist/cairn.mjs, harness.ts BIN) and, for the start-up tests, the workspace build
// (dist/bin.js and the code-cached dist/cli-main.cjs it runs, or tsc's modules unbundled). turbo
// builds the packages the CLI depends on and the bundles; this builds each when a source is newer
// than it. Then the test person sets up their key once, on a
// pseudo-terminal, the way a person does (the passphrase typed twice); each sandbox's home gets a
// copy of it.
export default function setup(project: TestProject): () => void {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  // Skipped when dist is newer than every source (scripts/setup.sh or an earlier run built it).
  tscBuildIfStale(root, 'dist/bin.js');
  // dist/bin.js runs a command from the code-cached bundle of main.ts beside it (bundle.mjs), which tsc does not write.
  cliBundleBuildIfStale();
  bundleBuildIfStale();
  const dir = mkdtempSync(join(tmpdir(), 'cairn-cli-person-'));
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
  const runs = mkdtempSync(join(tmpdir(), 'cairn-cli-test-'));
  project.provide('sandboxRuns', runs);
  return () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(runs, { recursive: true, force: true });
  };
}
