import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BIN, sandbox } from './harness.js';

/** util-linux `script` gives a command a terminal (a pty): the only way to test "a person at a terminal". */
const hasScript = spawnSync('script', ['--version']).status === 0;
const itWithPty = hasScript ? it : it.skip;

const sh = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

interface AuditLine {
  event: string;
  interactive: boolean;
  signer?: string;
  channel: string;
}

describe("a person's acts on the CLI go through the session's person port (issue #15)", () => {
  itWithPty(
    'memorize --batch on a terminal with piped input stores no pinned user memory without asking, and audits nothing as interactive',
    () => {
      const box = sandbox();
      const lines = [
        JSON.stringify({ text: 'Deploy from main only.', origin: 'user', pinned: true }),
        JSON.stringify({ text: 'The queue is Redis.', origin: 'user' }),
      ];
      // stdout and stderr are the pty; stdin is the pipe from printf: the shape of the defect.
      const command = `printf '%s\\n' ${lines.map(sh).join(' ')} | ${sh(process.execPath)} ${sh(BIN)} --json --home ${sh(box.home)} --project ${sh(box.project)} memorize --batch`;
      const r = spawnSync('script', ['-qec', command, '/dev/null'], {
        cwd: box.project,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', HOME: box.root, NO_COLOR: '1', TERM: 'dumb' },
        timeout: 60_000,
      });
      expect(r.stdout).toContain('HUMAN_CHANNEL_REQUIRED');
      expect(r.stdout).toContain('no terminal to ask on');
      const records = box.json<Array<{ text: string; pinned: boolean; origin: string }>>(['list']).value;
      expect(records.map((x) => [x.text, x.pinned, x.origin])).toEqual([['The queue is Redis.', false, 'user']]);
      const audit = box.json<AuditLine[]>(['audit']).value;
      expect(audit.some((l) => l.interactive)).toBe(false);
      expect(audit.filter((l) => l.event === 'memorize').map((l) => [l.channel, l.signer])).toEqual([['cli', 'presence:terminal']]);
    },
    90_000,
  );

  it('with --yes the person answered in advance: the pinned memory is stored, audited interactive false and signed --yes', () => {
    const box = sandbox();
    const r = box.cairn(['--json', '--yes', 'memorize', '--batch'], {
      input: `${JSON.stringify({ text: 'Deploy from main only.', origin: 'user', pinned: true })}\n`,
    });
    expect(r.code, r.stderr).toBe(0);
    expect(box.json<Array<{ pinned: boolean }>>(['list']).value.map((x) => x.pinned)).toEqual([true]);
    const line = box.json<AuditLine[]>(['audit']).value.find((l) => l.event === 'memorize');
    expect(line).toMatchObject({ channel: 'cli', interactive: false, signer: 'presence:terminal --yes' });
  });

  it('without a terminal or --yes a user memory arrives on the api channel as the agent’s, and a pin is refused', () => {
    const box = sandbox();
    const plain = box.json<{ status: string }>(['memorize'], { input: JSON.stringify({ text: 'Tabs, not spaces.', origin: 'user' }) });
    expect(plain.run.code).toBe(0);
    const pinned = box.cairn(['--json', 'memorize'], { input: JSON.stringify({ text: 'Pin me.', origin: 'user', pinned: true }) });
    expect(pinned.code).toBe(3);
    expect(JSON.parse(pinned.stdout)).toMatchObject({ error: { code: 'ENTRENCHMENT_REFUSED' } });
    const audit = box.json<AuditLine[]>(['audit']).value;
    expect(audit.filter((l) => l.event === 'memorize' || l.event === 'refused').map((l) => [l.event, l.channel, l.signer ?? null])).toEqual([
      ['memorize', 'api', null],
      ['refused', 'api', null],
    ]);
  });
});
