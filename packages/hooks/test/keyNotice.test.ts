/**
 * SessionStart's words to the person about their key (issue #16), read in process: the same
 * notice session's `personKeyNotice` gives the VS Code view, worded for Claude Code's
 * `systemMessage`. (hookCli's 'SessionStart tells the person of a change of their key' runs it
 * through the built hook.)
 */
import { chmod, mkdir, mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changeKey, setupPerson } from '@cairn/session';
import { keyNotice } from '../src/fullPath.js';

const PASSPHRASE = 'a passphrase only this test types';
const roots: string[] = [];
afterEach(async () => {
  for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true });
});

describe('keyNotice', () => {
  it('names a recent change (day, endorsement, key); says nothing after the window; a key file in doubt says so', async () => {
    const root = await realpath(await mkdtemp(join(tmpdir(), 'cairn-hook-keynotice-')));
    roots.push(root);
    const home = join(root, 'home');
    await mkdir(home, { mode: 0o700 });
    await chmod(home, 0o700);
    await setupPerson(home, PASSPHRASE, new Date('2026-03-01T00:00:00Z'));
    expect(await keyNotice(home, new Date('2026-03-02T00:00:00Z'))).toBeUndefined();
    const { keyId } = await changeKey(home, { passphrase: PASSPHRASE }, `${PASSPHRASE} (new)`, new Date('2026-03-02T10:00:00Z'));
    expect(await keyNotice(home, new Date('2026-03-03T00:00:00Z'))).toBe(
      `Cairn: your signing key changed on 2026-03-02 (with the old passphrase) to ${keyId}. If you did not change it, your key was taken over: run cairn person status.`,
    );
    expect(await keyNotice(home, new Date('2026-03-10T00:00:00Z'))).toBeUndefined();
    await rm(join(home, 'person', 'anchor.json'));
    expect(await keyNotice(home, new Date('2026-03-10T00:00:00Z'))).toMatch(
      /^Cairn: your person key is in doubt \(.*has no anchor.*\): no signature counts until it is resolved\. Run cairn doctor\.$/u,
    );
  });
});
