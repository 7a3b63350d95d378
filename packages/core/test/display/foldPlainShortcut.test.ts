import { describe, expect, it } from 'vitest';
import { foldEachCharacter, foldText } from '../../src/display/foldForDisplay.js';

/**
 * foldText's shortcut for plain text (issue #21: every record's view is folded on each read)
 * gives what the character-by-character fold gives, for any text: plain or not, in both modes.
 */

/** Pieces a text is drawn from: plain ones, whitespace of every kind, and everything the fold marks or keeps on purpose. */
const PIECES = [
  'a',
  'Z',
  '0',
  'x.y',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r',
  '\v',
  '\f',
  '\u00A0',
  '\u3000',
  '\u2003',
  '\u2028',
  '\u2029',
  '\u0085',
  '\uFEFF',
  '\u0000',
  '\u0007',
  '\u007F',
  '\u009B',
  '\u001B[31m',
  '\u001B]8;;https://x\u0007',
  '\u200B',
  '\u200D',
  '\u202E',
  '\u2063',
  '\u034F',
  '\u115F',
  '\uFE0F',
  '\u{E0100}',
  '\u{E0041}',
  '\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}',
  '👩\u200D💻',
  '❤\uFE0F',
  'ب\u200Cب',
  '日本',
  'é',
  'e\u0301',
  '😀',
  '\uD800',
];

/** A seeded generator (mulberry32): the same texts on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('foldText: the plain-text shortcut', () => {
  it('gives what the character-by-character fold gives, in block and line mode, plain or not', () => {
    const next = random(21);
    let plain = 0;
    for (let n = 0; n < 20_000; n++) {
      // Half the texts from plain pieces only (the shortcut's case), half from any.
      const from = n % 2 === 0 ? PIECES.slice(0, 14) : PIECES;
      let text = '';
      const length = Math.floor(next() * 12);
      for (let i = 0; i < length; i++) text += from[Math.floor(next() * from.length)];
      for (const mode of ['block', 'line'] as const) {
        const expected = foldEachCharacter(text, { mode });
        expect(foldText(text, { mode }), JSON.stringify({ text, mode })).toEqual(expected);
        if (expected.markers === 0) plain++;
      }
    }
    expect(plain).toBeGreaterThan(10_000);
  });

  it('keeps every text of a memory unchanged when it holds nothing to mark', () => {
    const text = 'Convention: api code uses grafana for feature flags;\n\tkeep syncToken in src/gateway/utils.ts.';
    expect(foldText(text)).toEqual({ text, markers: 0, hidden: [] });
    expect(foldText(text, { mode: 'line' }).text).toBe('Convention: api code uses grafana for feature flags; keep syncToken in src/gateway/utils.ts.');
  });
});
