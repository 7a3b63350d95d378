import { describe, expect, it, vi } from 'vitest';
import { renderDigest } from '../../src/digest/renderDigest.js';
import { memorize } from '../../src/memorize/memorize.js';
import * as redact from '../../src/redact/index.js';
import type { MemoryRecord } from '../../src/schema/record.js';
import { setup } from '../helpers.js';

// Counts the digest's calls of the redactor (issue #21: only the lines it prints are redacted).
vi.mock('../../src/redact/index.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/redact/index.js')>();
  return { ...actual, redactSecrets: vi.fn(actual.redactSecrets) };
});

/** A fake GitHub token, assembled at run time (secret scanners must not trip on the source). */
const token = (i: number): string => `${['gh', 'p_'].join('')}A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r${i % 10}`;

/** A record as a store might hold it whatever the write path did (a line added to the log by hand). */
const forged = (r: MemoryRecord, fields: Partial<MemoryRecord>): MemoryRecord => ({ ...r, ...fields });

describe('the digest redacts every line it prints, and only those (issue #21)', () => {
  it("a credential stored in a memory's text, a tripwire, an outcome's title or its files never reaches the digest", async () => {
    const { write, store, clock } = setup();
    await memorize({ text: 'Deploys go through the release job.', origin: 'user', kind: 'convention' }, write());
    await memorize({ text: 'We chose Postgres.', origin: 'user', kind: 'decision', tripwires: ['if we need multi-region writes'] }, write());
    await memorize({ text: 'refresh flow', title: 'Refactored the refresh flow', origin: 'user', kind: 'outcome', filesEdited: ['src/a.ts'] }, write());
    const records = (await store.list()).map((r) =>
      r.kind === 'convention'
        ? forged(r, { text: `Deploy with GITHUB_TOKEN=${token(1)} set.` })
        : r.kind === 'decision'
          ? forged(r, { tripwires: [`if ${token(2)} leaks`] })
          : forged(r, { title: `Rotated ${token(3)}`, filesEdited: [`src/${token(4)}.ts`] }),
    );
    const md = renderDigest(records, { now: clock.now() });
    expect(md).not.toMatch(/A1b2C3d4E5f6/u);
    expect(md.match(/\[REDACTED:github-token\]/gu)?.length).toBe(4);
  });

  it('lines tried but not printed (over the budget) are measured unredacted; the digest still keeps to its budget', async () => {
    const { write, store, clock } = setup();
    for (let i = 0; i < 60; i++)
      await memorize({ text: `Convention number ${i} keeps the harbour tables in order.`, origin: 'user', kind: 'convention' }, write());
    const records = (await store.list()).map((r, i) => forged(r, { text: `${r.text} Token ${token(i)} here.` }));
    const calls = vi.mocked(redact.redactSecrets);
    calls.mockClear();
    const budget = 1_500;
    const md = renderDigest(records, { now: clock.now(), budget });
    const printed = md.split('\n').filter((l) => l.startsWith('- [')).length;
    expect(printed).toBeGreaterThan(3);
    expect(md.length).toBeLessThanOrEqual(budget);
    expect(md).not.toMatch(/A1b2C3d4E5f6/u);
    // One redaction per printed line (a convention line has one text to redact), none for the 8 misfits tried after them.
    expect(calls.mock.calls.length).toBe(printed);
  });
});
