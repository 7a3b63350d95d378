/**
 * Ctrl-C at a prompt (issue #14, the newcomer walk, item 12): `cairn review` stopped after one
 * `y` said only "cairn: Cancelled." and exited 3, though that confirm was kept (it is in the
 * audit log). Ctrl-C says what was kept and what is left, and exits 130 — the README's code for
 * an interrupted command, the same for every command's prompt; Ctrl-D (end of input) stops the
 * same way, at a keystroke prompt and at a passphrase prompt (walk 3). Real child processes on a
 * pseudo-terminal.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';
import { onPty, PASSPHRASE, ptyEnv } from './pty.js';

const TEXTS = ['The nightly job rotates logs.', 'The queue is Redis, configured in src/queue.ts.', 'Builds need Node 20.'];
const CTRL_C = '\u0003';
const CTRL_D = '\u0004';

/** Ctrl-C and Ctrl-D (end of input) stop a prompt alike: only the key and the words naming it differ. */
const KEYS = [
  { key: 'Ctrl-C', send: CTRL_C, stopped: 'Stopped (Ctrl-C)', passphrase: 'Interrupted (Ctrl-C): nothing was signed or changed.' },
  {
    key: 'Ctrl-D',
    send: CTRL_D,
    stopped: 'Stopped (Ctrl-D, end of input)',
    passphrase: 'Stopped (Ctrl-D, end of input): nothing was signed or changed.',
  },
] as const;

describe('Ctrl-C or Ctrl-D at a prompt', () => {
  it.each(KEYS)(
    'cairn review: $key at the keystroke prompt says what was kept before it and what is left, exit 130 (Ctrl-D: issue #14, walk-3 item 7)',
    async ({ send, stopped }) => {
      const box = sandbox();
      for (const text of TEXTS) expect(box.cairn(['memorize'], { input: JSON.stringify({ text, origin: 'agent' }) }).code).toBe(0);
      const r = await onPty(['review'], {
        cwd: box.project,
        env: ptyEnv(box),
        steps: [
          { expect: /Confirm\? [^\n]*quit /u, send: 'y' },
          { expect: /Your Cairn passphrase[^:]*: /u, send: `${PASSPHRASE}\r` },
          { expect: /confirmed mem_[^\n]*\n[\s\S]*Confirm\? [^\n]*quit /u, send },
        ],
      });
      expect(r.code, r.output).toBe(130);
      expect(r.output).toContain(`${stopped}: 1 confirmed, 0 rejected before you stopped — kept, signed and in the audit log; 2 left for review`);
      expect(r.output).not.toContain('Cancelled');
      expect(box.json<unknown[]>(['list', '--status', 'active']).value).toHaveLength(1);
      expect(box.json<Array<{ event: string }>>(['audit']).value.filter((l) => l.event === 'confirm')).toHaveLength(1);
    },
    90_000,
  );

  it.each(KEYS)(
    'cairn review: $key at the first prompt says nothing was confirmed or rejected, never "kept, signed" (walk-4 item 17)',
    async ({ send, stopped }) => {
      const box = sandbox();
      for (const text of TEXTS) expect(box.cairn(['memorize'], { input: JSON.stringify({ text, origin: 'agent' }) }).code).toBe(0);
      const r = await onPty(['review'], { cwd: box.project, env: ptyEnv(box), steps: [{ expect: /Confirm\? [^\n]*quit /u, send }] });
      expect(r.code, r.output).toBe(130);
      expect(r.output).toContain(`${stopped}: nothing confirmed or rejected; 3 left for review (cairn review).`);
      expect(r.output).not.toContain('kept, signed');
    },
    90_000,
  );

  it.each(KEYS)(
    'cairn confirm: $key at the passphrase exits 130, nothing signed (Ctrl-D: it said "Cancelled" and exited 3, refused by policy)',
    async ({ send, passphrase }) => {
      const box = sandbox();
      const { id } = box.json<{ id: string }>(['memorize'], { input: JSON.stringify({ text: TEXTS[0], origin: 'agent' }) }).value;
      const r = await onPty(['confirm', id], {
        cwd: box.project,
        env: ptyEnv(box),
        steps: [{ expect: /Your Cairn passphrase[^:]*: /u, send }],
      });
      expect(r.code, r.output).toBe(130);
      expect(r.output).toContain(passphrase);
      expect(r.output).not.toContain('Cancelled');
      expect(box.json<{ status: string }>(['show', id]).value.status).toBe('candidate');
    },
    60_000,
  );

  it('cairn confirm: Ctrl-D after typing part of the passphrase stops too, the typed part never sent (walk h56 LOW 11: it was ignored)', async () => {
    const box = sandbox();
    const { id } = box.json<{ id: string }>(['memorize'], { input: JSON.stringify({ text: TEXTS[0], origin: 'agent' }) }).value;
    const r = await onPty(['confirm', id], {
      cwd: box.project,
      env: ptyEnv(box),
      steps: [{ expect: /Your Cairn passphrase[^:]*: /u, send: `${PASSPHRASE.slice(0, 3)}${CTRL_D}` }],
    });
    expect(r.code, r.output).toBe(130);
    expect(r.output).toContain('Stopped (Ctrl-D, end of input): what you typed was not used; nothing was signed or changed.');
    expect(r.output).not.toMatch(/wrong passphrase|does not unlock/iu);
    expect(box.json<{ status: string }>(['show', id]).value.status).toBe('candidate');
  }, 60_000);

  it("the README's exit-code line names 130 for an interrupted command", () => {
    const readme = readFileSync(join(__dirname, '..', '..', '..', 'README.md'), 'utf8').replace(/\s+/gu, ' ');
    expect(readme).toContain('130 interrupted (Ctrl-C or Ctrl-D at a prompt');
  });
});
