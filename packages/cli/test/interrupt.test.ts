/**
 * Ctrl-C at a prompt (issue #14, the newcomer walk, item 12): `cairn review` stopped after one
 * `y` said only "cairn: Cancelled." and exited 3, though that confirm was kept (it is in the
 * audit log). Ctrl-C says what was kept and what is left, and exits 130 — the README's code for
 * an interrupted command, the same for every command's prompt. Real child processes on a
 * pseudo-terminal.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';
import { onPty, PASSPHRASE, ptyEnv } from './pty.js';

const TEXTS = ['The nightly job rotates logs.', 'The queue is Redis, configured in src/queue.ts.', 'Builds need Node 20.'];
const CTRL_C = '\u0003';

describe('Ctrl-C at a prompt', () => {
  it('cairn review: says what was kept before it and what is left, exit 130', async () => {
    const box = sandbox();
    for (const text of TEXTS) expect(box.cairn(['memorize'], { input: JSON.stringify({ text, origin: 'agent' }) }).code).toBe(0);
    const r = await onPty(['review'], {
      cwd: box.project,
      env: ptyEnv(box),
      steps: [
        { expect: /Confirm\? [^\n]*quit /u, send: 'y' },
        { expect: /Your Cairn passphrase[^:]*: /u, send: `${PASSPHRASE}\r` },
        { expect: /confirmed mem_[^\n]*\n[\s\S]*Confirm\? [^\n]*quit /u, send: CTRL_C },
      ],
      timeoutMs: 60_000,
    });
    expect(r.code, r.output).toBe(130);
    expect(r.output).toContain('Stopped (Ctrl-C): 1 confirmed, 0 rejected before you stopped — kept, signed and in the audit log; 2 left for review');
    expect(r.output).not.toContain('Cancelled');
    const active = box.json<unknown[]>(['list', '--status', 'active']).value;
    expect(active).toHaveLength(1);
    expect(box.json<Array<{ event: string }>>(['audit']).value.filter((l) => l.event === 'confirm')).toHaveLength(1);
  }, 90_000);

  it('cairn review: Ctrl-D (end of input) at the keystroke prompt says the same summary, exit 130 (issue #14, walk-3 item 7)', async () => {
    const box = sandbox();
    for (const text of TEXTS) expect(box.cairn(['memorize'], { input: JSON.stringify({ text, origin: 'agent' }) }).code).toBe(0);
    const r = await onPty(['review'], {
      cwd: box.project,
      env: ptyEnv(box),
      steps: [
        { expect: /Confirm\? [^\n]*quit /u, send: 'y' },
        { expect: /Your Cairn passphrase[^:]*: /u, send: `${PASSPHRASE}\r` },
        { expect: /confirmed mem_[^\n]*\n[\s\S]*Confirm\? [^\n]*quit /u, send: '\u0004' },
      ],
      timeoutMs: 60_000,
    });
    expect(r.code, r.output).toBe(130);
    expect(r.output).toContain(
      'Stopped (Ctrl-D, end of input): 1 confirmed, 0 rejected before you stopped — kept, signed and in the audit log; 2 left for review',
    );
    expect(r.output).not.toContain('Cancelled');
    expect(box.json<unknown[]>(['list', '--status', 'active']).value).toHaveLength(1);
  }, 90_000);

  it('cairn confirm: Ctrl-C at the passphrase exits 130, nothing signed', async () => {
    const box = sandbox();
    const { id } = box.json<{ id: string }>(['memorize'], { input: JSON.stringify({ text: TEXTS[0], origin: 'agent' }) }).value;
    const r = await onPty(['confirm', id], {
      cwd: box.project,
      env: ptyEnv(box),
      steps: [{ expect: /Your Cairn passphrase[^:]*: /u, send: CTRL_C }],
      timeoutMs: 30_000,
    });
    expect(r.code, r.output).toBe(130);
    expect(r.output).toContain('Interrupted (Ctrl-C): nothing was signed or changed.');
    expect(box.json<{ status: string }>(['show', id]).value.status).toBe('candidate');
  }, 60_000);

  it("the README's exit-code line names 130 for an interrupted command", () => {
    const readme = readFileSync(join(__dirname, '..', '..', '..', 'README.md'), 'utf8').replace(/\s+/gu, ' ');
    expect(readme).toContain('130 interrupted (Ctrl-C at a prompt, or Ctrl-D at a keystroke prompt');
  });
});
