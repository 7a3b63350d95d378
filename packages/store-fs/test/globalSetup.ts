import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defaultServerConditions } from 'vite';
import type { TestProject } from 'vitest/node';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the bundled child-process worker for this run. */
    workerPath: string;
  }
}

/**
 * Bundles test/fixtures/worker.ts — with store-fs and core from SOURCE (the `cairn-source`
 * condition) — into one ES module that plain `node` runs, so the multi-process tests need no
 * prior build (Node 20 cannot run TypeScript). Native and CJS dependencies stay external and
 * resolve from this package's node_modules. Each run writes its own folder under the
 * gitignored `.cache/`, so concurrent runs never delete each other's worker.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = join(pkg, '.cache', 'test-worker', `${process.pid}-${randomBytes(4).toString('hex')}`);
  const conditions = ['cairn-source', ...defaultServerConditions];
  await build({
    configFile: false,
    root: pkg,
    logLevel: 'warn',
    resolve: { conditions },
    ssr: { noExternal: true, external: ['better-sqlite3', 'proper-lockfile'], resolve: { conditions, externalConditions: ['node'] } },
    build: {
      ssr: join(pkg, 'test', 'fixtures', 'worker.ts'),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      rollupOptions: { output: { format: 'es', entryFileNames: 'worker.mjs' } },
    },
  });
  project.provide('workerPath', join(outDir, 'worker.mjs'));
  return async () => {
    await rm(outDir, { recursive: true, force: true });
  };
}
