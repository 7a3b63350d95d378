import { describe, expect, it } from 'vitest';
import { termStatistics, tokenize } from '../../src/recall/tokenize.js';

describe('tokenize (DESIGN §5)', () => {
  it.each([
    ['parseConfig', ['parse', 'config', 'parseconfig']],
    ['parse_config', ['parse', 'config']],
    ['parse-config', ['parse', 'config']],
    ['ParseConfig', ['parse', 'config', 'parseconfig']],
    ['HTTPServerError', ['http', 'server', 'error', 'httpservererror']],
    ['SQLite GitHub', ['sq', 'lite', 'sqlite', 'git', 'hub', 'github']],
    ['user_id userID', ['user', 'id', 'user', 'id', 'userid']],
    ['src/auth/session.ts', ['src', 'auth', 'session', 'ts']],
    ['k8s i18n a11y', ['k8s', 'i18n', 'a11y']],
    ['ＰＡＲＳＥ Config', ['parse', 'config']],
    ['sqlite github', ['sqlite', 'github']],
    ['ig\u200Bnore', ['ignore']],
    ['Ελληνικά λ-calculus', ['ελληνικα', 'λ', 'calculus']],
  ])('%s → %j', (input, expected) => {
    expect(tokenize(input)).toEqual(expected);
  });

  it('splits CJK into overlapping bigrams and separates embedded Latin', () => {
    expect(tokenize('数据库迁移')).toEqual(['数据', '据库', '库迁', '迁移']);
    expect(tokenize('使用pnpm安装')).toEqual(['使用', 'pnpm', '安装']);
    expect(tokenize('テスト')).toEqual(['テス', 'スト']);
    expect(tokenize('库')).toEqual(['库']);
  });

  it('does not match a substring: author is not auth', () => {
    expect(tokenize('author authority')).not.toContain('auth');
  });

  it('counts term frequencies and length', () => {
    expect(termStatistics('config parseConfig')).toEqual({ termFrequency: { config: 2, parse: 1, parseconfig: 1 }, length: 4 });
  });

  // The fifth walk's leftovers: recall for "cafe" did not find "café", nor the other way round.
  it('folds accents of Latin, Greek and Cyrillic letters (NFKD, marks dropped), composed or decomposed alike', () => {
    expect(tokenize('Café crème')).toEqual(['cafe', 'creme']);
    expect(tokenize('Cafe\u0301')).toEqual(['cafe']);
    expect(tokenize('naïveParser')).toEqual(['naive', 'parser', 'naiveparser']);
    expect(tokenize('İstanbul Ångström ΆΘΗΝΑ ёлка')).toEqual(['istanbul', 'angstrom', 'αθηνα', 'елка']);
    // Letters that do not decompose stay; marks of other scripts are letters of their words.
    expect(tokenize('Straße Øl')).toEqual(['straße', 'øl']);
    expect(tokenize('हिन्दी')).toEqual(['हिन्दी']);
    expect(tokenize('한국어 café')).toEqual(['한국', '국어', 'cafe']);
  });

  // The invisible list named only some default-ignorable characters: a word with a combining grapheme joiner, a
  // Hangul filler, a Mongolian free variation selector, a Khmer inherent vowel or a variation selector between its
  // letters was a token of its own, so recall for the plain word did not find it.
  it('drops every default-ignorable code point: a word with one between its letters is the plain word', () => {
    for (const c of ['\u034F', '\u3164', '\uFFA0', '\u115F', '\u180B', '\u180F', '\u17B4', '\uFE0F', '\u{E0100}', '\u{16FE4}', '\u200B', '\u2060', '\u{E0041}'])
      expect(tokenize(`harbour sched${c}uler`), `U+${(c.codePointAt(0) ?? 0).toString(16)}`).toEqual(['harbour', 'scheduler']);
    // Visible marks stay letters of their words.
    expect(tokenize('हिन्दी naïve')).toEqual(['हिन्दी', 'naive']);
  });
});
