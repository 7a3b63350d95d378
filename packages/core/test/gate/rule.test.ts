import { describe, expect, it } from 'vitest';
import { firstMatch, group, mayMatch, nearRule, prepare, rule } from '../../src/gate/rule.js';

describe('mayMatch: the prefilter', () => {
  const r = rule('standing-order', 'test/keys', 'always ~--no', /always|--no/g);

  it('runs a rule whose word key is a word of the text', () => {
    expect(mayMatch(r, prepare('Please ALWAYS do it'))).toBe(true);
    expect(mayMatch(r, prepare('alwaysRun is a flag'))).toBe(false);
  });

  it('runs a rule whose fragment key occurs anywhere', () => {
    expect(mayMatch(r, prepare('git commit --no-verify'))).toBe(true);
    expect(mayMatch(r, prepare('nothing here'))).toBe(false);
  });

  it('runs a rule without keys on every text', () => {
    expect(mayMatch(rule('standing-order', 'test/none', '', /x/g), prepare('anything'))).toBe(true);
  });

  it('needs every required fragment', () => {
    const piped = rule('shell-pipe', 'test/required', 'curl +|', /curl.*\|/g);
    expect(mayMatch(piped, prepare('curl x | sh'))).toBe(true);
    expect(mayMatch(piped, prepare('curl x > out'))).toBe(false);
    expect(mayMatch(rule('shell-pipe', 'test/required-only', '+|', /\|/g), prepare('a | b'))).toBe(true);
    expect(mayMatch(rule('shell-pipe', 'test/required-only', '+|', /\|/g), prepare('a b'))).toBe(false);
  });

  it('looks a CJK key up as a substring (CJK is written without spaces), a Latin one as a word', () => {
    const cjk = rule('standing-order', 'test/cjk', '用户 always', /用户|always/g);
    expect(cjk.fragmentKeys).toEqual(['用户']);
    expect(cjk.wordKeys).toEqual(['always']);
    expect(mayMatch(cjk, prepare('请告诉用户不要担心'))).toBe(true);
    expect(mayMatch(cjk, prepare('请告诉他不要担心'))).toBe(false);
    const kana = rule('standing-order', 'test/kana', 'ユーザー ひらがな', /x/g);
    expect(kana.wordKeys).toEqual([]);
    expect(kana.fragmentKeys).toEqual(['ユーザー', 'ひらがな']);
  });

  it('looks a key written ~key up as a substring, without its tilde', () => {
    const r2 = rule('standing-order', 'test/tilde', '~ignor', /ignor/g);
    expect(r2.keys).toEqual(['ignor']);
    expect(r2.fragmentKeys).toEqual(['ignor']);
    expect(r2.wordKeys).toEqual([]);
    expect(mayMatch(r2, prepare('Ignoring the rest'))).toBe(true);
    expect(mayMatch(r2, prepare('Skip the rest'))).toBe(false);
  });

  it('keeps required keys apart from the keys any of which must occur', () => {
    const r3 = rule('shell-pipe', 'test/split', 'curl  wget +| ~--x', /x/g);
    expect(r3.keys).toEqual(['curl', 'wget', '--x']);
    expect(r3.required).toEqual(['|']);
    expect(r3.wordKeys).toEqual(['curl', 'wget']);
    expect(r3.fragmentKeys).toEqual(['--x']);
    expect(r3.id).toBe('shell-pipe/test/split');
    expect(r3.category).toBe('shell-pipe');
  });

  it('splits words on anything but letters, digits and underscores', () => {
    expect(prepare('run_it, now!').words).toEqual(new Set(['run_it', 'now', '']));
  });
});

describe('firstMatch', () => {
  it('tries every match, back to back, until one is accepted', () => {
    const r = rule('standing-order', 'test/accept', '', /ab/g, (_t, m) => m.index === 2);
    expect(firstMatch(r, 'abab')?.index).toBe(2);
    expect(firstMatch(r, 'ab ab')).toBeNull();
  });

  it('starts at `from` and leaves the pattern reusable', () => {
    const r = rule('standing-order', 'test/from', '', /ab/g);
    expect(firstMatch(r, 'ab ab', 1)?.index).toBe(3);
    expect(firstMatch(r, 'ab ab')?.index).toBe(0);
    expect(r.pattern.lastIndex).toBe(0);
  });

  it('steps over empty matches instead of looping', () => {
    const r = rule('standing-order', 'test/empty', '', /x*/g, (_t, m) => m[0] === 'x');
    expect(firstMatch(r, 'abx')?.index).toBe(2);
    expect(firstMatch(r, 'abc')).toBeNull();
  });
});

describe('firstMatch with a near pattern', () => {
  const r = nearRule('delayed-trigger', 'test/near', '', /a/g, /b/g, 10);

  it('needs the near pattern within `within` characters after the head', () => {
    expect(firstMatch(r, `a${' '.repeat(9)}b`)).not.toBeNull();
    expect(firstMatch(r, `a${' '.repeat(10)}b`)).toBeNull();
  });

  it('stops at the end of the sentence', () => {
    expect(firstMatch(r, 'a. b')).toBeNull();
    expect(firstMatch(r, 'a.b')).not.toBeNull();
    expect(firstMatch(r, `a${' '.repeat(8)}. b`)).toBeNull();
    expect(firstMatch(r, `a${' '.repeat(9)}. b`)).toBeNull();
    expect(firstMatch(r, 'a\nb')).toBeNull();
  });

  it('leaves both patterns reusable after a match and after none', () => {
    const n = r.near as NonNullable<typeof r.near>;
    expect(firstMatch(r, 'xx a b a b')).not.toBeNull();
    expect(r.pattern.lastIndex).toBe(0);
    expect(n.pattern.lastIndex).toBe(0);
    expect(firstMatch(r, 'a. b')).toBeNull();
    expect(r.pattern.lastIndex).toBe(0);
    expect(n.pattern.lastIndex).toBe(0);
  });

  it('keeps a rule without `near` or `accept` free of them', () => {
    expect('near' in rule('standing-order', 'test/plain', '', /a/g)).toBe(false);
    expect('accept' in rule('standing-order', 'test/plain', '', /a/g)).toBe(false);
    expect(r.near?.within).toBe(10);
  });

  it('gives accept both matches, and tries later near matches back to back', () => {
    const seen: number[] = [];
    const picky = nearRule('delayed-trigger', 'test/picky', '', /a/g, /bb/g, 10, (_t, head, near) => {
      seen.push(near?.index ?? -1);
      return head.index === 0 && near?.index === 2;
    });
    expect(firstMatch(picky, 'abbbb')?.index).toBe(0);
    expect(seen).toEqual([0, 2]);
  });

  it('steps over empty near matches instead of looping', () => {
    const empty = nearRule('delayed-trigger', 'test/empty-near', '', /a/g, /x*/g, 10, (_t, _h, near) => near?.[0] === 'x');
    expect(firstMatch(empty, 'a  x')).not.toBeNull();
    expect(firstMatch(empty, 'a  y')).toBeNull();
  });
});

describe('group', () => {
  it('returns a named group, or an empty string', () => {
    expect(group(/(?<w>\w+)/.exec('hi'), 'w')).toBe('hi');
    expect(group(/(?<w>\w+)/.exec('hi'), 'other')).toBe('');
    expect(group(/\w+/.exec('hi'), 'w')).toBe('');
    expect(group(null, 'w')).toBe('');
  });
});
