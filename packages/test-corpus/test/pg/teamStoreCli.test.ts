import { realpath } from 'node:fs/promises';
import { createPgStoreProvider } from '@cairn/store-pg';
import { createTestDatabase, prepareTestPeople } from '@cairn/store-pg/testing';
import { projectRowBytes } from './projectRows.js';
import { KNOWN_FAILURES, runCorpus } from '../../src/index.js';
import { createCliTarget } from '../../src/targets/cli.js';

// The shared adversarial corpus through the BUILT `cairn` on the TEAM STORE (issue #24): every
// command runs with `--store postgres://<person>_agent@…` (the agent's role, its password only in
// PGPASSFILE), the person's acts — `init`, which creates the team project and links the
// temporary checkout in the temporary home, and `confirm` — with the person's own role. Its bytes
// are every file under the temporary folders, every byte each process printed, and every text
// column the database holds for the project (records, events, audit lines).
//
// A person of its own ('corpuscli'): roles are cluster-wide, and each suite's password file
// line for a role must be the only one.

const PERSON = 'corpuscli';
await prepareTestPeople([PERSON]);
const db = await createTestDatabase([PERSON]);
const provider = createPgStoreProvider();

runCorpus(
  () =>
    createCliTarget({
      store: {
        url: db.url(`${PERSON}_agent`),
        personUrl: db.url(PERSON),
        env: { PGPASSFILE: process.env.PGPASSFILE ?? '' },
        async bytes(home, project) {
          const link = await provider.team.linked({ url: db.url(PERSON), home, projectPath: await realpath(project) });
          if (!link) return [];
          return projectRowBytes(db.name, link.id);
        },
      },
    }),
  // A process per command, each connecting to the server: slower than the file store.
  { knownFailures: KNOWN_FAILURES, concurrency: 3, bulkTimeoutMs: 1_200_000 },
);
