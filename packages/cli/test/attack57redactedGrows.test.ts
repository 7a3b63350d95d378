/**
 * Attack h57 H3 (data loss, medium: a memory Cairn stored cannot come back from Cairn's own backup):
 * the 32 KiB limit (DESIGN.md §2 step 1) is checked on the text as given, before redaction; the
 * redactor then replaces each credential with a typed marker (`[REDACTED:secret-assignment]`, 28
 * characters) that may be much longer than what it replaced. A note of short `pw=…` settings under
 * the limit is stored at about three times the limit (95 KiB here), and `cairn show` prints it. But
 * `cairn export` then `cairn import` (the documented restore, `cairn export --all --out
 * ~/cairn-backup.jsonl`) sends every record through the write path again, where the stored text is
 * now over the limit: the memory is refused ("text is longer than the limit of 32768 bytes") and
 * lost on the new machine; the import exits 1. Cause: core memorize validates the limit before
 * redaction (and the restore re-validates the redacted text against it). Fix direction: check the
 * limit again after redaction and refuse (or cut) at the first write, or let a restore of Cairn's
 * own export take what Cairn stored. The values are assembled at run time (fake).
 */
import { describe, expect, it } from 'vitest';
import { sandbox, secondHome } from './harness.js';

/** About 32 000 bytes of short `pw=…` settings: under the limit as written. */
function settingsNote(): string {
  let text = 'Staging settings: ';
  for (let i = 0; Buffer.byteLength(text) < 32_000; i++) text += `pw=Xy${i % 10}q!z1 `;
  return text;
}

describe('attack h57 H3: a memory the redaction grew past 32 KiB is refused by the restore of its own export', () => {
  it('control: a note of the same shape that stays small is restored', () => {
    const box = sandbox();
    expect(box.cairn(['memorize'], { input: JSON.stringify({ text: 'Staging settings: pw=Xy1q!z1 pw=Xy2q!z1', origin: 'agent', kind: 'fact' }) }).code).toBe(0);
    expect(box.cairn(['export', '--all', '--out', 'backup.jsonl']).code).toBe(0);
    const env = secondHome(box);
    const r = box.cairn(['import', 'backup.jsonl'], { env });
    expect(r.code, r.stderr + r.stdout).toBe(0);
  });

  it('a note under the limit as written that redaction grows past it is refused at its first write, naming the limit; what Cairn stores is restorable', () => {
    const box = sandbox();
    // Fixed (h57-fixA): the limit is checked again on the text as it would be stored, so Cairn never
    // stores what the restore of its own export (the write path again) would refuse.
    const refused = box.cairn(['memorize'], { input: JSON.stringify({ text: settingsNote(), origin: 'agent', kind: 'fact' }) });
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr).toContain('longer than the limit of 32768 bytes (32 KiB)');
    expect(refused.stderr).toContain('once its credentials are redacted');
    expect(box.json<unknown[]>(['list', '--status', 'candidate']).value).toHaveLength(0);
    // The largest such note Cairn does store comes back from its own backup whole.
    let text = 'Staging settings: ';
    for (let i = 0; Buffer.byteLength(text) < 9_000; i++) text += `pw=Xy${i % 10}q!z1 `;
    const stored = box.json<{ id: string }>(['memorize'], { input: JSON.stringify({ text, origin: 'agent', kind: 'fact' }) });
    expect(stored.run.code, stored.run.stderr).toBe(0);
    expect(box.cairn(['export', '--all', '--out', 'backup.jsonl']).code).toBe(0);
    const env = secondHome(box);
    const r = box.cairn(['import', 'backup.jsonl'], { env });
    expect(`${r.stdout}${r.stderr}`).not.toMatch(/refused/u);
    expect(r.code, r.stderr + r.stdout).toBe(0);
  });
});
