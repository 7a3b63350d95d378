// The tests' globalSetup build of the published bundle (packages/cairn-memory/dist/cairn.mjs, what
// users install as `cairn-memory`), skipped when the bundle is newer than every input: the CLI and
// hooks suites spawn the bundle (about half the start-up of the tsc-built bin, issue: CI under 40
// minutes), turbo builds it before their `test` task (turbo.json), and a local run after an edit
// of any bundled source rebuilds it here, as tscBuildIfStale does for a package's own dist.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestUnder } from './tsc-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bundleDir = join(root, 'packages', 'cairn-memory');

/** The bundle's entry: `cairn`, as the package's `bin` names it. */
export const BUNDLE_BIN = join(bundleDir, 'dist', 'cairn.mjs');

/**
 * The workspace packages (folder names under packages/) the bundle is made of: the CLI and the MCP
 * server (its two entries, build.mjs) and their `@cairn/*` dependencies, transitively.
 *
 * @returns {string[]}
 */
export function bundledPackages() {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    const manifest = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'));
    for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) {
      if (dep.startsWith('@cairn/')) visit(dep.slice('@cairn/'.length));
    }
  };
  visit('cli');
  visit('mcp');
  return [...seen];
}

/**
 * True when `built` is missing or older than an input of a bundle of the CLI: a file under a
 * bundled package's `src/` or its package.json, one of `own` (the building package's files,
 * relative to the repository), or a build helper in scripts/lib.
 *
 * @param {string} built - a file every build of the bundle writes
 * @param {string[]} own - the building package's build script and package.json
 * @returns {boolean}
 */
function isStale(built, own) {
  let builtAt;
  try {
    builtAt = statSync(built).mtimeMs;
  } catch (error) {
    if (error.code === 'ENOENT') return true;
    throw error;
  }
  const inputs = [
    ...bundledPackages().flatMap((p) => [newestUnder(join(root, 'packages', p, 'src')), statSync(join(root, 'packages', p, 'package.json')).mtimeMs]),
    ...own.map((f) => statSync(join(root, f)).mtimeMs),
    newestUnder(join(root, 'scripts', 'lib')),
  ];
  return Math.max(...inputs) >= builtAt;
}

/**
 * True when dist/cairn.mjs is missing or older than an input of the bundle: a file under a
 * bundled package's `src/` or its package.json, cairn-memory's build.mjs or package.json, or a
 * build helper in scripts/lib.
 *
 * @returns {boolean}
 */
export function bundleIsStale() {
  return isStale(BUNDLE_BIN, ['packages/cairn-memory/build.mjs', 'packages/cairn-memory/package.json']);
}

/**
 * Runs cairn-memory's build.mjs (esbuild, about 7 s) unless the bundle is newer than every input
 * ({@link bundleIsStale}).
 *
 * @returns {boolean} true when it built
 */
export function bundleBuildIfStale() {
  if (!bundleIsStale()) return false;
  execFileSync(process.execPath, ['build.mjs'], { cwd: bundleDir, stdio: 'inherit' });
  return true;
}

/** The workspace CLI's code-cached command bundle (packages/cli/bundle.mjs, loaded by dist/bin.js; issue #20). */
export const CLI_BUNDLE = join(root, 'packages', 'cli', 'dist', 'cli-main.cjs');

/**
 * Runs `packages/<pkg>/bundle.mjs` (scripts/lib/workspace-bundle.mjs; esbuild, a few seconds)
 * unless `dist/<name>.cjs` is newer than every input (the bundled packages' sources, the
 * package's bundle.mjs and package.json, the build helpers) and `dist/<name>.js` is its loader:
 * tsc's own build (tscBuildIfStale) writes tsc's `<name>.js` there, which runs the unbundled
 * modules.
 *
 * @param {'cli' | 'mcp'} pkg - the package's folder under packages/
 * @param {string} name - its bundle's name (`cli-main`, `mcp-main`)
 * @returns {boolean} true when it built
 */
export function workspaceBundleBuildIfStale(pkg, name) {
  const dist = join(root, 'packages', pkg, 'dist');
  const isLoader = (() => {
    try {
      return readFileSync(join(dist, `${name}.js`), 'utf8').includes('loadWithCodeCache');
    } catch {
      return false;
    }
  })();
  if (isLoader && !isStale(join(dist, `${name}.cjs`), [`packages/${pkg}/bundle.mjs`, `packages/${pkg}/package.json`])) return false;
  execFileSync(process.execPath, ['bundle.mjs'], { cwd: join(root, 'packages', pkg), stdio: 'inherit' });
  return true;
}

/** {@link workspaceBundleBuildIfStale} of the CLI (dist/cli-main.cjs). */
export function cliBundleBuildIfStale() {
  return workspaceBundleBuildIfStale('cli', 'cli-main');
}

/** {@link workspaceBundleBuildIfStale} of the MCP server (dist/mcp-main.cjs). */
export function mcpBundleBuildIfStale() {
  return workspaceBundleBuildIfStale('mcp', 'mcp-main');
}
