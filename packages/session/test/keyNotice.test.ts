/**
 * The one rule for telling the person of their key (issue #16: "every key change is shown by
 * `doctor`, in the VS Code view and as a SessionStart message"): the last change of key for
 * `KEY_CHANGE_NOTICE_DAYS` days, and a key file in doubt. SessionStart and the VS Code view both
 * read it.
 */
import { chmod, mkdir, mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changeKey, endorsementWords, KEY_CHANGE_NOTICE_DAYS, personKeyNotice, setupPerson } from '../src/index.js';

const PASSPHRASE = 'a passphrase only this test types';
const DAY = 86_400_000;
const roots: string[] = [];
afterEach(async () => {
  for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true });
});

async function emptyHome(): Promise<string> {
  const root = await realpath(await mkdtemp(join(tmpdir(), 'cairn-keynotice-')));
  roots.push(root);
  const home = join(root, 'home');
  await mkdir(home, { mode: 0o700 });
  await chmod(home, 0o700);
  return home;
}

describe('personKeyNotice', () => {
  it('nothing to say without a key, or with a key never changed', async () => {
    const home = await emptyHome();
    expect(await personKeyNotice(home, new Date())).toBeUndefined();
    await setupPerson(home, PASSPHRASE, new Date('2026-03-01T00:00:00Z'));
    expect(await personKeyNotice(home, new Date('2026-03-02T00:00:00Z'))).toBeUndefined();
  });

  it(`a change: its key, its time and what endorsed it, for ${KEY_CHANGE_NOTICE_DAYS} days; then nothing`, async () => {
    const home = await emptyHome();
    const { keyId: first, recoveryCode } = await setupPerson(home, PASSPHRASE, new Date('2026-03-01T00:00:00Z'));
    const at = new Date('2026-03-02T10:00:00Z');
    const { keyId } = await changeKey(home, { passphrase: PASSPHRASE }, `${PASSPHRASE} (new)`, at);
    const notice = await personKeyNotice(home, new Date(at.getTime() + KEY_CHANGE_NOTICE_DAYS * DAY));
    expect(notice).toEqual({ kind: 'changed', change: { id: keyId, since: at.toISOString(), endorsedBy: first } });
    expect(endorsementWords(first)).toBe('with the old passphrase');
    expect(await personKeyNotice(home, new Date(at.getTime() + KEY_CHANGE_NOTICE_DAYS * DAY + 1000))).toBeUndefined();
    // A later change with the recovery code: the last change is the one told.
    const later = new Date('2026-03-20T00:00:00Z');
    const recovered = await changeKey(home, { recoveryCode }, `${PASSPHRASE} (newer)`, later);
    const told = await personKeyNotice(home, new Date('2026-03-21T00:00:00Z'));
    expect(told).toEqual({ kind: 'changed', change: { id: recovered.keyId, since: later.toISOString(), endorsedBy: 'recovery' } });
    expect(endorsementWords('recovery')).toBe('with the recovery code');
  });

  it('a key file in doubt (its anchor gone), whatever its age', async () => {
    const home = await emptyHome();
    await setupPerson(home, PASSPHRASE, new Date('2026-03-01T00:00:00Z'));
    await rm(join(home, 'person', 'anchor.json'));
    const notice = await personKeyNotice(home, new Date('2027-01-01T00:00:00Z'));
    expect(notice?.kind).toBe('doubt');
    expect(notice?.kind === 'doubt' && notice.doubt).toMatch(/has no anchor/u);
  });
});
