// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
/**
 * Tokens split or encoded the ways the issue names (issue #19 "transformed": split into chunks,
 * percent-encoded), and a value behind a YAML core tag — written from the formats themselves
 * (RFC 3986 §2.1 percent-encoding, YAML 1.2 §10 tags, string-literal concatenation in JS, Python,
 * C, PHP, SQL and shell line continuation), never from a blind case. Each rule has its
 * near-misses beside it.
 */
import { describe, expect, test } from 'vitest';
import { chunkedRunsAt } from '../../src/redact/chunkedRuns.js';
import { redactSecrets } from '../../src/redact/index.js';
import { expectNoLeak, expectRedacted, expectKept as kept } from './expectations.js';
import { fake } from './fixtures.js';

const github = 'gh' + 'p_' + 'FAKEq7Zr9xY2kLmN0pQrStUvWx1234abCd56';
const body = github.slice(4);

describe('a token split by hand into chunks of unequal length', () => {
  test.each([
    ['a longer last chunk', `${github.slice(0, 12)} ${github.slice(12, 24)} ${github.slice(24)}`],
    ['growing chunks', `${github.slice(0, 7)} ${github.slice(7, 15)} ${github.slice(15, 27)} ${github.slice(27)}`],
    ['lines of unequal length', `${github.slice(0, 14)}\n${github.slice(14, 20)}\n${github.slice(20)}`],
    ['a shorter chunk in the middle', `${github.slice(0, 12)} ${github.slice(12, 24)} ${github.slice(24, 29)} ${github.slice(29)}`],
  ])('%s', (_name, text) => {
    const out = redactSecrets(text).text;
    expect(out).toBe('[REDACTED:github-token]');
  });

  test('the joined chunks are pieces of a token: letters and digits, or both cases', () => {
    const [run] = chunkedRunsAt('ghp_Ab12 Cd34Ef56Gh Ij7 then words', [0]);
    expect(run?.chunks).toEqual(['ghp_Ab12', 'Cd34Ef56Gh', 'Ij7']);
    // A chunk with a dash or an underscore is no hand-split piece: the width rule decides alone.
    expect(chunkedRunsAt('ghp_Ab12 Cd34 Ef-56Gh', [0]).map((r) => r.chunks)).toEqual([['ghp_Ab12', 'Cd34']]);
  });

  test.each([
    'the ghp_ prefix marks a classic personal access token from github',
    'tokens look like ghp_ followed by thirty six letters and digits in total',
    'ghp_ tokens CI uses RotateWeekly and NeverCommit them anywhere',
  ])('prose after a prefix stays: %s', (text) => {
    kept(text);
  });
});

describe('a token split across string literals or continued lines is joined again', () => {
  const head = github.slice(0, 20);
  const tail = github.slice(20);
  test.each([
    ['JavaScript +', `const t = "${head}" + "${tail}";`],
    ['Python adjacent literals over two lines', `TOKEN = ("${head}"\n         "${tail}")`],
    ['a leading + on the next line', `const t = '${head}'\n  + '${tail}';`],
    ['PHP .', `$t = '${head}' . '${tail}';`],
    ['SQL ||', `SELECT '${head}' || '${tail}'`],
    ['a shell line continued with a backslash', `curl -H "x: ${head}\\\n${tail}" https://api.example.org`],
  ])('%s', (_name, text) => {
    const out = redactSecrets(text).text;
    expect(out).toContain('[REDACTED:github-token]');
    expectNoLeak(out, tail);
    expectNoLeak(out, head.slice(4));
  });

  test.each([`label = "ghp_" + "suffix"`, `print("see ghp_" + "docs")`, `msg = 'ghp_ tokens' + ' expire'`])(
    'a prefix in a literal beside words stays: %s',
    (text) => {
      kept(text);
    },
  );
});

describe('percent-encoded tokens (RFC 3986 §2.1)', () => {
  const escaped = [...github].map((c) => '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')).join('');
  test('every byte escaped', () => {
    const out = redactSecrets(`see ${escaped} here`).text;
    expect(out).toBe('see [REDACTED:github-token] here');
  });
  test('one reserved character escaped', () => {
    const out = redactSecrets(`https://example.org/cb?state=gh${'p%5F'}${body}&x=1`).text;
    expectNoLeak(out, body);
    expect(out).toContain('[REDACTED:github-token]');
  });
  test.each(['https://example.org/search?q=hello%20world&lang=en', 'file%20name%28copy%29.txt', 'progress 100%25 done, 50%2C later', '%E2%9C%93 deployed'])(
    'percent-encoded text without a credential stays: %s',
    (text) => {
      kept(text);
    },
  );
});

describe('a value behind a YAML core tag (YAML 1.2 §10: !!str, !!binary)', () => {
  const value = 'Zq8v' + 'Lm2Rt5Wx';
  test.each([`secret: !!str ${value}`, `password: !!str "${value}"`, `db:\n  password: !!binary ${btoa(value)}\n`])('%s', (text) => {
    const out = redactSecrets(text).text;
    expect(out).toContain('[REDACTED:secret-assignment]');
    expectNoLeak(out, value);
    expectNoLeak(out, btoa(value));
    expect(out).toContain('!!');
  });
  test.each(['MasterUserPassword: !Ref DbPassword', 'password: !!str changeme', 'token: !vault |\n  $ANSIBLE_VAULT;1.1;AES256'])('stays: %s', (text) => {
    kept(text);
  });
});

test('expectRedacted names the kind of a tag-prefixed value', () => {
  expectRedacted('api_token: !!str ' + fake(24), 'secret-assignment', fake(24));
});
