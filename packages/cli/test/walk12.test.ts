/**
 * The twelfth newcomer walk (issue #14). Built CLI, child processes.
 */
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';
import { onPty, PASSPHRASE, ptyEnv } from './pty.js';

describe('recall says what it left out as candidates (walk 12 item 3)', () => {
  it('counts matching candidates it hid beside the active hits, says how to see them, and says nothing once they are asked for', () => {
    const box = sandbox();
    expect(box.person(['memorize', '--text', 'The job queue retries a failed job three times.']).code).toBe(0);
    for (const text of ['The job queue uses Redis streams.', 'The job queue drops a job after a day.'])
      expect(box.cairn(['memorize'], { input: JSON.stringify({ text, origin: 'agent' }) }).code).toBe(0);
    const r = box.cairn(['recall', 'job', 'queue']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('The job queue retries a failed job three times.');
    expect(r.stdout).not.toContain('Redis streams');
    expect(r.stdout).toContain('2 candidates also match and are not shown (not reviewed yet): --include-candidates shows them.');
    expect(r.stdout).not.toContain('flagged memory also matches');
    const all = box.cairn(['recall', '--include-candidates', 'job', 'queue']);
    expect(all.stdout).toContain('Redis streams');
    expect(all.stdout).not.toContain('also match');
  }, 60_000);
});

describe('cairn person recover (walk 12 item 12)', () => {
  it('spends the recovery code it used: prints a new one, refuses the old one, and the new one recovers', async () => {
    const box = sandbox({ init: false, person: false });
    const env = ptyEnv(box);
    const setup = await onPty(['person', 'setup'], {
      cwd: box.project,
      env,
      steps: [
        { expect: /Choose a passphrase[^:]*: /u, send: `${PASSPHRASE}\r` },
        { expect: /The same passphrase again: /u, send: `${PASSPHRASE}\r` },
      ],
    });
    expect(setup.code, setup.output).toBe(0);
    const code = /\b([0-9A-Z]{4}(?:-[0-9A-Z]{4}){5})\b/u.exec(setup.output)?.[1] as string;
    const fresh = `${PASSPHRASE}, after the recovery`;
    const recover = await onPty(['person', 'recover'], {
      cwd: box.project,
      env,
      steps: [
        { expect: /Your recovery code: /u, send: `${code}\r` },
        { expect: /Choose the new passphrase[^:]*: /u, send: `${fresh}\r` },
        { expect: /The same passphrase again: /u, send: `${fresh}\r` },
      ],
    });
    expect(recover.code, recover.output).toBe(0);
    expect(recover.output).toMatch(/Your new key is ed25519:[0-9a-f]+, endorsed by your recovery code\./u);
    expect(recover.output).toContain('The code you typed is spent.');
    const next = /\b([0-9A-Z]{4}(?:-[0-9A-Z]{4}){5})\b/u.exec(recover.output.slice(recover.output.indexOf('is spent')))?.[1] as string;
    expect(next).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){5}$/u);
    expect(next).not.toBe(code);
    const again = (recoveryCode: string) =>
      onPty(['person', 'recover'], {
        cwd: box.project,
        env,
        steps: [
          { expect: /Your recovery code: /u, send: `${recoveryCode}\r` },
          { expect: /Choose the new passphrase[^:]*: /u, send: `${fresh} again\r` },
          { expect: /The same passphrase again: /u, send: `${fresh} again\r` },
        ],
      });
    const spent = await again(code);
    expect(spent.code, spent.output).toBe(3);
    expect(spent.output.replace(/\s+/gu, ' ')).toContain('one already used (each recovery prints a new code and spends the old). Nothing was changed.');
    const renewed = await again(next);
    expect(renewed.code, renewed.output).toBe(0);
    const status = box.cairn(['person', 'status']);
    expect(status.code, status.stderr).toBe(0);
    expect(`${status.stdout}${status.stderr}`).not.toMatch(/doubt/iu);
  }, 180_000);
});
