/**
 * The twelfth newcomer walk (issue #14), item 2: another terminal rejected the memory `cairn
 * review` was showing; the person's `y` ended the whole walk with "No memory with id …" (exit 4).
 * Built CLI on a pseudo-terminal (`script`), the other terminal a second child process.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BIN, sandbox } from './harness.js';
import { asPerson, PASSPHRASE, ptyEnv } from './pty.js';

describe('cairn review when the memory on screen is rejected elsewhere (walk 12 item 2)', () => {
  it('says it is gone, confirms nothing for it, and goes on to the next; the summary counts neither as left', async () => {
    const box = sandbox();
    for (const text of ['The nightly job rotates logs.', 'The harbour API returns tide heights in metres.'])
      expect(box.cairn(['memorize'], { input: JSON.stringify({ text, origin: 'agent' }) }).code).toBe(0);
    const ids = box.json<{ id: string }[]>(['list', '--status', 'candidate']).value.map((m) => m.id);
    // The other terminal's reject, signed ahead by the person (single-use, for exactly this command).
    const signAhead = async (id: string): Promise<void> => {
      const r = await asPerson(box, ['person', 'sign', '--', 'reject', id]);
      expect(r.code, r.output).toBe(0);
    };
    for (const id of ids) await signAhead(id);
    const quoted = [process.execPath, BIN, 'review'].map((w) => `'${w}'`).join(' ');
    const child = spawn('script', ['-qec', quoted, '/dev/null'], { cwd: box.project, env: { ...ptyEnv(box), TERM: 'dumb' } });
    let output = '';
    let step = 0;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d: string) => {
      output += d;
      if (step === 0 && /Confirm\? \[y\][^\n]*$/u.test(output)) {
        step = 1;
        // The memory on screen, rejected in another terminal while the person reads it.
        const shown = ids.filter((id) => output.includes(id)).sort((a, b) => output.indexOf(a) - output.indexOf(b))[0];
        if (shown === undefined) throw new Error(`no memory id on screen:\n${output}`);
        const other = box.cairn(['reject', shown]);
        expect(other.code, other.stderr).toBe(0);
        child.stdin.write('y');
      } else if (step === 1 && /Your Cairn passphrase[^:]*: $/u.test(output)) {
        step = 2;
        child.stdin.write(`${PASSPHRASE}\r`);
      } else if (step === 2 && /\[2\/2\][\s\S]*Confirm\? \[y\][^\n]*$/u.test(output)) {
        step = 3;
        child.stdin.write('n');
      }
    });
    const code = await new Promise<number | null>((done) => child.on('close', done));
    const said = output.replace(/\r/gu, '');
    expect(code, said).toBe(0);
    expect(said).toMatch(/is gone: forgotten or rejected elsewhere while it was shown; nothing confirmed/u);
    expect(said).toContain('[2/2]');
    expect(said).toContain('0 confirmed, 0 rejected, 1 left.');
    expect(said).not.toContain('No memory with id');
  }, 180_000);
});
