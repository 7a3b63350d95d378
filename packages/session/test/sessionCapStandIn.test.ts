import { SESSION_CAP_RECORD } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import { storedSessionId } from '../src/host/sessionId.js';

/** h61: no hook event names the stand-in record of the sessions the session cap removed. */
describe('storedSessionId and the session cap’s stand-in', () => {
  it('a host id equal to the stand-in’s is stored as a hash; other safe ids as they are', () => {
    expect(storedSessionId(SESSION_CAP_RECORD)).toMatch(/^h-[0-9a-f]{32}$/u);
    expect(storedSessionId('cairn-session-cap-2')).toBe('cairn-session-cap-2');
    expect(storedSessionId('0b9c4a4e-1d5f-4c52-9a55-3c1e0f6f1a2b')).toBe('0b9c4a4e-1d5f-4c52-9a55-3c1e0f6f1a2b');
  });
});
