import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defaultServerConditions } from 'vite';
import { WORKER } from './childProcess.js';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Bundles test/fixtures/worker.ts — with store-fs and core from SOURCE (the `cairn-source`
 * condition) — into one ES module that plain `node` runs, so the multi-process tests need no
 * prior build (Node 20 cannot run TypeScript). Native and CJS dependencies stay external and
 * resolve from this package's node_modules.
 */
export default async function setup(): Promise<void> {
  const conditions = ['cairn-source', ...defaultServerConditions];
  await build({
    configFile: false,
    root: pkg,
    logLevel: 'warn',
    resolve: { conditions },
    ssr: { noExternal: true, external: ['better-sqlite3', 'proper-lockfile'], resolve: { conditions, externalConditions: ['node'] } },
    build: {
      ssr: join(pkg, 'test', 'fixtures', 'worker.ts'),
      outDir: dirname(WORKER),
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      rollupOptions: { output: { format: 'es', entryFileNames: 'worker.mjs' } },
    },
  });
}
