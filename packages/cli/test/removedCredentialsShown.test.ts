/**
 * memorize's note of the credentials it removed, on a terminal (walk h55 LOW 10): with colours on,
 * "Removed credentials: github-token." came out as "Removed credentials: [REDACTED:secret-assignment]"
 * — the output's own redaction read the kind after the label's colon (the dim colour's code
 * behind it) as a secret's value, so the person was not told which kind was removed. Run with
 * stdout on a pseudo-terminal (util-linux `script`, as a person's terminal: colours on), the
 * passphrase typed ahead for the signed write; the token is assembled at run time, obviously fake.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module shared with the demo and CI (scripts/lib), no types.
import { PERSON_PASSPHRASE } from '../../../scripts/lib/as-person.mjs';
import { BIN, fakeToken, type Sandbox, sandbox } from './harness.js';

const quote = (w: string): string => `'${w.replace(/'/gu, `'\\''`)}'`;

/** `cairn …args` with stdin, stdout and stderr all the pseudo-terminal; what the terminal showed. */
function onTerminal(box: Sandbox, args: string[]): { code: number | null; shown: string } {
  const r = spawnSync('script', ['-qec', [process.execPath, BIN, ...args].map(quote).join(' '), '/dev/null'], {
    cwd: box.project,
    env: { PATH: process.env.PATH ?? '', HOME: join(box.root, 'user'), CAIRN_HOME: box.home, LANG: 'C.UTF-8', TERM: 'xterm-256color' },
    input: `${PERSON_PASSPHRASE}\r`,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: r.status, shown: `${r.stdout}${r.stderr}` };
}

describe('the removed credentials note on a terminal', () => {
  it('names the kind removed, for an agent memory and the person’s signed one', () => {
    const box = sandbox();
    const token = fakeToken();
    const agent = onTerminal(box, ['memorize', '--text', `fifth note ${token}`, '--origin', 'agent']);
    expect(agent.code, agent.shown).toBe(0);
    expect(agent.shown).toContain('\u001b[2m'); // the note is dimmed: colours are on
    expect(agent.shown, agent.shown).toMatch(/Removed credentials \(github-token\)\./u);
    expect(agent.shown).not.toContain('[REDACTED:secret-assignment]');
    expect(agent.shown).not.toContain(token);

    const user = onTerminal(box, ['memorize', '--text', `my github token: ${token}`]);
    expect(user.code, user.shown).toBe(0);
    expect(user.shown, user.shown).toMatch(/Removed credentials \([a-z, -]*github-token[a-z, -]*\)\./u);
    expect(user.shown).not.toContain('[REDACTED:secret-assignment]');
    expect(user.shown).not.toContain(token);
  });
});
