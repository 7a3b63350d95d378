// biome-ignore-all lint/style/useTemplate: values are concatenated on purpose so no whole credential literal exists in source
/**
 * Round 15B of issue #19: real cases for the bounds and conditions Stryker left alive in round 15's
 * code (stryker-incremental.json at 3c0f637) — the word glued before a fixed-length key and its
 * 32-letter bound (./shapes.ts `fixedKeyIsGlued`), the case checks of a glued body
 * (`bodyIsRandom`), the printable-ASCII bounds of a CSS escape (`cssEscapeView`), the body
 * after a re-cased head (`recasedBodyIsRandom`) and a re-cased PyPI head written as its shape
 * writes it (`gluedView`). Each is a credential caught or a near-miss kept. Every fixture is fake
 * and assembled at run time.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { cssEscapeView } from '../../src/redact/rewrittenViews.js';
import { expectHidden as hidden, expectKept as kept } from './expectations.js';
import { fake, fakeFrom, hex } from './fixtures.js';

const googleBody = fake(35, 44);
const googleKey = 'AI' + 'za' + googleBody;
/** 16 of A-Z and 2-7, no digit in it (about 3.6% of random AWS key ids). */
const awsLetters = fakeFrom('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 16, 3);
/** 34 letters of both cases, a lone lower-case letter between capitals (a Hugging Face token has no digit). */
const hfBody = fakeFrom('QwErTyUiOpAsDfGhJkLzXcVbNm', 34, 7).replace(/^FAKE/, 'FaKE');
const pypiBody = fake(70, 33);
/** `n` letters of a word, lower case. */
const word = (n: number): string => 'qwertyuiopasdfghjklzxcvbnm'.repeat(2).slice(0, n);
/** `s` cut or padded with `c` to 35 characters (the body of a Google API key). */
const body35 = (s: string, c: string): string => (s + c.repeat(35)).slice(0, 35);

describe('the word glued before a fixed-length key (shapes.ts fixedKeyIsGlued)', () => {
  test('a word of 32 letters run into a Google key is read as a label glued to it', () => {
    expect(hidden('const ' + word(32) + googleKey + ' end', googleBody)).toEqual(['google-api-key']);
  });

  test('a word of 32 letters run into a Twilio SK… is read as a label glued to it (no other reading finds it)', () => {
    const twilioBody = hex(32, 7);
    expect(hidden('sid ' + word(32) + 'S' + 'K' + twilioBody + ' end', twilioBody)).toEqual(['twilio-api-key']);
  });

  test('a Twilio SK… glued to a word far into a line (the word is measured from the key back)', () => {
    const twilioBody = hex(32, 9);
    expect(hidden('the deploy log shows the twilio key as sid' + 'S' + 'K' + twilioBody + 'isold', twilioBody)).toEqual(['twilio-api-key']);
  });

  test('a glued key far into a line (the word is measured from the key back, not from the line start)', () => {
    expect(hidden('the deploy log shows the api key as apikey' + googleKey + ' here', googleBody)).toEqual(['google-api-key']);
  });

  test('an upper-case word run into hf_… is no upper-case name (the head is lower case)', () => {
    expect(hidden('TOKEN' + 'h' + 'f_' + hfBody, hfBody)).toEqual(['huggingface-token']);
  });

  test('a standalone AWS key id with no digit in its body is redacted (a blank before it is a boundary)', () => {
    expect(hidden('key ' + 'AK' + 'IA' + awsLetters + ' rotated', awsLetters)).toEqual(['aws-access-key-id']);
  });

  test.each([
    ['a run of 33 letters before the head (one long identifier or a base64 run)', 'const ' + word(33) + googleKey + ' end'],
    ['an AWS head before 16 digits, glued both sides (a number, not a key)', 'order x' + 'AK' + 'IA' + '2345672345672345' + 'y'],
    ['a Google head before a body with no lower-case letter, glued both sides', 'x' + 'AI' + 'za' + body35('SY7QM2KX9LP4RT8VW3ZN6BC1DF5GH0JK2', 'M') + 'y'],
    ['a Google head before a body with no upper-case letter, glued both sides', 'x' + 'AI' + 'za' + body35('sy7qm2kx9lp4rt8vw3zn6bc1df5gh0jk2', 'm') + 'y'],
  ])('near-miss: %s is kept', (_name, text) => {
    kept(text);
  });
});

describe('a CSS escape decodes printable ASCII alone (rewrittenViews.ts cssEscapeView)', () => {
  const password = 'Vq7' + 'zL2mK9';
  test.each([
    ['`!` (0x21, the first printable)', '\\21 '],
    ['`~` (0x7E, the last printable)', '\\7e '],
  ])('a URL password holding %s written as a CSS escape is redacted', (_name, cssEscape) => {
    const text = 'url: https://admin:' + password.slice(0, 3) + cssEscape + password.slice(3) + '@db.example/app';
    expect(hidden(text, password)).toEqual(['url-password']);
  });

  test('near-miss: a URL whose user part holds a space (0x20) as a CSS escape is kept (no printable character)', () => {
    kept('url: https://admin:' + password.slice(0, 3) + '\\20 ' + password.slice(3) + '@db.example/app');
  });

  test('DEL (0x7F) as a CSS escape is no printable character of the view, but is read as the literal DEL is: dropped (round 16, one decoder)', () => {
    expect(cssEscapeView('ab\\7f cd')).toBeUndefined();
    expect(cssEscapeView('ab\\7e cd')?.text).toBe('ab~cd');
    const literal = 'url: https://admin:' + password.slice(0, 3) + '\u007f' + password.slice(3) + '@db.example/app';
    expect(hidden(literal, password)).toEqual(['url-password']);
    expect(hidden('url: https://admin:' + password.slice(0, 3) + '\\7f ' + password.slice(3) + '@db.example/app', password)).toEqual(['url-password']);
  });
});

describe('the body after a re-cased head (gluedPrefixes.ts recasedBodyIsRandom)', () => {
  test.each([
    ['upper-case and digits after `_`', body35('_CONFIG_FLAG_PRODUCTIONEUROPEWEST1A', 'A')],
    ['upper-case and digits, then `_` and a name', body35('PRODUCTIONEUROPEWEST1_CONFIG_FLAGS', 'S')],
    ['upper-case letters alone', 'ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHI'],
    ['digits alone', '1'.repeat(35)],
    ['words run together after `_`', body35('_CacheKeyUseAsIsForTheDatasetRows', 's')],
    ['words run together, then `_`', body35('CacheKeyUseAsIsForTheDatasetRows', '_')],
  ])('near-miss: `Aiza` at a word start before %s is kept (a name, not a key)', (_name, body) => {
    kept('id ' + 'Ai' + 'za' + body + ' set');
  });

  test('a PyPI token with its head in upper case (`PYPI-`) is redacted', () => {
    expect(hidden('upload ' + 'PY' + 'PI-' + 'AgEIcHlwaS5vcmc' + pypiBody + ' ok', pypiBody)).toEqual(['pypi-token']);
  });
});

describe('a re-cased PyPI head glued to a word (gluedPrefixes.ts gluedView, the written head)', () => {
  test('`xPYPI-AgEIcHlwaS5vcmc…` is read with its head as the shape writes it and the rest as written', () => {
    expect(hidden('upload x' + 'PY' + 'PI-' + 'AgEIcHlwaS5vcmc' + pypiBody + ' ok', pypiBody)).toEqual(['pypi-token']);
  });
});

describe('a MIME base64 body broken into 76-character lines (rewrittenViews.ts base64LinesView)', () => {
  const githubBody = fake(36, 47);
  const token = 'gh' + 'p_' + githubBody;
  const message =
    'Hello team,\nthe deploy credentials for the staging cluster are below. Please rotate them after use.\nGITHUB_TOKEN=' + token + '\nthanks, ops\n';
  /** `text` in base64, broken into lines of 76 characters (RFC 2045 §6.8). */
  const mime = (text: string): string[] =>
    Buffer.from(text)
      .toString('base64')
      .match(/.{1,76}/g) as string[];
  const header = 'Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n';

  test('the fixture puts the token across a line break of the body', () => {
    const start = Math.floor((message.indexOf(token) * 4) / 3);
    const end = Math.ceil(((message.indexOf(token) + token.length) * 4) / 3);
    expect(Math.floor(start / 76)).not.toBe(Math.floor(end / 76));
  });

  test.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
  ])('a token whose base64 spans a line break is decoded and redacted (%s)', (_name, newline) => {
    const body = mime(message).join(newline) + newline;
    const out = redactSecrets(header + body);
    expect(out).toEqual({ text: header + '[REDACTED:github-token]' + newline, kinds: ['github-token'] });
    expect(redactSecrets(out.text)).toEqual({ text: out.text, kinds: [] });
  });

  test.each([
    ['a list of git SHAs, one a line (joined, no text)', [hex(40, 1), hex(40, 2), hex(40, 3)].join('\n')],
    [
      'a base64 body of prose with no credential',
      header + mime('Hello team, the staging cluster is back up. Nothing to rotate this week; see the runbook for details.\n').join('\r\n'),
    ],
    ['lines of words of 16 letters', 'Internationalize\nCharacterization\nmisunderstanding'],
  ])('near-miss: %s is kept', (_name, text) => {
    kept(text);
  });
});
