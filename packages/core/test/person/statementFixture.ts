import type { ActStatement } from '../../src/person/signedAct.js';

/** The project key every person-act test signs for (the key core's test `setup()` stores under). */
export const PROJECT = 'abcdef012345';

/**
 * One statement as signed before view 2 (a confirm of `mem_1`): the fixture the statement tests
 * change field by field (signedActs.test.ts) and extend with `view 2` / `parents`
 * (supersedesCovered.test.ts). Obviously fake values: `a…`, `b…`, a made-up key id.
 */
export const BASE_STATEMENT: Readonly<ActStatement> = {
  v: 1,
  act: 'confirm',
  project: PROJECT,
  id: 'mem_1',
  shown: 'a'.repeat(64),
  key: 'ed25519:0123456789abcdef',
  nonce: 'b'.repeat(32),
  at: '2026-03-01T09:00:00.000Z',
};
