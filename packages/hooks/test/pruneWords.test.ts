import { describe, expect, it } from 'vitest';
import { pruneWords } from '../src/handle.js';

/** Attack h59 A4 (LOW): the SessionEnd's line blamed age for what the cap removed; each step is now named for what it removed. */
describe('pruneWords', () => {
  const cutoff = '2026-11-23T10:00:00.000Z';

  it('only the window: as before', () => {
    expect(pruneWords({ observations: 3, sessions: 1, cutoff }, 14, 100)).toBe(
      'removed 3 observations and 1 host session record older than 2026-11-23 10:00 UTC (observationDays 14)',
    );
    expect(pruneWords({ observations: 0, capped: 0, sessions: 0, cutoff }, 14, 100)).toBeUndefined();
  });

  it('only the cap: no age is blamed, and the sessions that now count a gap are named', () => {
    expect(pruneWords({ observations: 165, capped: 165, cappedSessions: 1, sessions: 0, cutoff }, 14, 100)).toBe(
      'the observation cap (observationCap 100) removed 165 observations still inside the window, tool output before pages and third-party reads; 1 host session now counts a gap for it (their agent writes, and those naming no protected session, are stored as tool while they stay in the window)',
    );
  });

  it('both: each step with its own count', () => {
    const said = pruneWords({ observations: 7, capped: 5, cappedSessions: 2, sessions: 1, cutoff }, 14, 100) ?? '';
    expect(said).toMatch(
      /^removed 2 observations and 1 host session record older than 2026-11-23 10:00 UTC \(observationDays 14\); the observation cap \(observationCap 100\) removed 5 observations still inside the window/u,
    );
    expect(said).toContain('2 host sessions now count a gap');
  });

  it('the session cap (h61): the records it removed are said, alone too', () => {
    expect(pruneWords({ observations: 0, sessions: 0, sessionsCapped: 31, cutoff }, 14, 100)).toBe(
      'the session cap (2,000 records) removed 31 host session records, the least recently updated; writes naming them, or no protected session, are stored as tool while they would have stayed in the window',
    );
    expect(pruneWords({ observations: 0, sessions: 0, sessionsCapped: 0, cutoff }, 14, 100)).toBeUndefined();
  });

  it('the clock ahead is still said', () => {
    expect(pruneWords({ observations: 2, capped: 2, cappedSessions: 1, sessions: 0, cutoff, clockAhead: 15 }, 14, 100)).toMatch(
      /^the observation cap .*; the clock is 15 days ahead of the newest observation/u,
    );
    expect(pruneWords({ observations: 0, sessions: 0, cutoff, clockAhead: 15 }, 14, 100)).toBe(
      'removed no observations; the clock is 15 days ahead of the newest observation, so the window was measured from that observation, not from the clock',
    );
  });
});
