import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { shingleFingerprints, SHINGLE_WORDS, WINNOW_WINDOW } from '../../src/observe/fingerprint.js';
import { fingerprintLines, fingerprintLong } from '../../src/provenance/treePrints.js';

/**
 * A working-tree file too large to key every shingle of (h47-attest, issue #22): the whole text is
 * winnowed within a bounded count, so a run of words a memory shares with any part of it — not
 * only its head and tail — shares a print, and the count never passes the budget.
 */
const hash = (v: string): string => createHmac('sha256', 'long').update(v).digest('hex');
/** Distinct words, deterministic: `w<n>` spelled in letters so each row's words differ. */
const word = (n: number): string => `w${n.toString(36).replace(/[0-9]/gu, (d) => 'abcdefghij'[Number(d)] as string)}`;
const rows = (count: number, per: number): string[] =>
  Array.from({ length: count }, (_, r) => Array.from({ length: per }, (_, i) => word(r * per + i)).join(' '));

describe('fingerprintLong: the whole of a long text, within a budget', () => {
  it('within the cap it is fingerprintLines', () => {
    const text = rows(20, 10).join('\n');
    expect(fingerprintLong(text, hash, text.length)).toEqual(fingerprintLines(text, hash));
  });

  it('past the cap: at most the budget of shingles, and any run of SHINGLE_WORDS + window − 1 words anywhere shares one, at its line', () => {
    const lines = rows(1000, 10); // 10,000 words
    const text = lines.join('\n');
    const budget = 400;
    const fp = fingerprintLong(text, hash, 1_000, budget);
    expect(fp.shingles.length).toBeLessThanOrEqual(budget);
    expect(fp.shingles.length).toBeGreaterThan(budget / 4);
    // The window needed for ≤ 400 of ≈ 10,000 positions: at least 2·10,000/400 = 50, doubled at most once or twice.
    const longest = SHINGLE_WORDS + 200 - 1;
    const kept = new Set(fp.shingles);
    const words = text.split(/\s+/u);
    for (const start of [0, 1234, 4999, 7777, words.length - longest]) {
      const run = words.slice(start, start + longest).join(' ');
      const shared = shingleFingerprints(run, hash).filter((h) => kept.has(h));
      expect(shared.length, `run at word ${start}`).toBeGreaterThan(0);
      const line = fp.lines[fp.shingles.indexOf(shared[0] as string)] as number;
      expect(line).toBeGreaterThanOrEqual(Math.floor(start / 10) + 1);
      expect(line).toBeLessThanOrEqual(Math.floor((start + longest) / 10) + 1);
    }
  });

  it('a text whose count fits the budget keeps the usual window: every run of 8 words is found', () => {
    const text = rows(100, 10).join('\n'); // 1,000 words
    const fp = fingerprintLong(text, hash, 100);
    const kept = new Set(fp.shingles);
    const words = text.split(/\s+/u);
    const run = SHINGLE_WORDS + WINNOW_WINDOW - 1;
    for (let start = 0; start + run <= words.length; start += 37)
      expect(
        shingleFingerprints(words.slice(start, start + run).join(' '), hash).some((h) => kept.has(h)),
        `run at ${start}`,
      ).toBe(true);
  });
});
