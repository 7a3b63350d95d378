// The code-cached bundle of a workspace package's entry (issue #20), for the packages whose built
// bin the workspace runs: packages/cli/bundle.mjs (`cairn`) and packages/mcp/bundle.mjs
// (`cairn-mcp`). tsc emits `dist/<name>.js` from `src/<name>.ts`, a re-export of what the bin
// runs; this writes over it the loader of `dist/<name>.cjs`, the same exports bundled into one
// CommonJS file compiled through a V8 code cache (scripts/lib/code-cache.mjs, and what keeps that
// cache from being a way to run code: code-cache-runtime.mjs), with core's gate evaluated on its
// first use (lazy-gate.mjs). A tsc-only build still runs, unbundled. Built from the workspace
// packages' TypeScript source, as the hooks' and the published bundles are; better-sqlite3
// (native) stays outside and resolves from the package's own node_modules.
import { rm } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { BUNDLE_OUTSIDE as OUTSIDE, bundleOptions } from './bundle-options.mjs';
import { buildCodeCached, CODE_CACHE_LOADER } from './code-cache.mjs';
import { buildWinkModel, WINK_MODEL_FILE } from './wink-model-apart.mjs';

/**
 * Bundles `src/<name>.ts` of the package in the working folder as `dist/<name>.cjs` and writes its
 * loader over `dist/<name>.js`, the gate's tagger model and `codeCache.mjs` beside them. Directly
 * in dist/, beside tsc's output: `../package.json` from the bundle (a version read through
 * `import.meta.url`) is the package's own. Exits the process (1) when the bundle would import
 * anything from outside it but Node's modules, {@link OUTSIDE} and the model file, or holds
 * native code.
 *
 * @param {typeof import('esbuild').build} build - the calling package's esbuild
 * @param {{ name: string, names: string[], eagerPackages?: string[] }} spec - the entry's name (`cli-main`, `mcp-main`), the exports the loader
 *   re-exports, and the packages of lazy-packages.mjs it evaluates at load (code-cache.mjs)
 * @returns {Promise<void>}
 */
export async function bundleWorkspaceEntry(build, { name, names, eagerPackages }) {
  // A cache names the exact bytes it was compiled from, so an old one is never read: removed, dist/ does not grow.
  await Promise.all([`${name}.cjs`, CODE_CACHE_LOADER, WINK_MODEL_FILE, '.v8-cache'].map((f) => rm(`dist/${f}`, { recursive: true, force: true })));
  // The gate's English tagger model beside the bundle, loaded on first use (wink-model-apart.mjs).
  await buildWinkModel(build, 'dist');
  const result = await buildCodeCached(build, {
    entry: `src/${name}.ts`,
    outdir: 'dist',
    name,
    names,
    options: bundleOptions,
    eagerPackages,
  });
  if (Object.keys(result.metafile.inputs).some((p) => /better-sqlite3|\.node$/u.test(p))) {
    console.error(`esbuild: native code in dist/${name}.cjs`);
    process.exit(1);
  }
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const escaped = output.imports.filter((i) => i.external && !isBuiltin(i.path) && !OUTSIDE.includes(i.path) && i.path !== WINK_MODEL_FILE);
    if (escaped.length > 0) {
      console.error(`esbuild: ${file} imports ${escaped.map((i) => i.path).join(', ')} from outside the bundle`);
      process.exit(1);
    }
  }
}
