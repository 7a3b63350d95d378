// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
/**
 * Round 8 of issue #19 (probes written from the classes the team listed, never from a blind case):
 * a token in a hex dump (xxd, hexdump -C, od -t x1), with the dumps of plain text and the hashes
 * that must stay as they are.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { fake } from './fixtures.js';
import { expectKept as kept, expectHidden as hidden } from './expectations.js';

const hexOf = (text: string): string[] => [...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0'));

/** xxd(1)'s default dump: offset, eight groups of two bytes, the characters. */
function xxd(text: string): string {
  const bytes = hexOf(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 16) {
    const line = bytes.slice(i, i + 16);
    const groups: string[] = [];
    for (let j = 0; j < line.length; j += 2) groups.push(line.slice(j, j + 2).join(''));
    const chars = text.slice(i, i + 16).replace(/[^\x20-\x7e]/g, '.');
    out += i.toString(16).padStart(8, '0') + ': ' + groups.join(' ').padEnd(40) + ' ' + chars + '\n';
  }
  return out;
}
/** od -A o -t x1: an octal offset and single bytes. */
function od(text: string): string {
  const bytes = hexOf(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 16) out += i.toString(8).padStart(7, '0') + ' ' + bytes.slice(i, i + 16).join(' ') + '\n';
  return out;
}
/** hexdump -C: offset, bytes in two halves, the characters between bars. */
function hexdumpC(text: string): string {
  const bytes = hexOf(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 16) {
    const line = bytes.slice(i, i + 16);
    out += i.toString(16).padStart(8, '0') + '  ' + line.slice(0, 8).join(' ') + '  ' + line.slice(8).join(' ') + '  |' + text.slice(i, i + 16) + '|\n';
  }
  return out;
}

const gh = 'ghp' + '_' + fake(36, 5);
const pass = 'Tr0ub' + '4dor-Mx9q';

describe('a token in a hex dump is found across its lines', () => {
  test.each([
    ['xxd of a bare token', xxd(gh), gh],
    ['xxd of an assignment (the hex column still holds the token)', xxd('token=' + gh), gh],
    ['od -t x1', od(gh), gh],
    ['hexdump -C', hexdumpC(gh), gh],
    ['xxd of a .env line', 'the file was:\n' + xxd('DB_PASSWORD=' + pass + '\n'), '4dor-Mx9q'],
  ])('%s', (_label, text, secret) => {
    hidden(text, secret);
    // The hex column is cut too: no 16-digit piece of the token's hex is left.
    const out = redactSecrets(text).text;
    expect(out).not.toContain(hexOf(secret).slice(4, 8).join(''));
  });
});

describe('hex dumps that hide nothing stay as they are', () => {
  test.each([
    ['xxd of prose', xxd('hello world, this is just a plain text file with nothing in it\n')],
    ['od of a config with a placeholder', od('password = "changeme"\nport = 5432\n')],
    ['hexdump -C of a commit id', hexdumpC('commit 3f786850e387550fdab836ed7e6dc881de23001b\n')],
    ['one line of a dump', '00000000: 6768 705f 4641 4b45  ghp_FAKE'],
    ['offset-like log lines', '00000010 12 34 ok\n00000020 56 78 fine\n'],
  ])('%s', (_label, text) => {
    kept(text);
  });
});

/** `\uNNNN` for each character of `text` at the positions `pick` chooses. */
const escapeSome = (text: string, pick: (i: number) => boolean, form: (c: string) => string): string =>
  [...text].map((c, i) => (pick(i) ? form(c) : c)).join('');
const u4 = (c: string): string => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0');
const ubrace = (c: string): string => '\\u{' + c.charCodeAt(0).toString(16) + '}';
const x2 = (c: string): string => '\\x' + c.charCodeAt(0).toString(16).padStart(2, '0');

describe('a token with some of its characters escaped is read whole', () => {
  test.each([
    ['ten \\u00xx escapes in the middle', 'x = "' + escapeSome(gh, (i) => i >= 10 && i < 20, u4) + '"'],
    ['every third character \\u00xx', 'const t = "' + escapeSome(gh, (i) => i % 3 === 0, u4) + '";'],
    ['\\u{…} escapes', 'let t = "' + escapeSome(gh, (i) => i % 5 === 1, ubrace) + '";'],
    ['\\xNN escapes', "TOKEN=$'" + escapeSome(gh, (i) => i % 4 === 0, x2) + "'"],
    ['an escaped password value', 'password: "' + escapeSome(pass, (i) => i % 2 === 0, u4) + '"'],
  ])('%s', (_label, text) => {
    const out = redactSecrets(text);
    expect(out.kinds.length).toBeGreaterThan(0);
    expect(out.text).not.toMatch(/FAKE|\\u0046|4dor|Mx9q|\\u0034/);
    expect(redactSecrets(out.text)).toEqual({ text: out.text, kinds: [] });
  });
});

describe('escapes that hide nothing stay as they are', () => {
  test.each([
    ['an accented word', 'caf\\u00e9 and na\\u00efve'],
    ['a line break escape', 'print("one\\u000atwo")'],
    ['escaped quotes', '"say \\x22hello\\x22 to \\u0027them\\u0027"'],
    ['an escaped hash', 'sha: "\\u0033f786850e387550fdab836ed7e6dc881de23001b"'],
    ['an escaped greeting', 'greeting: "\\u0048ello, world"'],
  ])('%s', (_label, text) => {
    kept(text);
  });
});

describe('a token spelled with a blank or a dash between its characters is read whole', () => {
  test.each([
    ['one blank', 'the token is ' + [...gh].join(' ') + ' ok', gh],
    ['three blanks', [...gh].join('   '), gh],
    ['dashes', 'key ' + [...gh].join('-'), gh],
    ['a spelled password after its label', 'password: ' + [...pass].join(' '), pass],
  ])('%s', (_label, text, secret) => {
    const out = redactSecrets(text);
    expect(out.kinds.length).toBeGreaterThan(0);
    expect(out.text.replace(/[ -]/g, '')).not.toContain(secret.slice(4, 12));
    expect(redactSecrets(out.text)).toEqual({ text: out.text, kinds: [] });
  });
});

describe('spelled-out text that hides nothing stays as it is', () => {
  test.each([
    ['a spelled word', 'p a s s w o r d is spelled out here'],
    ['the alphabet', 'a b c d e f g h i j k l m n o p'],
    ['digits', 'scores: 1 2 3 4 5 6 7 8 9 10'],
    ['a dashed grade list', 'A-B-C-D-E-F-G-H grades'],
    ['a UUID', 'id 123e4567-e89b-12d3-a456-426614174000'],
    ['a spelled placeholder after a label', 'password: c h a n g e m e'],
  ])('%s', (_label, text) => {
    kept(text);
  });
});
