// Bundles the `cairn` CLI and its MCP server into one publishable package (issue #14): every
// workspace package and every pure-JS dependency is inside dist/, so the package depends on
// nothing but better-sqlite3, an optional native module (without it the store uses its
// pure-JS index). ESM with code splitting for the MCP server: the MCP SDK, the importers and the
// prompts stay in chunks loaded only by what uses them. The CLI's commands and a tool call's hook
// are CommonJS files compiled through a V8 code cache (below), so start-up stays fast.
import { chmod, cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { build } from 'esbuild';
import { BUNDLE_OUTSIDE, bundleOptions } from '../../scripts/lib/bundle-options.mjs';
import { buildCodeCached } from '../../scripts/lib/code-cache.mjs';
import { lazyBuiltinsOf } from '../../scripts/lib/lazy-builtins.mjs';
import { codeCachedRequired, startBuildOptions } from '../../scripts/lib/start-build.mjs';
import { buildWinkModel, WINK_MODEL_FILE } from '../../scripts/lib/wink-model-apart.mjs';

await rm('dist', { recursive: true, force: true });

// The gate's English tagger model ships beside the bundle, loaded on first use (scripts/lib/wink-model-apart.mjs).
await buildWinkModel(build, 'dist');

// A command's code (`cli/src/cli-main.ts`), a tool call's hook (`hooks/src/toolPath.ts`), the hook's
// other events (`hooks/src/fullPath.ts`) and the MCP server (`mcp/src/mcp-main.ts`) are each one
// CommonJS file compiled through a V8 code cache kept beside it (scripts/lib/code-cache.mjs;
// issues #20/#21): the entry and the hook dispatcher load them by these names instead of the
// chunks esbuild would split out.
const CACHED = [
  {
    from: /[/\\]cli[/\\]src[/\\](?:bin|start)\.ts$/u,
    path: /^\.\/cli-main\.js$/,
    name: 'cli-main',
    entry: '../cli/src/cli-main.ts',
    names: ['main', 'endQuietlyOnClosedPipe', 'serve', 'stdoutFailure'],
  },
  // It loads the full path (an uninitialised project, a store to check) from hook-full.cjs by its
  // name, as the hooks package's toolPath.cjs does: inlined, it doubled this file (2.9 against 1.3 MB, h59-speed).
  {
    from: /[/\\]hooks[/\\]src[/\\]runHook\.ts$/u,
    path: /^\.\/toolPath\.js$/,
    name: 'hook-tool',
    entry: '../hooks/src/toolPath.ts',
    names: ['run'],
    loads: [{ from: /[/\\]hooks[/\\]src[/\\]toolPath\.ts$/u, path: /^\.\/fullPath\.js$/, name: 'hook-full', names: ['run', 'storeReady'] }],
  },
  // The hook's other events (SessionStart …): compiling their ES modules was ≈ 50 ms of every SessionStart (issue #20).
  { from: /[/\\]hooks[/\\]src[/\\]runHook\.ts$/u, path: /^\.\/fullPath\.js$/, name: 'hook-full', entry: '../hooks/src/fullPath.ts', names: ['run'] },
  // The MCP server: code-cached too, and its gate evaluated on the first memorize (lazy-gate.mjs), not by a server that only recalls.
  // zod as it is there: the MCP SDK builds its schemas at load (scripts/lib/lazy-packages.mjs `lazyPackagesExcept`).
  {
    from: /[/\\]mcp[/\\]src[/\\]bin\.ts$/u,
    path: /^\.\/mcp-main\.js$/,
    name: 'mcp-main',
    entry: '../mcp/src/mcp-main.ts',
    names: ['main'],
    eagerPackages: ['zod'],
  },
];
const codeCachedApart = {
  name: 'code-cached-apart',
  setup(b) {
    // esbuild's filters are Go regular expressions: no `u` flag.
    for (const c of CACHED) b.onResolve({ filter: c.path }, (args) => (c.from.test(args.importer) ? { path: `./${c.name}.mjs`, external: true } : undefined));
  },
};
const cached = [];
for (const c of CACHED)
  cached.push(
    await buildCodeCached(build, {
      entry: c.entry,
      outdir: 'dist',
      name: c.name,
      ext: '.mjs',
      names: c.names,
      options: c.loads === undefined ? bundleOptions : { ...bundleOptions, plugins: [codeCachedRequired(c.loads), ...bundleOptions.plugins] },
      eagerPackages: c.eagerPackages,
    }),
  );

// `cairn` starts through CommonJS (issue #20, as packages/cli/bundle.mjs does for the workspace):
// dist/start.cjs holds the CLI's start-up (cli/src/start.ts: the dispatch, the daemon's client, the
// version) and the hook's dispatcher (hooks/src/runHook.ts), and loads the code-cached files above
// through the code-cache loader bundled into it; dist/cairn.mjs only requires it. Node's ES module
// loader then loads one file: resolving, reading, compiling and linking the entry's chunks and the
// loaders, and the built-ins' ES facades, was ≈ 10% of a cold recall's CPU.
const START_CACHED = CACHED.filter((c) => c.name !== 'mcp-main');
const started = await build(
  startBuildOptions({
    entry: '../cli/src/start.ts',
    name: 'start',
    outdir: 'dist',
    cached: START_CACHED,
    // import() becomes require(); import.meta.url (the version's ../package.json) is the file's URL.
    importMetaUrl: true,
    mainFields: ['module', 'main'],
    // The daemon's socket (node:net) only when there is a daemon to ask.
    plugins: [lazyBuiltinsOf(['net'])],
  }),
);
// Only the start-up's own modules: the CLI's dispatch, the hook's dispatcher, the loader, proper-lockfile (a stale daemon socket).
const startInputs = Object.keys(started.metafile.inputs).filter(
  (p) =>
    !p.includes('/node_modules/') &&
    !/^\.\.\/(?:cli\/src|hooks\/src\/(?:runHook|hookEvent)\.ts|\.\.\/scripts\/lib\/code-cache-runtime\.mjs)/u.test(p) &&
    !p.startsWith('code-cached-required:') &&
    !p.startsWith('lazy-builtin:'),
);
if (startInputs.length > 0) {
  console.error(`esbuild: dist/start.cjs holds ${startInputs.join(', ')}: only the start-up belongs in it`);
  process.exit(1);
}

const result = await build({
  ...bundleOptions,
  entryPoints: { 'cairn-mcp': '../mcp/src/bin.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  splitting: true,
  format: 'esm',
  plugins: [...bundleOptions.plugins, codeCachedApart],
});

// Nothing native and no workspace import may remain outside the bundle (its ES modules and the code-cached files).
const metafile = {
  inputs: Object.assign({}, result.metafile.inputs, started.metafile.inputs, ...cached.map((r) => r.metafile.inputs)),
  outputs: Object.assign({}, result.metafile.outputs, started.metafile.outputs, ...cached.map((r) => r.metafile.outputs)),
};
const loaders = new Set(CACHED.map((c) => `./${c.name}.mjs`));
const inputs = Object.keys(metafile.inputs);
const native = inputs.filter((p) => /better-sqlite3|\.node$/u.test(p));
if (native.length > 0) {
  console.error(`esbuild: native code in the bundle: ${native.join(', ')}`);
  process.exit(1);
}
for (const [file, output] of Object.entries(metafile.outputs)) {
  const external = output.imports.filter(
    (i) => i.external && !isBuiltin(i.path) && !BUNDLE_OUTSIDE.includes(i.path) && i.path !== WINK_MODEL_FILE && !loaders.has(i.path),
  );
  if (external.length > 0) {
    console.error(`esbuild: ${file} imports ${external.map((i) => i.path).join(', ')} from outside the bundle`);
    process.exit(1);
  }
}
await writeFile(
  'dist/cairn.mjs',
  [
    '#!/usr/bin/env node',
    '// Generated by build.mjs: the start-up as one CommonJS file, start.cjs, which loads the code-cached files (issue #20).',
    "import { createRequire } from 'node:module';",
    '',
    "await createRequire(import.meta.url)('./start.cjs').start(process.argv.slice(2));",
    '',
  ].join('\n'),
);
// The package's `cairn` (package.json bin): the same, as CommonJS, so Node starts no ES module loader
// (≈ 6 ms of CPU, ≈ 9% of `node -e 0`); cairn.mjs stays for whoever runs the ES entry by its path.
await writeFile(
  'dist/cairn.cjs',
  ['#!/usr/bin/env node', '// Generated by build.mjs: see cairn.mjs.', "require('./start.cjs').start(process.argv.slice(2));", ''].join('\n'),
);
for (const bin of ['dist/cairn.mjs', 'dist/cairn.cjs', 'dist/cairn-mcp.mjs']) {
  const text = await readFile(bin, 'utf8');
  await writeFile(bin, text.startsWith('#!') ? text : `#!/usr/bin/env node\n${text}`);
  await chmod(bin, 0o755);
}
// What went into the bundle and what it imports, for the bundle's tests (not shipped).
await mkdir('build', { recursive: true });
await writeFile('build/meta.json', JSON.stringify(metafile));
// The licence travels with the package.
await cp('../../LICENSE', 'LICENSE');
