// Bundles a command's code (src/main.ts) into one CommonJS file compiled through a V8 code cache
// (issue #20: the workspace CLI loaded ≈ 300 ES modules, one file each, and compiled them on
// every run — ≈ 7× `node -e 0` in CPU for a recall of 20 memories, against ≈ 3.5× for the
// shipped bundle, which already did this). dist/bin.js loads `./cli-main.js`, the loader
// written here; the tsc build's dist/main.js and the rest stay for `@cairn/cli`'s importers and
// for the tests of the module graph. Built from the workspace packages' TypeScript source, as the
// hooks' bundles are; better-sqlite3 (native) stays outside and resolves from this package's
// node_modules. The cache and what makes it safe: scripts/lib/code-cache-runtime.mjs.
import { rm } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { build } from 'esbuild';
import { buildCodeCached, CODE_CACHE_LOADER } from '../../scripts/lib/code-cache.mjs';
import { commonJsShims } from '../../scripts/lib/esm-cjs-shims.mjs';
import { buildWinkModel, WINK_MODEL_FILE, winkModelApart } from '../../scripts/lib/wink-model-apart.mjs';
import { zodEnglishOnly } from '../../scripts/lib/zod-english-only.mjs';

/** The bundle's name in dist/: `cli-main.cjs`, loaded by `cli-main.js` (bin.ts imports it). */
const NAME = 'cli-main';

// A cache names the exact bytes it was compiled from, so an old one is never read; removing them keeps dist/ from growing.
await Promise.all([`${NAME}.cjs`, `${NAME}.js`, CODE_CACHE_LOADER, WINK_MODEL_FILE, '.v8-cache'].map((f) => rm(`dist/${f}`, { recursive: true, force: true })));

// The gate's English tagger model beside the bundle, loaded on first use (scripts/lib/wink-model-apart.mjs).
await buildWinkModel(build, 'dist');
// Directly in dist/, beside tsc's output: `../package.json` from the bundle (the CLI's and the MCP server's version) is this package's.
const outside = ['better-sqlite3', 'pg-native'];
const result = await buildCodeCached(build, {
  entry: 'src/main.ts',
  outdir: 'dist',
  name: NAME,
  names: ['main', 'endQuietlyOnClosedPipe'],
  options: {
    bundle: true,
    platform: 'node',
    target: 'node20',
    // The workspace packages from their TypeScript source (STYLE.md example 5).
    conditions: ['cairn-source'],
    mainFields: ['module', 'main'],
    // pg (the team store) requires pg-native only through `pg.native`, which Cairn never uses.
    external: outside,
    plugins: [winkModelApart, zodEnglishOnly],
    ...commonJsShims,
    minifyWhitespace: true,
    minifySyntax: true,
    metafile: true,
    logLevel: 'warning',
  },
});
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  const escaped = output.imports.filter((i) => i.external && !isBuiltin(i.path) && !outside.includes(i.path) && i.path !== WINK_MODEL_FILE);
  if (escaped.length > 0) {
    console.error(`esbuild: ${file} imports ${escaped.map((i) => i.path).join(', ')} from outside the bundle`);
    process.exit(1);
  }
  if (Object.keys(result.metafile.inputs).some((p) => /better-sqlite3|\.node$/u.test(p))) {
    console.error('esbuild: native code in the bundle');
    process.exit(1);
  }
}
