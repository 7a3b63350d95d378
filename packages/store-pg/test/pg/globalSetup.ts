import { randomBytes } from 'node:crypto';
import { build, defaultServerConditions } from 'vite';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareTestPeople } from '../../src/testing/index.js';
import type { TestProject } from 'vitest/node';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the bundled child-process writer for this run. */
    workerPath: string;
  }
}

/** The people of every test: each gets a person role and an agent role, with passwords in PGPASSFILE. */
export const PEOPLE = ['alice', 'bob', 'carol'] as const;

/**
 * Needs the server scripts/pg-test.sh starts: creates the login roles of the test people with
 * random passwords, written only to the run's PGPASSFILE (the ~/.pgpass format), and bundles
 * the child-process writer (core and store-pg from source) for the multi-process tests.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await prepareTestPeople(PEOPLE);

  const outDir = join(pkg, '.cache', 'test-worker', `${process.pid}-${randomBytes(4).toString('hex')}`);
  const conditions = ['cairn-source', ...defaultServerConditions];
  await build({
    configFile: false,
    root: pkg,
    logLevel: 'warn',
    resolve: { conditions },
    ssr: { noExternal: true, external: ['pg'], resolve: { conditions, externalConditions: ['node'] } },
    build: {
      ssr: join(pkg, 'test', 'pg', 'fixtures', 'writer.ts'),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      rollupOptions: { output: { format: 'es', entryFileNames: 'writer.mjs' } },
    },
  });
  project.provide('workerPath', join(outDir, 'writer.mjs'));
  return async () => {
    await rm(outDir, { recursive: true, force: true });
  };
}
