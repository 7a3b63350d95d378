import { describe, expect, it } from 'vitest';
import { boundedRedactor, REDACT_WHOLE, redactForPrints } from '../src/host/redactedPrints.js';

/**
 * Attack h54b F9 (a weak password's keyed print on disk; D7's class through session 54's new
 * rules): past REDACT_WHOLE (1 Mi characters of one output) boundedRedactor redacts only lines
 * holding a CREDENTIAL_CUE; D7's fix added the label-free shapes of the redactor then known
 * (.pgpass, crypt/PHC hashes, netrc, session ids). Session 54 added two more label-free rules —
 * `sql-row-password` (`INSERT INTO users VALUES ('alice', '…')`) and the bare `user:password`
 * pair (`basic-auth`) — and neither shape is a cue: past the bound both are fingerprinted as
 * written. The natural case is the largest: a `cat` of a SQL dump or seed file over 1 MiB whose
 * users rows come after its first MiB; the keyed prints sit in the home beside the key (C7: an
 * offline verifier of a guess). Controls: both shapes within the bound, and a labelled password
 * past it, are redacted. (The bound is given small here; REDACT_WHOLE's value changes nothing.)
 */
const PW = ['Harb0ur', '!Tide', '77'].join('');
const FILLER = 'The harbour office publishes the tide tables every morning.\n'.repeat(50);
const past = (line: string): string => boundedRedactor(100)(`${FILLER}${line}\n${FILLER}`);

describe('attack h54b F9: session 54’s label-free password shapes past the bound', () => {
  it('control: within the bound both shapes are redacted; past it a labelled password is', () => {
    expect(REDACT_WHOLE).toBeGreaterThan(100);
    for (const line of [`INSERT INTO users VALUES ('alice', '${PW}');`, `admin:${PW}`]) expect(redactForPrints(line), line).not.toContain(PW);
    expect(past(`DB_PASSWORD=${PW}`)).not.toContain(PW);
  });

  for (const line of [`INSERT INTO users VALUES ('alice', '${PW}');`, `admin:${PW}`]) {
    it(`past the bound: ${line.slice(0, 26)}… is not fingerprinted as written`, () => {
      // Failed before the fix: no CREDENTIAL_CUE on the line, so redactCueLines left it whole.
      expect(past(line)).not.toContain(PW);
    });
  }
});
