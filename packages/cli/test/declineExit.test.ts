/**
 * Declining is one exit code (issue #14, second newcomer walk, item G): declining `cairn init`
 * exited 3 ("refused by policy") while declining confirm, pin, forget, pause or wipe exited 1.
 * The README's table: 1 is "you declined at a prompt". Run as the built CLI on a pseudo-terminal.
 */
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';
import { onPty, ptyEnv } from './pty.js';

const DECLINE = { expect: /Your Cairn passphrase \(empty to decline\): /u, send: '\r' };

describe('a declined act exits 1', () => {
  it('declining init exits 1, as declining pause does, and enables nothing', async () => {
    const box = sandbox({ init: false });
    const init = await onPty(['init'], { cwd: box.project, env: ptyEnv(box), steps: [DECLINE] });
    expect(init.output).toContain('the person declined');
    expect(init.code, init.output).toBe(1);
    expect(box.cairn(['status']).stdout).toMatch(/memory +not enabled/u);
    expect(box.person(['init']).code).toBe(0);
    const pause = await onPty(['pause'], { cwd: box.project, env: ptyEnv(box), steps: [DECLINE] });
    expect(pause.code, pause.output).toBe(1);
  }, 120_000);
});
