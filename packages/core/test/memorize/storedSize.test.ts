/**
 * Attack h57 H3: the 32 KiB field limit (DESIGN.md §2.1, policy MAX_FIELD_BYTES) holds for a field
 * as it is STORED, not only as it was sent: a redaction marker (`[REDACTED:secret-assignment]`) is
 * longer than a short value it replaces, so a note of short settings under the limit grew to about
 * three times it, and a restore of Cairn's own export (the write path again) then refused it.
 * Such a request is refused at its first write with the limit named; a memory Cairn stores always
 * passes the write path again.
 */
import { describe, expect, it } from 'vitest';
import { CoreError } from '../../src/errors/CoreError.js';
import { memorize } from '../../src/memorize/memorize.js';
import { MAX_FIELD_BYTES } from '../../src/policy/policy.js';
import { utf8Bytes } from '../../src/schema/request.js';
import { setup } from '../helpers.js';

/** Short `pw=…` settings up to `bytes` of UTF-8: under the limit as written. */
function settings(bytes: number): string {
  let text = 'Staging settings: ';
  for (let i = 0; utf8Bytes(text) < bytes; i++) text += `pw=Xy${i % 10}q!z1 `;
  return text;
}

describe('the field limit holds for what is stored (attack h57 H3)', () => {
  it('a text under the limit that redaction grows past it is refused, naming the limit; nothing is stored', async () => {
    const { store, write } = setup();
    const text = settings(MAX_FIELD_BYTES - 800);
    expect(utf8Bytes(text)).toBeLessThanOrEqual(MAX_FIELD_BYTES);
    const error = await memorize({ text, origin: 'agent', kind: 'fact' }, write()).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CoreError);
    expect((error as CoreError).code).toBe('INVALID_INPUT');
    expect((error as CoreError).message).toContain(`longer than the limit of ${MAX_FIELD_BYTES} bytes (32 KiB)`);
    expect((error as CoreError).message).toContain('once its credentials are redacted');
    expect(await store.list({})).toHaveLength(0);
  }, 60_000);

  it('a redacted text within the limit is stored, and what was stored passes the write path again (a restore)', async () => {
    const { store, write } = setup();
    const first = await memorize({ text: settings(4_000), origin: 'agent', kind: 'fact' }, write());
    expect(first.flags).toContain('redacted');
    expect(utf8Bytes(first.record.text)).toBeLessThanOrEqual(MAX_FIELD_BYTES);
    const again = setup();
    const back = await memorize({ text: first.record.text, origin: 'agent', kind: 'fact' }, again.write());
    expect(back.record.text).toBe(first.record.text);
    void store;
  }, 60_000);
});
