import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../src/index.js';

describe('sha256', () => {
  it('is the hex sha256 of the text as UTF-8, as a createHash object gives it, lone surrogates and all', () => {
    for (const text of ['', 'memory m1\nkind fact · origin user', 'é日本😀\u200b', '\uD800 and \uDC00 alone', 'x'.repeat(70_000)]) {
      expect(sha256(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
