import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MemoryRecord, PersonActRequest } from '@cairn/core';
import { afterEach } from 'vitest';

/** The test person's passphrase. */
export const PASS = 'correct horse battery staple';

const homes: string[] = [];
afterEach(() => {
  for (const h of homes.splice(0)) rmSync(h, { recursive: true, force: true });
});

/** A fresh Cairn home (0700), removed after the test. */
export function home(): string {
  const h = mkdtempSync(join(tmpdir(), 'cairn-person-'));
  chmodSync(h, 0o700);
  homes.push(h);
  return h;
}

/** A stored record of project `abcdef012345`, claiming a confirm (the acts that back it are the test's). */
export function record(id: string, text: string, extra: Partial<MemoryRecord> = {}): MemoryRecord {
  return {
    schemaVersion: 1,
    id,
    projectKey: 'abcdef012345',
    projectPath: '/p',
    kind: 'fact',
    text,
    origin: 'web',
    salience: 0.4,
    confidence: 0.4,
    decayRate: 0.98505,
    strength: 0.4,
    reinforcedAt: '2026-12-01T09:00:00.000Z',
    pinned: false,
    stable: false,
    status: 'active',
    flags: [],
    gateReasons: [],
    evidence: [],
    tags: [],
    createdAt: '2026-12-01T09:00:00.000Z',
    updatedAt: '2026-12-01T09:00:00.000Z',
    recallCount: 0,
    confirmedAt: '2026-12-01T09:00:00.000Z',
    ...extra,
  };
}

/** A confirm of `records` in a test project, asked on the CLI: the act the tests sign. */
export const request = (records: MemoryRecord[]): PersonActRequest => ({
  act: 'confirm',
  project: { key: 'abcdef012345', path: '/p' },
  records,
  question: 'Confirm?',
  channel: 'cli',
});
