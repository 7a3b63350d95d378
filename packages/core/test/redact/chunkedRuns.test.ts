/**
 * Chunked runs (issue #19): from the chunk where a vendor prefix stands, the equal-length chunks
 * after it are joined so a token split for reading (`ghp_Ab12 Cd34 …`) or hard-wrapped over
 * lines is found whole, and cut out of the source with its gaps. What is joined decides whether
 * a split token is caught (too little) and whether the words after it survive (too much).
 */
import { describe, expect, it } from 'vitest';
import { chunkedRunsAt, dashedRunsAt } from '../../src/redact/chunkedRuns.js';

const chunksOf = (source: string, positions: number[]): string[][] => chunkedRunsAt(source, positions).map((r) => [...r.chunks]);
const dashedOf = (source: string, positions: number[]): string[][] => dashedRunsAt(source, positions).map((r) => [...r.chunks]);

describe('chunkedRunsAt: which chunks are joined', () => {
  it('joins the chunks after the head while they keep the first one’s length, then one shorter chunk', () => {
    const [run] = chunkedRunsAt('ghp_Ab12 Cd34 Ef56 Gh7 then more', [0]);
    expect(run?.chunks).toEqual(['ghp_Ab12', 'Cd34', 'Ef56', 'Gh7']);
    expect(run?.text).toBe('ghp_Ab12Cd34Ef56Gh7');
  });

  it('stops before a longer chunk', () => {
    expect(chunksOf('ghp_ ab cd ef ghij', [0])).toEqual([['ghp_', 'ab', 'cd', 'ef']]);
  });

  it('takes the length of the first chunk after the head, not the head’s', () => {
    expect(chunksOf('ghp_A Bc12De Fg34Hi Jk56 words here', [0])).toEqual([['ghp_A', 'Bc12De', 'Fg34Hi', 'Jk56']]);
  });

  it('joins each chunk at most once: a second prefix inside a run starts no run of its own', () => {
    // 16 is inside 'Ef56', the chunk before the run's last: the run already holds it.
    expect(chunksOf('ghp_Ab12 Cd34 Ef56 Gh7 then more', [0, 16])).toEqual([['ghp_Ab12', 'Cd34', 'Ef56', 'Gh7']]);
  });

  it('returns no run for a head alone', () => {
    expect(chunkedRunsAt('use ghp_Ab12, then stop', [4])).toEqual([]);
    expect(chunkedRunsAt('ghp_Ab12', [0])).toEqual([]);
    expect(chunkedRunsAt('', [0])).toEqual([]);
  });

  it('finds the whole head from a position inside it', () => {
    expect(chunksOf('key: ghp_Ab12 Cd34', [9])).toEqual([['ghp_Ab12', 'Cd34']]);
    expect(chunksOf('ghp_Ab12 Cd34', [8])).toEqual([['ghp_Ab12', 'Cd34']]);
  });

  it('takes base64 and base64url characters and dots into a chunk, not other punctuation', () => {
    expect(chunksOf('a+b/c=d_e-f.g Hi+/ Jk=_', [0])).toEqual([['a+b/c=d_e-f.g', 'Hi+/', 'Jk=_']]);
    expect(chunksOf('x@ghp_Ab Cd', [2])).toEqual([['ghp_Ab', 'Cd']]);
  });

  it.each([
    ['one blank', 'ghp_Ab12 Cd34', true],
    ['four blanks', 'ghp_Ab12    Cd34', true],
    ['a tab', 'ghp_Ab12\tCd34', true],
    ['a line break', 'ghp_Ab12\nCd34', true],
    ['a CRLF with indentation', 'ghp_Ab12  \r\n      Cd34', true],
    ['five blanks', 'ghp_Ab12     Cd34', false],
    ['a blank line', 'ghp_Ab12\n\nCd34', false],
    ['a comma', 'ghp_Ab12, Cd34', false],
  ])('joins across %s: %s', (_name, source, joined) => {
    expect(chunksOf(source, [0])).toEqual(joined ? [['ghp_Ab12', 'Cd34']] : []);
  });

  it('joins at most 128 chunks after the head', () => {
    const source = `ghp_ ${Array.from({ length: 200 }, () => 'ab').join(' ')}`;
    const [run] = chunkedRunsAt(source, [0]);
    expect(run?.chunks.length).toBe(129);
    expect(run?.text).toBe(`ghp_${'ab'.repeat(128)}`);
  });

  it('starts no second run at a position inside a run already built; runs come in order', () => {
    const source = 'ghp_Ab Cd Ef and xoxb-Gh Ij';
    expect(chunksOf(source, [17, 7, 0])).toEqual([
      ['ghp_Ab', 'Cd', 'Ef'],
      ['xoxb-Gh', 'Ij'],
    ]);
    // A position just past the run's last chunk starts a new one.
    expect(chunksOf('ab cd ef gh', [0, 6])).toEqual([['ab', 'cd', 'ef', 'gh']]);
    expect(chunksOf('ab cd e fg hi', [0, 8])).toEqual([
      ['ab', 'cd', 'e'],
      ['fg', 'hi'],
    ]);
  });
});

