import { describe, expect, it } from 'vitest';
import { MIGRATIONS_PATH } from '../../src/gate/directives.js';
import { gateFields } from '../../src/gate/index.js';
import { shopVocabulary } from './gateCases.js';

/**
 * Round 19D (issue #18; h48 closing notes): 32 KiB of `rm -rf a/a/…` took ≈ 2 s. A structural check, not a clock: the
 * migrations-path pattern starts a match only at a path's first character, so a path is read once.
 */

/** Every index at which a match of the migrations-path pattern can start in `text`. */
function matchStarts(text: string): number[] {
  const sticky = new RegExp(MIGRATIONS_PATH.source, `${MIGRATIONS_PATH.flags}y`);
  const starts: number[] = [];
  for (let i = 0; i < text.length; i++) {
    sticky.lastIndex = i;
    if (sticky.test(text)) starts.push(i);
  }
  return starts;
}

describe('gate round 19: a path is read once', () => {
  // h48: 32 KiB of `rm -rf a/a/…` took ≈ 2 s: the migrations-path pattern could start a match after every `/`, and each
  // start read the rest of the path (quadratic). A match now starts only where a path begins.
  it('starts no match of a migrations path after a slash inside the path', () => {
    const text = 'wipe app/db/migrations now';
    const starts = matchStarts(text);
    expect(starts).toEqual([text.indexOf('app')]);
  });
  it('still names a migrations folder by an absolute or relative path', () => {
    expect(MIGRATIONS_PATH.test('drop /srv/shop/db/migrations/')).toBe(true);
    expect(MIGRATIONS_PATH.test('drop prisma/migrations')).toBe(true);
    expect(MIGRATIONS_PATH.test('drop prisma/migrations-old')).toBe(false);
  });
  it('starts one match in a 32 KiB path of folders, at its first character', () => {
    const path = `${'a/'.repeat(16 * 1024)}migrations`;
    const text = `rm -rf ${path}`;
    const starts = matchStarts(text);
    expect(starts).toEqual([text.indexOf(path)]);
    expect(gateFields({ text: `wipe ${path} now` }, { vocabulary: shopVocabulary }).reasons).toContain('destructive');
  });
});
