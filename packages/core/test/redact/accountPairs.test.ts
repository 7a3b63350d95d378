/**
 * A password joined by code to a default account's `name:` literal (src/redact/accountPairs.ts,
 * session 53; placements52's known miss `CONCAT('admin:', pw)`). Fixtures: obviously fake
 * passwords assembled at run time.
 */
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/index.js';

const PW = `${'Fake'}${'Pass'}-${'9xQ2'}`;
const out = (text: string): string => redactSecrets(text).text;

describe("a password joined to a default account's name", () => {
  it.each([
    ['SQL CONCAT', `SELECT CONCAT('admin:', '${PW}')`, "SELECT CONCAT('admin:', '[REDACTED:basic-auth]')"],
    ['SQL ||', `SELECT 'postgres:' || '${PW}'`, "SELECT 'postgres:' || '[REDACTED:basic-auth]'"],
    ['JavaScript +', `pair = "root:" + "${PW}";`, 'pair = "root:" + "[REDACTED:basic-auth]";'],
    ['PHP .', `$pair = 'sa:' . '${PW}';`, "$pair = 'sa:' . '[REDACTED:basic-auth]';"],
  ])('%s: the password goes, the account stays', (_what, text, expected) => {
    expect(out(text)).toBe(expected);
  });

  it.each([
    ['an image tag joined', `image = "mysql:" + "8.0.36-Debian"`],
    ['a word joined', `label = "admin:" + "AdminPanel"`],
    ['a hex id joined', `key = "root:" + "3f2a1c9e8b7d6a5f"`],
    ['an account not on the list', `pair = "bob:" + "${PW}"`],
    ['an account inside a longer name', `pair = "superadmin:" + "${PW}"`],
    ['a short value', `pair = "root:" + "Ab1cd"`],
  ])('%s stays', (_what, text) => {
    expect(out(text)).toBe(text);
  });
});
