// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the strings are JavaScript source holding templates, rewritten and evaluated by the cases
/**
 * Issue #20 (h53-speed): the code-cached bundles are written as ASCII (scripts/lib/ascii-bundle.mjs)
 * so the loader decodes them as Latin-1 (≈ 1 ms for 3.3 MB) instead of UTF-8 (≈ 9 ms, into a
 * two-byte string twice the size). esbuild leaves non-ASCII characters in regular-expression
 * literals and `String.raw` templates — the gate's and redaction's multilingual rules — so the
 * rewrite escapes them there; each case below evaluates the code before and after and compares.
 */
import { isAscii } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the build (scripts/lib), no types.
import { asciiBundle } from '../../../scripts/lib/ascii-bundle.mjs';

const rewrite = (source: string): { text: string; rewritten: number; left: number } => asciiBundle(source);
const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** What `regex` (a literal's text) finds in each probe, as JSON. */
function finds(regex: string, probes: string[]): string[] {
  const r = vm.runInNewContext(regex) as RegExp;
  return probes.map((p) => JSON.stringify(p.match(new RegExp(r.source, r.flags.includes('g') ? r.flags : `${r.flags}g`))));
}

it('escapes non-ASCII characters in regular expressions, with and without the u flag, to the same expression', () => {
  const cases: [string, string[]][] = [
    ['/caf[éè]s?/i', ['Café', 'cafès', 'cafe']],
    ['/(?:生产|本番)\\s*分支/', ['生产 分支', '本番分支', '产 分支']],
    // Without u a pattern works on UTF-16 code units: the quantifier binds to the trail surrogate, as in the source.
    ['/😀+/', ['😀😀', '\ud83d\ude00\ude00', 'x']],
    ['/😀+/u', ['😀😀', '\ud83d\ude00\ude00', 'x']],
    ['/[😀-😂]/u', ['😁', '😃']],
    ['/[\\p{L}’]+/gu', ['l’été', 'naïve']],
    // An identity escape of a non-ASCII character (legal without u) is that character.
    ['/a\\é/', ['aé', 'a\\é']],
  ];
  for (const [regex, probes] of cases) {
    const { text, left } = rewrite(`const r = ${regex};`);
    expect(left, regex).toBe(0);
    expect(isAscii(Buffer.from(text)), regex).toBe(true);
    const after = text.slice('const r = '.length, -1);
    expect(finds(after, probes), regex).toEqual(finds(regex, probes));
  }
});

it('writes String.raw and untagged templates as ASCII with the same value, and leaves other tagged templates alone', () => {
  const sources = [
    'String.raw`(?:main|生产|本番)\\s*(?:分支|ブランチ)`',
    'String.raw`直接\\s*${["推送", "提交"].join("|")}\\S{0,3}本番`',
    '`naïve ${1 + 1} café ✓`',
    'String.raw`a\\é`',
  ];
  for (const source of sources) {
    const { text } = rewrite(`(${source})`);
    expect(vm.runInNewContext(text), source).toBe(vm.runInNewContext(`(${source})`));
  }
  // A template after a backslash stays as it is (a substitution there would be escaped).
  expect(rewrite('(String.raw`x\\é${1}`)').text).toBe('(String.raw`x\\é${1}`)');
  // Any other tag receives the raw strings: left as it is, and counted.
  const other = rewrite('tag`é${1}`');
  expect(other.text).toBe('tag`é${1}`');
  expect(other.left).toBe(1);
});

it('the built CLI bundle is ASCII', () => {
  expect(isAscii(readFileSync(join(DIST, 'cli-main.cjs')))).toBe(true);
});
