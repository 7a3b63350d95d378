import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memorize } from '../../src/memorize/memorize.js';
import { isPlainMemoryRecord, MemoryRecordSchema } from '../../src/schema/record.js';
import { type TreeFilePrints, treeLookup, unreadPrint } from '../../src/index.js';
import { setup } from '../helpers.js';

/**
 * A witness that lowered a write because its file holds words redaction took out (`unread`,
 * h56-attest) keeps saying so once stored (h57-attest): the evidence schema kept only the other
 * fields of `attestedBy`, so a stored record lost `unread` and its receipt named no reason.
 */
const hash = (v: string): string => createHmac('sha256', 'unread-witness').update(v).digest('hex');

describe("an unread witness's mark", () => {
  it('survives the store: the record read back still names the unread words', async () => {
    const files: TreeFilePrints[] = [{ path: 'node_modules/tidekit/SETUP.md', class: 'third-party', shingles: [unreadPrint(hash)], lines: [1] }];
    const { store, write } = setup('mcp');
    const r = await memorize(
      { text: 'The tide sampler keeps its readings for thirty days.', origin: 'agent' },
      write({ workingTree: treeLookup({ files, hash }) }),
    );
    expect(r.record.origin).toBe('external');
    const stored = await store.get(r.record.id);
    const witness = stored?.evidence.find((e) => e.attestedBy !== undefined)?.attestedBy as Record<string, unknown> | undefined;
    expect(witness).toMatchObject({ origin: 'external', unread: true });
  });

  it('round-trips through the schema and its fast path', async () => {
    const files: TreeFilePrints[] = [{ path: 'node_modules/tidekit/SETUP.md', class: 'third-party', shingles: [unreadPrint(hash)], lines: [1] }];
    const { write } = setup('mcp');
    const r = await memorize(
      { text: 'The tide sampler keeps its readings for thirty days.', origin: 'agent' },
      write({ workingTree: treeLookup({ files, hash }) }),
    );
    const stored = JSON.parse(JSON.stringify(r.record)) as unknown;
    // The fast path takes the record as it is; the schema keeps the mark.
    expect(isPlainMemoryRecord(stored)).toBe(true);
    const parsed = MemoryRecordSchema.parse(stored);
    expect(parsed.evidence.find((e) => e.attestedBy !== undefined)?.attestedBy).toMatchObject({ unread: true });
    expect(parsed).toEqual(stored);
    // Anything but `true` is refused by both, as `tracked` is.
    const bad = JSON.parse(JSON.stringify(stored).replace('"unread":true', '"unread":1')) as unknown;
    expect(isPlainMemoryRecord(bad)).toBe(false);
    expect(() => MemoryRecordSchema.parse(bad)).toThrow();
  });

  // Decided (h57-attest, the brief's item d): only a third-party file's unread words lower every
  // write. An ignored file holding them is, in the common case, the person's own secret (a `.env`
  // passphrase): lowering every agent write of the project for it would taint all of them, and
  // keeping the words as prints would be a verifier of the passphrase. A project file's unread
  // words could only lower to `repo`. What is left: a payload written as a secret's value in a
  // git-ignored file (downloaded docs) is not attested by those words; the gate is the next layer.
  for (const klass of ['ignored', 'untracked', 'tracked'] as const)
    it(`a ${klass} file's unread mark lowers no write that shares nothing with it`, async () => {
      const files: TreeFilePrints[] = [{ path: klass === 'ignored' ? '.env' : 'docs/setup.md', class: klass, shingles: [unreadPrint(hash)], lines: [1] }];
      const { write } = setup('mcp');
      const r = await memorize(
        { text: 'The tide sampler keeps its readings for thirty days.', origin: 'agent' },
        write({ workingTree: treeLookup({ files, hash }) }),
      );
      expect(r.record.origin).toBe('agent');
    });
});
