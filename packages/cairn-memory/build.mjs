// Bundles the `cairn` CLI and its MCP server into one publishable package (issue #14): every
// workspace package and every pure-JS dependency is inside dist/, so the package depends on
// nothing but better-sqlite3, an optional native module (without it the store uses its
// pure-JS index). ESM with code splitting: the MCP SDK, the importers and the prompts stay in
// chunks loaded only by the commands that use them, so start-up stays fast.
import { chmod, cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { build } from 'esbuild';
import { commonJsShims } from '../../scripts/lib/esm-cjs-shims.mjs';
import { buildWinkModel, WINK_MODEL_FILE, winkModelApart } from '../../scripts/lib/wink-model-apart.mjs';
import { zodEnglishOnly } from '../../scripts/lib/zod-english-only.mjs';

await rm('dist', { recursive: true, force: true });

// The gate's English tagger model ships beside the bundle, loaded on first use (scripts/lib/wink-model-apart.mjs).
await buildWinkModel(build, 'dist');

const result = await build({
  entryPoints: { cairn: '../cli/src/bin.ts', 'cairn-mcp': '../mcp/src/bin.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Bundle the workspace packages from their TypeScript source (STYLE.md example 5).
  conditions: ['cairn-source'],
  mainFields: ['module', 'main'],
  // pg (the team store) requires pg-native only through `pg.native`, which Cairn never uses.
  external: ['better-sqlite3', 'pg-native'],
  plugins: [winkModelApart, zodEnglishOnly],
  // require, __filename and __dirname for the CommonJS dependencies (scripts/lib/esm-cjs-shims.mjs).
  ...commonJsShims,
  minifyWhitespace: true,
  minifySyntax: true,
  metafile: true,
  logLevel: 'warning',
});

// Nothing native and no workspace import may remain outside the bundle.
const inputs = Object.keys(result.metafile.inputs);
const native = inputs.filter((p) => /better-sqlite3|\.node$/u.test(p));
if (native.length > 0) {
  console.error(`esbuild: native code in the bundle: ${native.join(', ')}`);
  process.exit(1);
}
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  const external = output.imports.filter(
    (i) => i.external && !isBuiltin(i.path) && i.path !== 'better-sqlite3' && i.path !== 'pg-native' && i.path !== WINK_MODEL_FILE,
  );
  if (external.length > 0) {
    console.error(`esbuild: ${file} imports ${external.map((i) => i.path).join(', ')} from outside the bundle`);
    process.exit(1);
  }
}
for (const bin of ['dist/cairn.mjs', 'dist/cairn-mcp.mjs']) {
  const text = await readFile(bin, 'utf8');
  await writeFile(bin, text.startsWith('#!') ? text : `#!/usr/bin/env node\n${text}`);
  await chmod(bin, 0o755);
}
// What went into the bundle and what it imports, for the bundle's tests (not shipped).
await mkdir('build', { recursive: true });
await writeFile('build/meta.json', JSON.stringify(result.metafile));
// The licence travels with the package.
await cp('../../LICENSE', 'LICENSE');
