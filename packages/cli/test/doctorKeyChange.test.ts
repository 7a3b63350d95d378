/**
 * `cairn doctor` shows every change of the person's key and reports a key file in doubt (issue
 * #16, "Recovery and key changes": "every key change is shown by `doctor` …; a replaced key file
 * is reported"). A change the person did not make is how a key taken over shows. The built CLI,
 * the person on a pseudo-terminal.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changeKey } from '@cairn/session';
// @ts-expect-error: a plain ES module shared with the demo and CI (scripts/lib), no types.
import { PERSON_PASSPHRASE } from '../../../scripts/lib/as-person.mjs';
import { sandbox } from './harness.js';

describe('cairn doctor and the person key', () => {
  it('names each key change (its key, its day, what endorsed it); a key file in doubt fails the check', async () => {
    const box = sandbox();
    expect(box.cairn(['doctor']).stdout).toMatch(/^ok {3}person key: there: your acts \(init, confirm, forget…\) are signed with it$/mu);
    // The person changes their key (what `cairn person change-key` does once the passphrases are
    // typed: the new key endorsed by the old one, which the current passphrase opens).
    await changeKey(box.home, { passphrase: PERSON_PASSPHRASE }, `${PERSON_PASSPHRASE} (new)`);
    const status = box.json<{ key: string; keyChanges: Array<{ id: string; since: string }> }>(['person', 'status']).value;
    expect(status.keyChanges).toHaveLength(1);
    const day = status.keyChanges[0]?.since.slice(0, 10) as string;
    const r = box.cairn(['doctor']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout.replace(/\s+/gu, ' ')).toContain(
      `ok person key: there: your acts (init, confirm, forget…) are signed with it; changed 1 time: to ${status.key} on ${day} (with the old passphrase) — if you did not make this change, your key was taken over`,
    );
    // The key file's anchor gone (a key file not made by `cairn person setup` here): in doubt.
    rmSync(join(box.home, 'person', 'anchor.json'));
    const doubt = box.cairn(['doctor']);
    expect(doubt.code).not.toBe(0);
    expect(doubt.stdout.replace(/\s+/gu, ' ')).toMatch(
      /FAIL person key: in doubt: the person's key file has no anchor .* No signature counts until it is resolved/u,
    );
  }, 180_000);
});
