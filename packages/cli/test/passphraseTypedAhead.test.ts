/**
 * Walk 7, item 12: a passphrase typed ahead — while a wrong one was being checked — was echoed in
 * clear by the terminal, whose echo came back on between the two prompts. Echo now stays off
 * after a secret until the next prompt, which reads what was typed meanwhile.
 */
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';
import { onPty, PASSPHRASE, ptyEnv } from './pty.js';

describe('a passphrase typed while the last one is checked', () => {
  it('is not echoed, and the next prompt reads it', async () => {
    const box = sandbox();
    const m = box.json<{ id: string }>(['memorize'], { input: JSON.stringify({ text: 'The cache is warmed at boot.', origin: 'agent' }) }).value;
    const r = await onPty(['confirm', m.id], {
      cwd: box.project,
      env: ptyEnv(box),
      steps: [
        { expect: /Your Cairn passphrase[^:]*: /u, send: 'not the passphrase\r' },
        // Typed at once, while the wrong one is being checked.
        { expect: /\n/u, send: PASSPHRASE },
        { expect: /Try again \(\d left\)[\s\S]*passphrase[^:]*: /u, send: '\r' },
      ],
    });
    expect(r.code, r.output).toBe(0);
    expect(r.output).not.toContain(PASSPHRASE);
    expect(r.output).not.toContain('not the passphrase');
    expect(box.json<{ status: string }>(['show', m.id]).value.status).toBe('active');
  });
});
