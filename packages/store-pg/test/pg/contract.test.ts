import { runStoreContract } from '@cairn/core/testing';
import { beforeAll } from 'vitest';
import { freshDatabase, newProject, type TestDatabase } from './harness.js';

// core's conformance suite against the real server: a fresh team project per case, opened by
// its owner's person role (the contract writes origin user, which an agent role may not).
let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});

runStoreContract('PostgreSQL team store (person role)', async () => {
  const { store } = await newProject(db, 'alice');
  return { store };
});