describe('ChunkedRun: back to the source', () => {
  const source = '> ghp_Ab12 Cd34\n  Ef56, rest';
  const [run] = chunkedRunsAt(source, [2]);

  it('is the run expected', () => {
    expect(run?.text).toBe('ghp_Ab12Cd34Ef56');
  });

  it('maps a range of the joined text to the source range, gaps included', () => {
    expect(run?.toSource(0, 16)).toEqual([2, 22]);
    expect(source.slice(...(run?.toSource(0, 16) ?? [0, 0]))).toBe('ghp_Ab12 Cd34\n  Ef56');
    expect(run?.toSource(8, 12)).toEqual([11, 15]);
    expect(run?.toSource(2, 10)).toEqual([4, 13]);
    expect(run?.toSource(12, 13)).toEqual([18, 19]);
    expect(run?.toSource(0, 1)).toEqual([2, 3]);
  });

  it('tells whether a range takes characters from more than one chunk', () => {
    expect(run?.crossesGap(0, 8)).toBe(false);
    expect(run?.crossesGap(0, 9)).toBe(true);
    expect(run?.crossesGap(7, 9)).toBe(true);
    expect(run?.crossesGap(8, 12)).toBe(false);
    expect(run?.crossesGap(11, 13)).toBe(true);
    expect(run?.crossesGap(12, 16)).toBe(false);
  });

  it('gives the range of the chunk around an offset', () => {
    expect(run?.chunkAround(0)).toEqual([0, 8]);
    expect(run?.chunkAround(7)).toEqual([0, 8]);
    expect(run?.chunkAround(8)).toEqual([8, 12]);
    expect(run?.chunkAround(11)).toEqual([8, 12]);
    expect(run?.chunkAround(12)).toEqual([12, 16]);
    expect(run?.chunkAround(15)).toEqual([12, 16]);
  });
});

