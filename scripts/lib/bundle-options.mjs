// The esbuild options every bundle of the `cairn` CLI and its MCP server is built with: the
// workspace's code-cached entries (workspace-bundle.mjs: packages/cli, packages/mcp) and the
// published package (packages/cairn-memory/build.mjs) — one copy, so they cannot drift apart
// (found by the duplicates tool).
import { commonJsShims } from './esm-cjs-shims.mjs';
import { winkModelApart } from './wink-model-apart.mjs';
import { zodEnglishOnly } from './zod-english-only.mjs';

/**
 * Modules a bundle leaves to Node: better-sqlite3 (native, optional), and pg-native, which pg
 * (the team store) requires only through `pg.native`, which Cairn never uses.
 */
export const BUNDLE_OUTSIDE = ['better-sqlite3', 'pg-native'];

/**
 * One Node 20 bundle built from the workspace packages' TypeScript source (the `cairn-source`
 * condition, STYLE.md example 5): the gate's tagger model kept apart (wink-model-apart.mjs), zod's
 * English messages only (zod-english-only.mjs), require/__filename/__dirname for CommonJS
 * dependencies (esm-cjs-shims.mjs), whitespace and syntax minified, and a metafile for the checks
 * that nothing native or outside the bundle is imported. Spread it; add `format`, `splitting`
 * and further plugins where a build needs them.
 *
 * @type {import('esbuild').BuildOptions}
 */
export const bundleOptions = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  conditions: ['cairn-source'],
  mainFields: ['module', 'main'],
  external: BUNDLE_OUTSIDE,
  plugins: [winkModelApart, zodEnglishOnly],
  ...commonJsShims,
  minifyWhitespace: true,
  minifySyntax: true,
  metafile: true,
  logLevel: 'warning',
};
