import { ErrorCode } from '@cairn/session';
import { describe, expect, it } from 'vitest';
import { EXIT, exitCodeFor } from '../src/exitCodes.js';

// DESIGN.md §7: one table from core's codes to exit codes; a store that cannot be reached
// (the team store's server down, a lost connection) is a storage failure, exit 5.
describe('exit codes', () => {
  it('maps STORE_UNAVAILABLE to 5 like the other storage failures', () => {
    expect(exitCodeFor(ErrorCode.STORE_UNAVAILABLE)).toBe(EXIT.storage);
    expect(EXIT.storage).toBe(5);
  });

  it('maps STORE_NOT_READY (a store whose one-time rebuild a hook refused) to 5', () => {
    expect(exitCodeFor(ErrorCode.STORE_NOT_READY)).toBe(EXIT.storage);
  });
});
