import { realpath } from 'node:fs/promises';
import { createPgStoreProvider } from '@cairn/store-pg';
import { createTestDatabase, prepareTestPeople } from '@cairn/store-pg/testing';
import { projectRowBytes } from './projectRows.js';
import { createMcpTarget, KNOWN_FAILURES, runCorpus } from '../../src/index.js';

// The shared adversarial corpus on the TEAM STORE (issue 24) through the built MCP server started
// with `--store postgres://<person>_agent@…` (the session's registry opens the team store), the
// project linked in the temporary home by the person's `init`. Its bytes are every file under the
// temporary folders, every message the server sent, and every text column the database holds for
// the project (records, events, audit lines). (Core's write path on the team store: teamStore.test.ts.)
//
// A person of its own ('corpusmcp'): roles are cluster-wide, and each suite's password file line
// for a role must be the only one — this file runs beside teamStore.test.ts ('corpus').

const PERSON = 'corpusmcp';
await prepareTestPeople([PERSON]);
const teamDb = await createTestDatabase([PERSON]);

// Its agent role's password only in PGPASSFILE (the server reads it as libpq would), the
// person's `init` links the temporary checkout to a new project.
const provider = createPgStoreProvider();
const bytesOf = async (home: string, project: string): Promise<Buffer[]> => {
  const db = teamDb;
  const link = await provider.team.linked({ url: db.url(PERSON), home, projectPath: await realpath(project) });
  if (!link) return [];
  return projectRowBytes(db.name, link.id);
};
runCorpus(
  () =>
    createMcpTarget({
      store: {
        url: teamDb.url(`${PERSON}_agent`),
        env: { PGPASSFILE: process.env.PGPASSFILE ?? '' },
        async init(home, project) {
          const db = teamDb;
          await provider.init({ url: db.url(PERSON), home, projectPath: await realpath(project) }, { channel: 'cli', interactive: false });
        },
        async records(home, project) {
          const db = teamDb;
          const store = await provider.open({ url: db.url(PERSON), home, projectPath: await realpath(project) });
          try {
            return await store.list();
          } finally {
            await store.close();
          }
        },
        bytes: bytesOf,
      },
    }),
  // A server process per session, each opening the team store: slower than the file store.
  { knownFailures: KNOWN_FAILURES, concurrency: 3, bulkTimeoutMs: 900_000 },
);
