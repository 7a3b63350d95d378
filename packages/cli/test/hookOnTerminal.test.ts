/**
 * Issue #14, the seventh newcomer walk: `cairn hook` run by hand on a terminal waited on stdin
 * forever with no hint. On a terminal it says what it is for and exits 0 (a hook never fails);
 * a host's piped event is read as before. Real pseudo-terminal (util-linux script).
 */
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';
import { onPty, ptyEnv } from './pty.js';

describe('cairn hook typed on a terminal', () => {
  it('says it reads a host event on stdin, and exits 0 without waiting', async () => {
    const box = sandbox();
    const r = await onPty(['hook'], { cwd: box.project, env: ptyEnv(box) });
    expect(r.code).toBe(0);
    expect(r.output).toContain('cairn hook reads one event of an agent host as JSON on stdin');
    // Piped, as a host runs it: no hint, the event is handled.
    const piped = box.cairn(['hook'], { input: JSON.stringify({ hook_event_name: 'SessionStart', session_id: 's', cwd: box.project, source: 'startup' }) });
    expect(piped.code).toBe(0);
    expect(piped.stderr).not.toContain('reads one event');
  }, 60_000);
});