describe('dashedRunsAt: a token written in dash-separated groups', () => {
  it('joins the head and the groups of its first group’s length, then one shorter group', () => {
    const [run] = dashedRunsAt('ghp_Ab12-Cd34-Ef56-Gh7-Ij89 then more', [0]);
    expect(run?.chunks).toEqual(['ghp_Ab12', 'Cd34', 'Ef56', 'Gh7']);
    expect(run?.text).toBe('ghp_Ab12Cd34Ef56Gh7');
  });

  it('stops before a longer group', () => {
    expect(dashedOf('ghp_-ab-cd-ef-ghij', [0])).toEqual([['ghp_', 'ab', 'cd', 'ef']]);
  });

  it('needs three groups after the head', () => {
    expect(dashedOf('ghp_Ab12-Cd34-Ef56-Gh78', [0])).toEqual([['ghp_Ab12', 'Cd34', 'Ef56', 'Gh78']]);
    expect(dashedOf('ghp_Ab12-Cd34-Ef56', [0])).toEqual([]);
    expect(dashedOf('ghp_Ab12-Cd34-Ef5', [0])).toEqual([]);
  });

  it('needs one dash or dot among the separators: blanks alone are a chunked run’s', () => {
    expect(dashedOf('ghp_ Ab12 Cd34 Ef56', [0])).toEqual([]);
    expect(dashedOf('ghp_ Ab12 Cd34-Ef56', [0])).toEqual([['ghp_', 'Ab12', 'Cd34', 'Ef56']]);
    expect(dashedOf('ghp_ Ab12  Cd34 \u00B7 Ef56', [0])).toEqual([['ghp_', 'Ab12', 'Cd34', 'Ef56']]);
  });

  it.each([
    ['a hyphen', '-', true],
    ['an en dash', '\u2013', true],
    ['an em dash', '\u2014', true],
    ['a middle dot', '\u00B7', true],
    ['two blanks each side of a hyphen', '  -  ', true],
    ['tabs around a hyphen', '\t-\t', true],
    ['three blanks before a hyphen', '   -', false],
    ['three blanks after a hyphen', '-   ', false],
    ['a slash', '/', false],
    ['two hyphens', '--', false],
  ])('separates groups with %s: %j', (_name, sep, joined) => {
    expect(dashedOf(['ghp_', 'Ab12', 'Cd34', 'Ef56'].join(sep), [0])).toEqual(joined ? [['ghp_', 'Ab12', 'Cd34', 'Ef56']] : []);
  });

  it('takes groups of two to eight letters, digits and underscores', () => {
    expect(dashedOf('ghp_-Ab-Cd-Ef', [0])).toEqual([['ghp_', 'Ab', 'Cd', 'Ef']]);
    expect(dashedOf('ghp_-Ab12Cd_4-Ef56Gh78-Ij90Kl12', [0])).toEqual([['ghp_', 'Ab12Cd_4', 'Ef56Gh78', 'Ij90Kl12']]);
    expect(dashedOf('ghp_-A-B-C-D', [0])).toEqual([]);
    expect(dashedOf('ghp_-Ab12Cd34E-Fg56Hi78J-Kl90Mn12O', [0])).toEqual([]);
  });

  it('takes no group cut out of a longer word', () => {
    expect(dashedOf('ghp_-Ab12Cd34-Ef56Gh78-Ij90Kl12-Mn34Op56Qr more', [0])).toEqual([['ghp_', 'Ab12Cd34', 'Ef56Gh78', 'Ij90Kl12']]);
  });

  it('reads a head of up to 40 word characters from the position', () => {
    const head = `ghp_${'A1'.repeat(18)}`;
    expect(dashedOf(`${head}-Cd34-Ef56-Gh78`, [0])).toEqual([[head, 'Cd34', 'Ef56', 'Gh78']]);
    expect(dashedOf(`${head}x-Cd34-Ef56-Gh78`, [0])).toEqual([]);
    expect(dashedOf('x: -Ab12-Cd34-Ef56', [3])).toEqual([]);
  });

  it('joins at most 128 groups after the head', () => {
    const [run] = dashedRunsAt(`ghp_-${Array.from({ length: 200 }, () => 'ab').join('-')}`, [0]);
    expect(run?.chunks.length).toBe(129);
  });

  it('starts no second run inside a run already built; positions in any order', () => {
    const source = 'ghp_Ab-Cd-Ef-Gh and xoxb-Ij-Kl-Mn-Op';
    expect(dashedOf(source, [20, 7, 0])).toEqual([
      ['ghp_Ab', 'Cd', 'Ef', 'Gh'],
      ['xoxb', 'Ij', 'Kl', 'Mn', 'Op'],
    ]);
  });

  it('maps the joined text back to the source, separators included', () => {
    const source = '> ghp_Ab12 - Cd34 – Ef56 - Gh78, rest';
    const [run] = dashedRunsAt(source, [2]);
    expect(run?.text).toBe('ghp_Ab12Cd34Ef56Gh78');
    expect(source.slice(...(run?.toSource(0, 20) ?? [0, 0]))).toBe('ghp_Ab12 - Cd34 – Ef56 - Gh78');
    expect(run?.toSource(8, 12)).toEqual([13, 17]);
  });
});
