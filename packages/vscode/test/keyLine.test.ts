/**
 * The view's line about the person's key (issue #16: "every key change is shown by `doctor`, in
 * the VS Code view and as a SessionStart message"): for the notice session's `personKeyNotice`
 * gives (the rule SessionStart shares), a recent change — its key, day and endorsement — or a key
 * file in doubt, as a warning.
 */
import { describe, expect, it } from 'vitest';
import { keyLine } from '../src/tree/keyLine.js';

describe('keyLine', () => {
  it('a change with the old passphrase: the day in the label, how and the key beside it, what to do if it was not you', () => {
    const line = keyLine({ kind: 'changed', change: { id: 'ed25519:abc123', since: '2026-03-02T10:00:00.000Z', endorsedBy: 'ed25519:first' } });
    expect(line).toMatchObject({
      text: 'Your signing key changed on 2026-03-02',
      description: 'with the old passphrase · ed25519:abc123',
      icon: 'key',
      warning: false,
    });
    expect(line.tooltip).toBe(
      'Your signing key changed on 2026-03-02 (with the old passphrase) to ed25519:abc123. If you did not change it, your key was taken over: run `cairn person status`. Shown for 7 days after the change; `cairn doctor` lists every change.',
    );
  });

  it('a change with the recovery code says so', () => {
    const line = keyLine({ kind: 'changed', change: { id: 'ed25519:def', since: '2026-03-05T00:00:00.000Z', endorsedBy: 'recovery' } });
    expect(line.description).toBe('with the recovery code · ed25519:def');
    expect(line.tooltip).toContain('(with the recovery code)');
  });

  it('a key file in doubt: a warning, why (folded to one line), no signature counts', () => {
    const line = keyLine({ kind: 'doubt', doubt: "the person's key file was replaced\u202E\nits first key is not the anchor" });
    expect(line).toMatchObject({ text: 'Your signing key is in doubt', description: 'no signature counts', icon: 'warning', warning: true });
    expect(line.tooltip).toMatch(/^Your person key file is in doubt: the person's key file was replaced/u);
    expect(line.tooltip).not.toMatch(/[\u202E\n]/u);
    expect(line.tooltip).toContain('No signature counts until it is resolved');
  });
});
