import { describe, expect, it } from 'vitest';
import { boundedRedactor, REDACT_WHOLE } from '../src/host/redactedPrints.js';

/**
 * Attack h53b D7 (medium: a guessable verifier of a password in the home, C7's door past the
 * bound): session redactedPrints `boundedRedactor` gives core's `redactSecrets` the first
 * REDACT_WHOLE (1 Mi) characters of one output whole; past them only lines holding a CREDENTIAL_CUE
 * (a label, `@`, a password-taking command) are redacted. A `.pgpass` line
 * (`host:port:db:user:password`: no label, no `@`) is the redactor's own shape (`pgpass-password`)
 * but carries no cue, so an output
 * past 1 Mi (`cat build.log ~/.pgpass`, a `grep -r` over a home, a long `env`/`docker inspect`
 * dump) is shingled with the password as written: its keyed 5-word prints beside `observation.key`
 * confirm a guess offline (attack h53 C7's test shows the guess). Fix: add the pgpass shape
 * (`host:port:db:user:`) and the other label-free shapes the redactor knows to the cue scan, or redact past the bound line by line with the
 * redactor's line-local rules (a scan, not a whole pass).
 */
const PGPASS = 'db.internal:5432:harbour:app:summer2024harbour';
/** A long output with nothing to redact: a build log, about 1.1 Mi characters. */
const LOG = Array.from({ length: 24_000 }, (_, i) => `[build] step ${i} compiled module harbour-${i % 97} in ${i % 13} ms`).join('\n');

describe('attack h53b D7: a .pgpass line past the whole-redaction bound is fingerprinted as written', () => {
  it('control: within the bound the same line is redacted (pgpass-password)', () => {
    const out = boundedRedactor()(`${LOG.slice(0, 10_000)}\n${PGPASS}\n`);
    expect(out).not.toContain('summer2024harbour');
    expect(out).toContain('[REDACTED:pgpass-password]');
  });

  it('past the bound the line is still redacted before it is shingled', () => {
    expect(LOG.length).toBeGreaterThan(REDACT_WHOLE);
    const out = boundedRedactor()(`${LOG}\n${PGPASS}\n`);
    // Failed here before h54-attest: no cue on the line, so it was kept as written (the cue scan now knows the pgpass shape).
    expect(out).not.toContain('summer2024harbour');
  });
});
