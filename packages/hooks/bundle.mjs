// Bundles `cairn hook`'s entry (src/runHook.ts) into dist/bundle/ (the host-hooks issue's speed
// target: a hook runs on every tool call, and loading ≈ 1 MB of unbundled ES modules took most
// of its time): a tool call's hook loads no project session, no memory store and no gate.
// better-sqlite3 (native) stays outside and resolves from this package's node_modules.
import { rm } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { build } from 'esbuild';
import { bundleOptions } from '../../scripts/lib/bundle-options.mjs';
import { buildCodeCached } from '../../scripts/lib/code-cache.mjs';
import { codeCachedRequired, startBuildOptions } from '../../scripts/lib/start-build.mjs';
import { buildWinkModel, WINK_MODEL_FILE } from '../../scripts/lib/wink-model-apart.mjs';

await rm('dist/bundle', { recursive: true, force: true });

// The gate's English tagger model ships beside the bundle, loaded on first use (scripts/lib/wink-model-apart.mjs).
await buildWinkModel(build, 'dist/bundle');
// The options of every bundle of the CLI and the MCP server (scripts/lib/bundle-options.mjs: the
// workspace's TypeScript source, the tagger model apart, zod's English only, the CommonJS shims,
// minified, a metafile), as ES modules; `external` is set per bundle below.
const common = { ...bundleOptions, format: 'esm' };
// Three bundles, each whole (no shared chunks: esbuild assigns a module to a chunk by which
// entries import its file, and the packages' index files import everything): the dispatcher,
// a tool call's path and the full path; each loads the next by its file name. (Split into
// chunks, the full path's dynamic imports were 1.21 MB of ES modules compiled by every
// SessionStart; inlined into a code-cached file they cost only their bytes' read and hash.)
const apart = ['better-sqlite3', 'pg-native', './toolPath.js', './fullPath.js', WINK_MODEL_FILE];
/** The code-cached files a CommonJS file of this package loads by their names (scripts/lib/start-build.mjs). */
const TOOL_PATH = { path: /^\.\/toolPath\.js$/, name: 'toolPath', names: ['run'] };
const FULL_PATH = { path: /^\.\/fullPath\.js$/, name: 'fullPath', names: ['run', 'storeReady'] };
const bundles = [
  { in: 'src/runHook.ts', out: 'hook' },
  // A tool call's path runs on every tool call of an agent: CommonJS compiled through a V8 code
  // cache beside it (scripts/lib/code-cache.mjs), `toolPath.js` its loader. The full path it
  // takes for an uninitialised project or a store to check is fullPath.cjs, loaded through the
  // code-cache loader bundled in (before h59-speed: Node's ES module loader on `./fullPath.js`).
  { in: 'src/toolPath.ts', out: 'toolPath', cached: ['run'], loads: FULL_PATH },
  // The full path (SessionStart, Stop, SessionEnd, UserPromptSubmit …) too (issue #20: compiling
  // its ≈ 1.2 MB of ES modules was ≈ 50 ms of every SessionStart's CPU). Its dynamic imports (the
  // importers with yaml and micromark, the MCP sandbox) are inlined, but a code cache compiles
  // only the functions a process runs, so SessionStart never compiles them.
  { in: 'src/fullPath.ts', out: 'fullPath', cached: ['run', 'storeReady'] },
];
for (const b of bundles) {
  const options = {
    ...common,
    entryPoints: { [b.out]: b.in },
    outdir: 'dist/bundle',
    // pg (the team store) requires pg-native only through `pg.native`, which Cairn never uses.
    external: apart.filter((p) => p !== WINK_MODEL_FILE && (b.loads === undefined || p !== './fullPath.js')),
    plugins: [...(b.loads === undefined ? [] : [codeCachedRequired([b.loads])]), ...common.plugins],
  };
  const result =
    b.cached === undefined ? await build(options) : await buildCodeCached(build, { entry: b.in, outdir: 'dist/bundle', name: b.out, names: b.cached, options });
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const outside = output.imports.filter((i) => i.external && !isBuiltin(i.path) && !apart.includes(i.path));
    if (outside.length > 0) {
      console.error(`esbuild: ${file} imports ${outside.map((i) => i.path).join(', ')} from outside the bundle`);
      process.exit(1);
    }
    if (process.env.CAIRN_BUNDLE_SIZES) console.log(file, output.bytes);
  }
}

// The dispatcher once more as CommonJS, dist/bundle/hook.cjs: what `require('@cairn/hooks/hook')`
// gets (package.json's `require` condition), as the CLI's CommonJS start-up asks for it (packages/cli
// bundle.mjs: dist/start.cjs). It loads toolPath.cjs or fullPath.cjs through the code-cache loader
// bundled into it, so a cold `cairn hook` runs no ES module of its own but the bin's loader (issue
// #20: the dispatcher's, the paths' loaders' and codeCache.mjs's ES modules and the built-ins' ES
// facades were ≈ 10% of a PreToolUse's CPU). The same source, events and answers as hook.js.
const cjs = await build(startBuildOptions({ entry: 'src/runHook.ts', name: 'hook', outdir: 'dist/bundle', cached: [TOOL_PATH, FULL_PATH] }));
for (const [file, output] of Object.entries(cjs.metafile.outputs)) {
  const outside = output.imports.filter((i) => i.external && !isBuiltin(i.path));
  const packages = Object.keys(output.inputs).filter((p) => p.includes('/node_modules/') || /^\.\.\/(?!\.\.\/scripts\/)/u.test(p));
  if (outside.length > 0 || packages.length > 0) {
    console.error(`esbuild: ${file} imports ${[...outside.map((i) => i.path), ...packages].join(', ')}: only the dispatcher and the loader belong in it`);
    process.exit(1);
  }
}
