/**
 * A default account's `name:password` pair with no label or URL (src/redact/accountPairs.ts,
 * session 53; placements52's known miss `CONCAT('admin:', pw)`). Fixtures: obviously fake
 * passwords assembled at run time.
 */
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/index.js';

const PW = `${'Fake'}${'Pass'}-${'9xQ2'}`;
const out = (text: string): string => redactSecrets(text).text;

describe("a default account's name:password pair", () => {
  it.each([
    ['in chat', `the console takes admin:${PW} today`, 'the console takes admin:[REDACTED:basic-auth] today'],
    ['in a literal', `creds('root:${PW}')`, "creds('root:[REDACTED:basic-auth]')"],
    ['a database account', `postgres:${PW}`, 'postgres:[REDACTED:basic-auth]'],
    ['SQL CONCAT of literals', `SELECT CONCAT('admin:', '${PW}')`, "SELECT CONCAT('admin:', '[REDACTED:basic-auth]')"],
  ])('%s: the password goes, the account stays', (_what, text, expected) => {
    expect(out(text)).toBe(expected);
  });

  it.each([
    ['an image tag', 'image: postgres:16-alpine3.19'],
    ['an image tag with a capital', 'FROM mysql:8.0.36-Debian'],
    ['a v-version tag', 'use oracle:v19.3-EnterpriseEd'],
    ['a passwd line', 'root:x:0:0:root:/root:/bin/bash'],
    ['a word after the account', 'admin:AdminPanel'],
    ['a hex id', 'root:3f2a1c9e8b7d6a5f4e3d2c1b'],
    ['a UUID', 'admin:123e4567-e89b-12d3-a456-426614174000'],
    ['a path', 'admin:/srv/Admin2/data'],
    ['an account inside a word or a path', `superadmin:${PW} /home/admin:${PW}`],
    ['a short value', 'root:Ab1cd'],
    ['an account not on the list', `bob:${PW}`],
  ])('%s stays', (_what, text) => {
    expect(out(text)).toBe(text);
  });
});
