/**
 * Every error message passes redaction and folding (issue #14, the newcomer walk): commander's
 * own messages repeated a token typed as an option or a command in clear, and a value cut to 20
 * characters before redaction showed a credential's head. The fixture token is assembled at run
 * time (harness.ts `fakeToken`).
 */
import { describe, expect, it } from 'vitest';
import { fakeToken, sandbox } from './harness.js';

describe('error messages never repeat a credential or an escape sequence', () => {
  it('unknown options and commands, bad values and --out paths: redacted, folded, exit 2', () => {
    const box = sandbox();
    const token = fakeToken();
    const head = token.slice(0, 12);
    const cases: string[][] = [
      [`--token=${token}`],
      ['list', `--${token}`],
      [token],
      ['list', '--limit', token],
      ['export', '--format', token],
      ['scan', '--format', token, '.'],
      ['export', '--out', `${box.root}/missing-${token}/x.jsonl`],
      ['export', `--out-file=${box.root}/${token}.jsonl`],
    ];
    for (const args of cases) {
      for (const json of [false, true]) {
        const r = box.cairn(json ? ['--json', ...args] : args);
        const shown = `${r.stdout}\n${r.stderr}`;
        expect(r.code, `${args.join(' ')}: ${shown}`).toBe(2);
        expect(shown, args.join(' ')).not.toContain(head);
        expect(shown, args.join(' ')).toContain('[REDACTED:github-token]');
      }
    }
    // An escape sequence and an invisible character typed as a command are shown as markers.
    const r = box.cairn(['x\u001b[31mred\u200bz']);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toContain('\u001b');
    expect(r.stderr).not.toContain('\u200b');
    expect(r.stderr).toContain('unknown command');
  });
});
