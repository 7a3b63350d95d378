// Bundles the extension (dist/extension.js) and the Cairn MCP server it registers for the
// editor's agent (dist/mcp.js) to CommonJS for Node 20 (STYLE.md example 7), and the CLI it runs
// in a terminal for batch reviews (dist/cli.mjs). `vscode` is the
// host's own module; better-sqlite3 is a native module the extension host must never load
// (DESIGN.md §7): it stays external, and both entry points open the store with the pure-JS
// index, so it is never required.
import { build } from 'esbuild';

/** @type {import('esbuild').BuildOptions} */
const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // Bundle the workspace packages from their TypeScript source (STYLE.md example 5).
  conditions: ['cairn-source'],
  mainFields: ['module', 'main'],
  external: ['vscode', 'better-sqlite3'],
  sourcemap: 'linked',
  // Whitespace and syntax only (names kept for readable stack traces). Dropping comments also
  // keeps vsce's secret scan from tripping over documentation examples inside core's patterns.
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
  // import.meta.url has no CJS equivalent; store-fs and the MCP server use it for createRequire.
  define: { 'import.meta.url': '__cairnImportMetaUrl' },
  banner: { js: "const __cairnImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  metafile: true,
};

const results = await Promise.all([
  build({ ...common, entryPoints: { extension: 'src/extension.ts' }, outdir: 'dist' }),
  // The MCP server the extension registers is @cairn/mcp's own entry point, bundled here: a
  // build input, never imported by the extension's source (adapters never import each other).
  build({ ...common, entryPoints: { mcp: '@cairn/mcp/bin' }, outdir: 'dist' }),
  // The `cairn` CLI, for "Review All in a Terminal" (`cairn review` in the editor's terminal, run
  // with the person's Node like the MCP server): a build input too. ESM, as the CLI is written
  // (top-level await); CommonJS dependencies get a `require`.
  build({
    ...common,
    entryPoints: { cli: '../cli/src/bin.ts' },
    outdir: 'dist',
    format: 'esm',
    outExtension: { '.js': '.mjs' },
    external: ['better-sqlite3', 'pg-native'],
    define: {},
    banner: { js: "import { createRequire as __cairnCreateRequire } from 'node:module';\nconst require = __cairnCreateRequire(import.meta.url);" },
  }),
]);

// The bundle must not carry better-sqlite3 (DESIGN.md §7): fail the build if it slipped in.
for (const result of results) {
  const inputs = Object.keys(result.metafile.inputs);
  const native = inputs.filter((p) => /better-sqlite3|\.node$/u.test(p));
  if (native.length > 0) {
    console.error(`esbuild: native code in the bundle: ${native.join(', ')}`);
    process.exit(1);
  }
}
