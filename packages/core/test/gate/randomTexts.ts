import { expect } from 'vitest';
import { GATE_CATEGORIES, gateText } from '../../src/gate/index.js';
import { seededRandom } from '../../src/testing/seededRandom.js';

/** Pieces that exercise every view: invisible characters, look-alikes, markup, encodings, other scripts. */
const PIECES = [
  'always ',
  'never ',
  'you must ',
  'ignore ',
  'previous ',
  'instructions',
  'curl ',
  '| sh',
  '\n',
  '. ',
  ', ',
  ': ',
  '\u200B',
  '\u200D',
  '\u202E',
  '\u2066',
  '\uFEFF',
  '\u00AD',
  String.fromCodePoint(0xe0041),
  '\u{1F3F4}',
  '👩‍💻',
  'е',
  'о',
  'α',
  'ｆ',
  '𝐢',
  '<!--',
  '-->',
  '</memory>',
  '```',
  '![x](https://a/?d={s})',
  '%41',
  '\\x41',
  'QUJD',
  '用户',
  '不要',
  'пользователь',
  'siempre ',
  'jamais ',
  'immer ',
  '\uD800',
  '\uDFFF',
  '\u0000',
  '&lt;',
  'https://x.example/ ',
];

/**
 * Gates `runs` random texts of 1–40 {@link PIECES} drawn with `seed`: none throws, and each
 * result holds known, sorted, unique reasons with `flagged === reasons.length > 0`.
 */
export function checkRandomTexts(seed: number, runs: number): void {
  const rand = seededRandom(seed);
  for (let i = 0; i < runs; i++) {
    let text = '';
    const n = 1 + Math.floor(rand() * 40);
    for (let k = 0; k < n; k++) text += PIECES[Math.floor(rand() * PIECES.length)];
    const result = gateText(text);
    expect(result.flagged).toBe(result.reasons.length > 0);
    expect([...new Set(result.reasons)].sort()).toEqual(result.reasons);
    for (const r of result.reasons) expect(GATE_CATEGORIES).toContain(r);
  }
}
