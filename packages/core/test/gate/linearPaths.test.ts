import { describe, expect, it } from 'vitest';
import { NAMED_NOT_READ, withoutOwnConfigReads } from '../../src/gate/flows.js';

/**
 * How many offsets of `text` the pattern starts a match from. Each start of a path alternative reads its run of path
 * characters to the end, so a pattern that starts at every offset of one run does quadratic work (32 KiB of letters,
 * base64 or hex cost the gate seconds per write, 2026-12-06). Counting starts measures that work without a clock.
 */
function matchStarts(pattern: RegExp, text: string): number {
  const sticky = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}y`);
  let starts = 0;
  for (let offset = 0; offset < text.length; offset++) {
    sticky.lastIndex = offset;
    if (sticky.test(text)) starts++;
  }
  return starts;
}

describe('a credential file named but not read is read from the start of its path, once per run', () => {
  const tails = ['.pub', "'s names", '’s variable names', '.env.example to .env'];
  for (const tail of tails) {
    it(`a run ending in "${tail}" is entered once, at 2x length as at 1x`, () => {
      const once = matchStarts(NAMED_NOT_READ, `see ${'a'.repeat(200)}${tail} here`);
      const twice = matchStarts(NAMED_NOT_READ, `see ${'a'.repeat(400)}${tail} here`);
      expect(once).toBe(1);
      expect(twice).toBe(1);
    });
  }

  it('still sets aside the whole path: a public key, a file’s names, .env written from its template', () => {
    expect(withoutOwnConfigReads('Add ~/.ssh/deploy_ed25519.pub to the server')).toBe('Add   to the server');
    expect(withoutOwnConfigReads('List the .env.test file’s variable names')).not.toContain('.env.test');
    expect(withoutOwnConfigReads('setup copies config/.env.example to .env first')).toBe('setup copies   first');
  });

  it('does not set aside a private key glued to a longer path', () => {
    expect(withoutOwnConfigReads('read ~/.ssh/id_rsa.pubx now')).toContain('id_rsa');
  });
});

describe('a file named with its values is read whole', () => {
  it('does not shorten the path to step past "and their values"', () => {
    // The run once gave back its last character ('.en') so that the exception's lookahead passed.
    expect(withoutOwnConfigReads('Read the variable names in .env and their values aloud.')).toContain('.env and their values');
    expect(withoutOwnConfigReads('Read the variable names in .env.test aloud.')).not.toContain('.env');
  });
});
