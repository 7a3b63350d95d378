/**
 * `cairn --json status` says what the text says (issue #14, second newcomer walk, item E): the
 * pause's signer carries its scheme once (it read `ed25519:ed25519:…`), and when not paused and
 * no host session was recorded the fields are there all the same (`paused: false`,
 * `lastSession: null`). Run as the built CLI.
 */
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('cairn --json status', () => {
  it('paused carries one scheme prefix; not paused is false; no session is null', () => {
    const box = sandbox();
    const idle = box.json<Record<string, unknown>>(['status']).value;
    expect(idle).toMatchObject({ initialised: true, paused: false, lastSession: null });
    expect(box.person(['pause']).code).toBe(0);
    const paused = box.json<{ paused: { paused: boolean; signer?: string } }>(['status']).value.paused;
    expect(paused.paused).toBe(true);
    expect(paused.signer).toMatch(/^ed25519:[^:]+$/u);
    expect(box.person(['resume']).code).toBe(0);
    expect(box.json<Record<string, unknown>>(['status']).value).toMatchObject({ paused: false });
  }, 120_000);
});
