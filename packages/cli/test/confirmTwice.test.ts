/**
 * Two terminals confirming the same candidate both printed "Confirmed" (walk h52 item 4): the
 * second, asked while the first was still at its passphrase prompt, signed and wrote again. Now
 * what the store holds is read again inside the write: a memory a person's verified confirm made
 * active meanwhile is not confirmed twice, and the second terminal says it was already confirmed,
 * when, and with whose key. Real child processes on pseudo-terminals.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BIN, sandbox } from './harness.js';
import { PASSPHRASE, ptyEnv } from './pty.js';

const TEXT = 'The tide service caches station lists for an hour.';

describe('the same candidate confirmed from two terminals', () => {
  it('the second, asked before the first finished, says it was already confirmed (when, by whose key) and records nothing more', async () => {
    const box = sandbox();
    const m = box.json<{ id: string }>(['memorize'], { input: JSON.stringify({ text: TEXT, origin: 'agent' }) });
    expect(m.run.code, m.run.stderr).toBe(0);
    const id = m.value.id;
    // The second terminal: started first, left at its passphrase prompt.
    const quoted = [process.execPath, BIN, 'confirm', id].map((w) => `'${w}'`).join(' ');
    const second = spawn('script', ['-qec', quoted, '/dev/null'], { cwd: box.project, env: { ...ptyEnv(box), TERM: 'dumb' }, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    second.stdout.setEncoding('utf8');
    second.stderr.setEncoding('utf8');
    second.stderr.on('data', (d: string) => {
      output += d;
    });
    const closed = new Promise<number | null>((resolve) => second.on('close', resolve));
    await new Promise<void>((resolve) => {
      second.stdout.on('data', (d: string) => {
        output += d;
        if (/Your Cairn passphrase[^:]*: /u.test(output)) resolve();
      });
    });
    // The first terminal confirms it meanwhile.
    const first = box.person(['confirm', id]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`Confirmed ${id}: now active.`);
    const confirmedAt = box.json<{ confirmedAt: string }>(['show', id]).value.confirmedAt;
    expect(confirmedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/u);
    // Now the second terminal's passphrase.
    second.stdin.write(`${PASSPHRASE}\r`);
    const code = await closed;
    const said = output.replace(/\s+/gu, ' ');
    expect(code, said).toBe(0);
    expect(said).not.toContain(`Confirmed ${id}`);
    expect(said).toMatch(
      new RegExp(
        `${id} was already confirmed meanwhile, at ${confirmedAt.replace(/[.]/gu, '\\.')}, signed with your key \\(ed25519:[0-9a-f]{16}\\): nothing more was recorded\\.`,
        'u',
      ),
    );
    // One confirm on the audit log, not two.
    const audit = box.json<Array<{ event: string }>>(['audit', '--limit', '1000']).value;
    expect(audit.filter((l) => l.event === 'confirm')).toHaveLength(1);
  });
});
