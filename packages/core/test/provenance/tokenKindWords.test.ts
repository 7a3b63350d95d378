import { describe, expect, it } from 'vitest';
import { tokenKindWords } from '../../src/index.js';

/**
 * What a person reads of a memory's tokens (walk 51; h59-attest): counted as written — a URL's stem
 * (kind `stem`, derived from the URL) is not a second URL.
 */
describe('tokenKindWords', () => {
  it('counts by kind in the kinds’ order; a URL’s stems are not counted beside a URL', () => {
    expect(tokenKindWords(['url:0a1b2c3d', 'stem:1a2b3c4d', 'stem:2a3b4c5d'])).toBe('1 URL');
    expect(tokenKindWords(['url:0a1b2c3d', 'url:0b1b2c3d', 'stem:1a2b3c4d', 'command:3a4b5c6d'])).toBe('2 URLs and 1 command');
    expect(tokenKindWords(['url', 'host', 'stem'], { counted: false })).toBe('URLs and host names');
    // Only a stem past the bar (the URL itself kept): said as what it is.
    expect(tokenKindWords(['stem:1a2b3c4d', 'host:0a1b2c3d'])).toBe('1 host name and 1 URL’s project');
    expect(tokenKindWords(['stem:1a2b3c4d', 'stem:2a2b3c4d'])).toBe('2 URLs’ projects');
    expect(tokenKindWords([])).toBe('no address, path or command');
    expect(tokenKindWords(['weird:1a2b3c4d'])).toBe('1 other token');
  });
});
