// The esbuild options of the CommonJS start-up files that load the code-cached bundles (issue #20):
// packages/cli/bundle.mjs (the workspace CLI's dist/start.cjs), packages/hooks/bundle.mjs (the hook
// dispatcher, dist/bundle/hook.cjs) and packages/cairn-memory/build.mjs (the published dist/start.cjs)
// — one copy, so the three cannot drift apart (h59-speed: they repeated one option block). Also the
// plugin that turns an import of a code-cached file's ES loader into a load of its CommonJS file
// through the code-cache loader (code-cache-runtime.mjs) bundled in, used by those start-up files
// and by a code-cached bundle that loads another (a tool call's hook loading the full path).
import { fileURLToPath } from 'node:url';

/** The code-cache loader (code-cache-runtime.mjs), bundled into what loads a code-cached file. */
const RUNTIME = fileURLToPath(new URL('./code-cache-runtime.mjs', import.meta.url));

/** esbuild's namespace of the stand-ins {@link codeCachedRequired} writes. */
const NAMESPACE = 'code-cached-required';

/**
 * A code-cached file an import stands for.
 *
 * @typedef {object} CodeCachedFile
 * @property {RegExp} path - the import's specifier (esbuild's filter: a Go regular expression, no `u` flag), as `/^\.\/toolPath\.js$/`
 * @property {RegExp} [from] - the importing file, when only some importers mean this file (tested on esbuild's importer path)
 * @property {string} name - the file's name without `.cjs`, beside the output (`toolPath`, `hook-full`)
 * @property {readonly string[]} names - the exports the importer uses
 */

/**
 * The plugin that resolves each of `files`' imports to a stand-in module which loads
 * `<name>.cjs`, from the importing output's own folder (its `__dirname`), through the code-cache
 * loader bundled with it (`loadWithCodeCache`, once per process as `require` would) and exports
 * its `names`. An import that matches no file's `path` and `from` is left to esbuild.
 *
 * @param {readonly CodeCachedFile[]} files
 * @returns {import('esbuild').Plugin}
 */
export function codeCachedRequired(files) {
  return {
    name: NAMESPACE,
    setup(b) {
      for (const [i, c] of files.entries())
        b.onResolve({ filter: c.path }, (args) =>
          c.from === undefined || c.from.test(args.importer) ? { path: `${i}:${c.name}`, namespace: NAMESPACE } : undefined,
        );
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const c = files[Number(args.path.slice(0, args.path.indexOf(':')))];
        return {
          contents: [
            `import { loadWithCodeCache } from ${JSON.stringify(RUNTIME)};`,
            `const loaded = loadWithCodeCache(require('node:url').pathToFileURL(require('node:path').join(__dirname, ${JSON.stringify(`${c.name}.cjs`)})));`,
            ...c.names.map((n) => `export const ${n} = loaded.${n};`),
            '',
          ].join('\n'),
          resolveDir: fileURLToPath(new URL('.', import.meta.url)),
          loader: 'js',
        };
      });
    },
  };
}

/**
 * The options of one CommonJS start-up file, `<outdir>/<name>.cjs` from `entry`: bundled for Node
 * 20 from the workspace's TypeScript source (the `cairn-source` condition), syntax minified (kept
 * readable: the start-up is small), a metafile for the caller's check of what went in, and the
 * code-cached files it loads through {@link codeCachedRequired}. `import()` becomes `require()`,
 * so a CommonJS start-up never starts Node's ES module loader. With `importMetaUrl`,
 * `import.meta.url` is the file's URL (the CLI's version reads `../package.json` through it).
 *
 * @param {{ entry: string, name: string, outdir: string, cached: readonly CodeCachedFile[], external?: string[],
 *   importMetaUrl?: boolean, mainFields?: string[], plugins?: import('esbuild').Plugin[] }} spec
 * @returns {import('esbuild').BuildOptions}
 */
export function startBuildOptions({ entry, name, outdir, cached, external = [], importMetaUrl = false, mainFields, plugins = [] }) {
  return {
    entryPoints: { [name]: entry },
    outdir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    conditions: ['cairn-source'],
    ...(mainFields === undefined ? {} : { mainFields }),
    external,
    supported: { 'dynamic-import': false },
    ...(importMetaUrl
      ? {
          banner: { js: "var __cairnImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
          define: { 'import.meta.url': '__cairnImportMetaUrl' },
        }
      : {}),
    minifySyntax: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [codeCachedRequired(cached), ...plugins],
  };
}
