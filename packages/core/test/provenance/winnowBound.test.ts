import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fingerprintLines, fingerprintText, SHINGLE_WORDS, shingleFingerprints, WINNOW_WINDOW } from '../../src/index.js';
import { MIN_SHARED_SHINGLES, SHORT_TEXT_WORDS } from '../../src/provenance/attestOrigin.js';
import { attestWorld } from './world.js';

/**
 * The bound every test that asserts an attested origin leans on (h59-flaky: cli
 * memorizePartialSource asserted `repo` on a 7-word shared run and failed about 1 run in 20 in CI,
 * where each home's key is random). A shared run of consecutive normalised words is sure to meet a
 * kept shingle of an observation or a working-tree file only from `SHINGLE_WORDS + WINNOW_WINDOW − 1`
 * = 8 words on; a text of {@link SHORT_TEXT_WORDS} words or more needs {@link MIN_SHARED_SHINGLES}
 * kept shingles, sure only from `SHINGLE_WORDS + 2 × WINNOW_WINDOW − 1` = 12 words; a run shorter
 * than a shingle never meets one. Each is checked here under 200 random keys, as CI's homes have, so
 * a change to a threshold shows here before it shows as a flake in the CLI's tests.
 */
const KEYS = 200;
const SURE_ONE = SHINGLE_WORDS + WINNOW_WINDOW - 1;
const SURE_TWO = SHINGLE_WORDS + MIN_SHARED_SHINGLES * WINNOW_WINDOW - 1;

/** Content words (none of core's function words), each used once across the texts below. */
const RUN = 'harbour gauge feed computes tide tables nightly from station readings beside pier cranes'.split(' ');
const PAGE_HEAD = 'Lorem ipsum dolor sit amet consectetur adipiscing elit sed eiusmod tempor incididunt';
const PAGE_TAIL = 'ut labore magna aliqua enim minim veniam quis nostrud exercitation ullamco laboris';
const MEMORY_HEAD = 'Ferries dock early whenever fog rolls';
const MEMORY_TAIL = 'so skippers check swell charts first';

function keys(): ((v: string) => string)[] {
  return Array.from({ length: KEYS }, () => {
    const key = randomBytes(32);
    return (v: string): string => createHmac('sha256', key).update(v).digest('hex');
  });
}

/** How many of {@link KEYS} random keys see the `n`-word run a memory shares with a page (a kept shingle of the page among the memory's). */
function metUnder(n: number): number {
  const run = RUN.slice(0, n).join(' ');
  const page = `${PAGE_HEAD} ${run} ${PAGE_TAIL}`;
  const memory = `${MEMORY_HEAD} ${run} ${MEMORY_TAIL}`;
  let met = 0;
  for (const hash of keys()) {
    const kept = new Set(fingerprintText(page, hash).shingles);
    if (shingleFingerprints(memory, hash).some((h) => kept.has(h))) met++;
  }
  return met;
}

describe('winnowing: which shared runs are detected whatever the home key', () => {
  it(`the bounds are ${SURE_ONE} words for one kept shingle and ${SURE_TWO} for two`, () => {
    expect([SHINGLE_WORDS, WINNOW_WINDOW, MIN_SHARED_SHINGLES, SHORT_TEXT_WORDS]).toEqual([5, 4, 2, 16]);
    expect([SURE_ONE, SURE_TWO]).toEqual([8, 12]);
  });

  it(`a run of ${SURE_ONE} words meets a kept shingle under every key; one of ${SURE_ONE - 1} misses under some; one shorter than a shingle never meets`, () => {
    expect(metUnder(SURE_ONE)).toBe(KEYS);
    // About 1 key in 10 misses a 7-word run here (measured: 17–23 of 200), so 200 keys never all meet it by chance.
    expect(metUnder(SURE_ONE - 1)).toBeLessThan(KEYS);
    expect(metUnder(SHINGLE_WORDS - 1)).toBe(0);
  });

  it('a working-tree file meets an 8-word run that crosses its line break under every key (lines are one run of words)', () => {
    const run = RUN.slice(0, SURE_ONE);
    const file = `// ${PAGE_HEAD}\n// ${run.slice(0, 3).join(' ')}\n// ${run.slice(3).join(' ')} ${PAGE_TAIL}\n`;
    const memory = `${MEMORY_HEAD} ${run.join(' ')} ${MEMORY_TAIL}`;
    let met = 0;
    for (const hash of keys()) {
      const kept = new Set(fingerprintLines(file, hash).shingles);
      if (shingleFingerprints(memory, hash).some((h) => kept.has(h))) met++;
    }
    expect(met).toBe(KEYS);
  });

  it(`attestation: a long text (${SHORT_TEXT_WORDS}+ words) is lowered by a ${SURE_TWO}-word run under every key, not by an ${SURE_ONE}-word one; a short text by ${SURE_ONE}`, () => {
    const lowered = (n: number, long: boolean): number => {
      const run = RUN.slice(0, n).join(' ');
      const page = `${PAGE_HEAD} ${run} ${PAGE_TAIL}`;
      // Long: the run inside 14 words of the memory's own (16+ in all); short: the run and two own words.
      const text = long ? `${MEMORY_HEAD} ${run} ${MEMORY_TAIL} before sailing out past moorings` : `Ferries: ${run} noted.`;
      let low = 0;
      for (let k = 0; k < KEYS; k++) {
        const { observed, attest } = attestWorld(`bound-${k}-${randomBytes(8).toString('hex')}`, 'o', false);
        if (attest(text, [observed('web', page)]).origin === 'web') low++;
      }
      return low;
    };
    expect(lowered(SURE_TWO, true)).toBe(KEYS);
    expect(lowered(SURE_ONE, true)).toBeLessThan(KEYS);
    expect(lowered(SURE_ONE, false)).toBe(KEYS);
    expect(lowered(SHINGLE_WORDS - 1, false)).toBe(0);
  });
});
