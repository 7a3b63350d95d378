/**
 * A label's literal joined to its value's literal (`'DB_PASSWORD=' || 'pw'`, issue #19 leftover of
 * session 52, fixed in session 53): the label rule read the code between the two literals (` || `)
 * as a quoted value and cut it out; only the value's literal is the secret, the code stays.
 * Fixtures: obviously fake passwords assembled at run time.
 */
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/index.js';

const PW = `${'Fake'}${'Pass'}-${'9xQ2'}`;

describe('a label literal joined to its value', () => {
  it.each([
    ['SQL ||', `SELECT 'DB_PASSWORD=' || '${PW}' FROM dual`, "SELECT 'DB_PASSWORD=' || '[REDACTED:secret-assignment]' FROM dual"],
    ['JavaScript +', `x = 'password=' + '${PW}';`, "x = 'password=' + '[REDACTED:secret-assignment]';"],
    ['PHP .', `$x = 'DB_PASSWORD=' . '${PW}';`, "$x = 'DB_PASSWORD=' . '[REDACTED:secret-assignment]';"],
    ['VB &', `x = "password=" & "${PW}"`, 'x = "password=" & "[REDACTED:secret-assignment]"'],
  ])('%s: the value goes, the operator between the literals stays', (_what, text, expected) => {
    expect(redactSecrets(text).text).toBe(expected);
  });

  it('a label joined to a word that is no secret keeps everything', () => {
    const text = "SELECT 'DB_PASSWORD=' || 'abc'";
    expect(redactSecrets(text).text).toBe(text);
  });

  it('a quoted value that holds an operator and more is still a value', () => {
    expect(redactSecrets(`password=' || ${PW}'`).text).not.toContain(PW);
  });
});
