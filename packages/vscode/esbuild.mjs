// Bundles the extension (dist/extension.js) and the Cairn MCP server it registers for the
// editor's agent (dist/mcp.js) to CommonJS for Node 20 (STYLE.md example 7), and the CLI it runs
// in a terminal for batch reviews (dist/cli.mjs). `vscode` is the
// host's own module; better-sqlite3 is a native module the extension host must never load
// (DESIGN.md §7): it stays external, and both entry points open the store with the pure-JS
// index, so it is never required.
import { build } from 'esbuild';
import { BUNDLE_OUTSIDE, bundleOptions } from '../../scripts/lib/bundle-options.mjs';
import { buildWinkModel } from '../../scripts/lib/wink-model-apart.mjs';

// The gate's English tagger model is one file beside the three bundles (dist/ ships whole:
// package.mjs), loaded on first use, not a copy inside each (scripts/lib/wink-model-apart.mjs).
await buildWinkModel(build, 'dist');

/**
 * The options every bundle of the CLI and the MCP server is built with (scripts/lib/bundle-options.mjs:
 * the workspace's TypeScript source, the tagger model apart, zod's English only, whitespace and
 * syntax minified — names kept for readable stack traces, and no comments, which also keeps
 * vsce's secret scan from tripping over documentation examples inside core's patterns — a
 * metafile), with linked source maps and `vscode`, the host's own module, left outside.
 *
 * @type {import('esbuild').BuildOptions}
 */
const shared = { ...bundleOptions, external: ['vscode', ...BUNDLE_OUTSIDE], sourcemap: 'linked' };

/**
 * CommonJS, as the extension host loads an extension: bundleOptions' shims are for ES modules;
 * here `require`, `__filename` and `__dirname` exist, and only import.meta.url (store-fs and the
 * MCP server use it for createRequire) needs a stand-in.
 *
 * @type {import('esbuild').BuildOptions}
 */
const commonJs = {
  ...shared,
  format: 'cjs',
  define: { 'import.meta.url': '__cairnImportMetaUrl' },
  banner: { js: "const __cairnImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
};

const results = await Promise.all([
  build({ ...commonJs, entryPoints: { extension: 'src/extension.ts' }, outdir: 'dist' }),
  // The MCP server the extension registers is @cairn/mcp's own entry point, bundled here: a
  // build input, never imported by the extension's source (adapters never import each other).
  build({ ...commonJs, entryPoints: { mcp: '@cairn/mcp/bin' }, outdir: 'dist' }),
  // The `cairn` CLI, for "Review All in a Terminal" (`cairn review` in the editor's terminal, run
  // with the person's Node like the MCP server): a build input too. ESM, as the CLI is written
  // (top-level await), with bundleOptions' CommonJS shims (require, __filename, __dirname).
  build({ ...shared, entryPoints: { cli: '../cli/src/bin.ts' }, outdir: 'dist', format: 'esm', outExtension: { '.js': '.mjs' } }),
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
