import { describe, expect, it, vi } from 'vitest';

/**
 * Attack h54 E6 (the hook past its time budget; fail-closed): redactedPrints `boundedRedactor`
 * redacts the first REDACT_WHOLE (1 Mi) characters of an output whole and, past them, "only cue
 * lines … so a 20 MB log costs a scan for cues, not 4 s more". A log where EVERY line holds a cue
 * (`token=` in an access log's query strings, `password:` in a config dump, an `@` in a mail log) is
 * redacted whole all the same: 20 MB through core's `redactSecrets`. Measured with the built
 * packages (2026-12-06, `createShingler` with `boundedRedactor`, 20 MB in one piece and in 64 Ki
 * pieces): `token=<32 hex> berth` lines 17 s of CPU, `password: …` lines 8–9 s, `key` lines 6 s,
 * `@` lines 4 s — against the 2.6 s the note on REDACT_WHOLE gives for 20 MB. Fingerprinting is
 * synchronous, so the hook's 20 s budget (runHook's `setTimeout` race) cannot fire during it: on a
 * loaded 2-core machine the same 20 MB took 74–78 s of wall time, past the host's 30 s timeout
 * `setup` writes (the call is then a gap: lower trust, never higher). Whoever shapes a large output
 * (a hostile MCP server, a log the agent cats) sets the hook's cost. This test counts the
 * characters given to `redactSecrets` (no clock).
 * Fix: a budget for the cue lines too (e.g. 4 × REDACT_WHOLE characters redacted past the bound;
 * after it, cue lines are left out of the prints — neither redacted nor kept as written — and the
 * observation is marked truncated), or yield to the event loop between pieces so the budget fires.
 */
const seen = vi.hoisted(() => ({ chars: 0 }));
vi.mock('@cairn/core', async (importOriginal) => {
  const core = await importOriginal<typeof import('@cairn/core')>();
  return {
    ...core,
    redactSecrets: (text: string, ...rest: unknown[]) => {
      seen.chars += text.length;
      return (core.redactSecrets as (t: string, ...r: unknown[]) => ReturnType<typeof core.redactSecrets>)(text, ...rest);
    },
  };
});

const { boundedRedactor, REDACT_WHOLE } = await import('../src/host/redactedPrints.js');

/** 6 Mi characters of log lines made of `unit`, given to one redactor in 64 Ki pieces (as the hook's shingler passes them). */
function redactLog(unit: string): number {
  const text = unit.repeat(Math.ceil((6 << 20) / unit.length));
  const redact = boundedRedactor();
  seen.chars = 0;
  for (let i = 0; i < text.length; i += 65_536) redact(text.slice(i, i + 65_536));
  return seen.chars;
}

describe('attack h54 E6: past the whole-redaction bound, a log with a cue on every line is redacted whole', () => {
  it('control: a log with no credential cue costs the bound only', () => {
    expect(redactLog('berth four opens at dawn for the pilot boats\n')).toBeLessThanOrEqual(REDACT_WHOLE);
  });

  it('a log whose every line holds `token=` costs a bounded amount of redaction too', () => {
    // Failed before the fix: every 64 Ki piece past the bound was one run of cue lines, redacted whole (≈ 6 Mi characters).
    expect(redactLog('GET /api/berths?token=abcdef0123456789abcdef0123456789 200\n')).toBeLessThanOrEqual(4 * REDACT_WHOLE);
  }, 120_000);
});
