import { describe, expect, it } from 'vitest';
import { CoreError, MIN_ID_PREFIX, resolveIdPrefix } from '../../src/index.js';

/** Issue #14, walk-2 item 26: short unique id prefixes, as git reads short object names. */
const IDS = ['mem_3fa2c0d19e8b7a65', 'mem_3fa29b1c2d3e4f50', 'mem_7c01aa22bb33cc44'];

const refusal = (typed: string): CoreError => {
  try {
    resolveIdPrefix(typed, IDS);
  } catch (error) {
    if (error instanceof CoreError) return error;
  }
  throw new Error(`expected ${typed} to be refused`);
};

describe('resolveIdPrefix', () => {
  it('takes a whole id, and a unique prefix with or without mem_, in any letter case', () => {
    expect(resolveIdPrefix('mem_7c01aa22bb33cc44', IDS)).toBe('mem_7c01aa22bb33cc44');
    expect(resolveIdPrefix('mem_7c01', IDS)).toBe('mem_7c01aa22bb33cc44');
    expect(resolveIdPrefix('7C01A', IDS)).toBe('mem_7c01aa22bb33cc44');
    expect(resolveIdPrefix('3fa2c', IDS)).toBe('mem_3fa2c0d19e8b7a65');
  });

  it('names nothing for a prefix no id has, or for what is not hex', () => {
    expect(resolveIdPrefix('mem_ffff', IDS)).toBeUndefined();
    expect(resolveIdPrefix('tide', IDS)).toBeUndefined();
    expect(resolveIdPrefix('', IDS)).toBeUndefined();
  });

  it('refuses an ambiguous prefix (INVALID_INPUT), listing every candidate', () => {
    const e = refusal('mem_3fa2');
    expect(e.code).toBe('INVALID_INPUT');
    expect(e.message).toContain('names 2 memories: mem_3fa29b1c2d3e4f50, mem_3fa2c0d19e8b7a65');
  });

  it(`refuses a matching prefix shorter than ${MIN_ID_PREFIX} characters`, () => {
    const e = refusal('7c0');
    expect(e.code).toBe('INVALID_INPUT');
    expect(e.message).toContain('too short');
  });

  it('lists at most ten candidates and counts the rest', () => {
    const many = Array.from({ length: 13 }, (_, i) => `mem_abcd${i.toString(16).padStart(12, '0')}`);
    let message = '';
    try {
      resolveIdPrefix('abcd', many);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('names 13 memories');
    expect(message).toContain('and 3 more');
  });
});
