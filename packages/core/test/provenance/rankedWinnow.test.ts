import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memorize } from '../../src/memorize/memorize.js';
import { fingerprintLines, treeLookup, winnow } from '../../src/index.js';
import { setup } from '../helpers.js';
import { attestWorld } from './world.js';

/**
 * The CI flake of 2026-12-06 (cli workingTreeAttests › "a line of the project's own file
 * reproduced by an agent is origin repo", got `agent` once in three clean-clone runs): not a race.
 * The tree's winnowing picks by the home's random key, and for about 2% of keys it kept, of the
 * 11-word line's seven shingles, only `are computed nightly from the` — two content words, which
 * weighs ½ in a short text — so the whole line reproduced attested nothing. The tree now ranks
 * each shingle by its weight before its hash ({@link winnow}'s `ranks`).
 */
const OWN = ['# Harbour tides', '', 'The tide tables are computed nightly from the harbour gauge feed.', 'Run the importer with the station id.', ''].join(
  '\n',
);
const LINE = 'The tide tables are computed nightly from the harbour gauge feed.';

describe('the working tree keeps a counting shingle of every line, whatever the key', () => {
  it('a whole line of the project’s own file reproduced is repo under each of 300 keys', async () => {
    const missed: number[] = [];
    for (let k = 0; k < 300; k++) {
      const hash = (v: string): string => createHmac('sha256', `home-key-${k}`).update(v).digest('hex');
      const tree = treeLookup({ files: [{ path: 'README.md', class: 'untracked', ...fingerprintLines(OWN, hash) }], hash });
      const { write } = setup('api');
      const r = await memorize({ text: LINE, origin: 'agent' }, write({ workingTree: tree }));
      if (r.record.origin !== 'repo') missed.push(k);
    }
    expect(missed).toEqual([]);
  });

  it('a whole sentence of an observed page reproduced is lowered under each of 300 keys (the same class in observations)', () => {
    const missed: number[] = [];
    for (let k = 0; k < 300; k++) {
      const { observed, attest } = attestWorld(`page-key-${k}`, 'o', false);
      if (attest(LINE, [observed('web', OWN)]).origin !== 'web') missed.push(k);
    }
    expect(missed).toEqual([]);
  });

  it('ranked winnowing keeps one position in every window, the highest-ranked, least hash on ties', () => {
    const hashes = ['05', '01', '09', '03', '07', '02', '08'];
    // Unranked: plain winnowing (window 4).
    expect(winnow(hashes, 4)).toEqual(['01', '02']);
    // Ranked: position 2 and 6 outrank the rest.
    expect(winnow(hashes, 4, [0, 0, 1, 0, 0, 0, 1])).toEqual(['09', '08']);
    // Every window of four holds a kept position.
    const kept = new Set(winnow(hashes, 4, [0, 0, 1, 0, 0, 0, 1]));
    for (let s = 0; s + 4 <= hashes.length; s++) expect(hashes.slice(s, s + 4).some((h) => kept.has(h))).toBe(true);
  });
});
