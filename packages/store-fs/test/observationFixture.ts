/**
 * The observation store's test fixture, shared by observationStore.test and
 * carryObservations.test (closing note 2026-12-06, "Duplicates": the second repeated the
 * first's setup): a temp home per test, a sample observation, a sample session record.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newSessionRecord, type Observation, type SessionRecord } from '@cairn/core';
import { afterEach, beforeEach } from 'vitest';

/** A fresh temp home before each test (`set` receives it), removed after. */
export function useTempHome(prefix: string, set: (home: string) => void): void {
  let home: string | undefined;
  beforeEach(async () => {
    home = await mkdtemp(join(tmpdir(), prefix));
    set(home);
  });
  afterEach(async () => {
    if (home !== undefined) await rm(home, { recursive: true, force: true });
  });
}

let n = 0;
/** A tool observation of `session` (ids `obs_<n>`, unique in the process), with `extra` over it. */
export const sampleObservation = (session: string, at = '2026-12-01T10:00:00.000Z', extra: Partial<Observation> = {}): Observation => ({
  v: 1,
  id: `obs_${++n}`,
  session,
  at,
  event: 'tool',
  origin: 'tool',
  tool: 'Bash',
  shingles: ['0123456789ab'],
  tokens: ['url:0123456789ab'],
  length: 10,
  truncated: false,
  ...extra,
});

/** A claude-code session record started at `at`, unprotected for `reason`. */
export const sampleSessionRecord = (id: string, at = '2026-12-01T10:00:00.000Z', reason = 'sandbox.enabled is not true'): SessionRecord =>
  newSessionRecord({ id, host: 'claude-code', startedAt: at, sources: ['startup'], reasons: [reason] });
