// The tests' globalSetup builds of a package's own dist (`tsc -p tsconfig.build.json`, as
// `pnpm build` does), skipped when the dist is newer than every input: in CI, scripts/setup.sh
// has just built every package, and each suite that spawns a built bin (cli, hooks, mcp) rebuilt
// the same unchanged sources again (four tsc runs, about 10 s each on a quiet 2-core machine).
// After any edit of a package's sources the next test run rebuilds it, as before.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * The newest modification time (ms since the epoch) of the files under `dir`, recursively.
 *
 * @param {string} dir - a folder (missing: 0)
 * @returns {number}
 */
export function newestUnder(dir) {
  let newest = 0;
  let entries;
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return 0;
    throw error;
  }
  for (const e of entries) if (e.isFile()) newest = Math.max(newest, statSync(join(e.parentPath, e.name)).mtimeMs);
  return newest;
}

/** The modification time of `file` in ms, or undefined when it does not exist. */
function mtimeOf(file) {
  try {
    return statSync(file).mtimeMs;
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * True when `<pkgDir>/<output>` (a file tsc writes on every build, e.g. `dist/bin.js`) is older
 * than any input of the build: a file under `src/`, the package's `tsconfig.build.json`,
 * `tsconfig.json` or `package.json`, or the repository's `tsconfig.base.json`; or missing.
 *
 * @param {string} pkgDir - the package's folder (packages/<name>)
 * @param {string} output - a path inside it that every build writes
 * @returns {boolean}
 */
export function tscBuildIsStale(pkgDir, output) {
  const built = mtimeOf(join(pkgDir, output));
  if (built === undefined) return true;
  const inputs = [
    newestUnder(join(pkgDir, 'src')),
    ...['tsconfig.build.json', 'tsconfig.json', 'package.json', join('..', '..', 'tsconfig.base.json')].map((f) => mtimeOf(join(pkgDir, f)) ?? 0),
  ];
  return Math.max(...inputs) >= built;
}

/**
 * Runs `tsc -p tsconfig.build.json` in `pkgDir` unless its dist is newer than every input
 * ({@link tscBuildIsStale}).
 *
 * @param {string} pkgDir - the package's folder
 * @param {string} output - a path inside it that every build writes (e.g. `dist/bin.js`)
 * @returns {boolean} true when it built
 */
export function tscBuildIfStale(pkgDir, output) {
  if (!tscBuildIsStale(pkgDir, output)) return false;
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: pkgDir, stdio: 'inherit' });
  return true;
}
