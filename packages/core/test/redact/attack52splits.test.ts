/**
 * Attack h52 B8 (low): a vendor token split in its prefix still reaches disk through two doors
 * next to the new split-prefix view (core src/redact/splitPrefixes.ts, issue #19).
 *
 * - Adjacent string literals, which Python, C and C++ join at compile time: `"gh" "p_…"` is
 *   kept, while the same split in the body (`"ghp_…" "…"`) and `"gh" + "p_…"` are redacted.
 * - A prefix split by two gaps (`gh p _…`): the view removes one gap per piece before a gap, so a
 *   rest that itself holds a gap is never joined.
 * - `"ghp_…".concat("…")` (JavaScript's String.prototype.concat) is not read as a join.
 * Fix: joinStringLiterals also joins adjacent literals whatever their length and `.concat(` of
 * literals; splitPrefixView removes every gap of one or two blanks inside a head (iterate over the
 * head's pieces, not one piece before one gap).
 * Fixtures: obviously fake tokens assembled at run time.
 */
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/index.js';

const rest = `${'A1b2C3d4E5'}${'f6G7h8I9j0'}${'K1l2M3n4O5'}${'p6Q7r8'}`;

describe('attack h52 B8: split GitHub tokens kept', () => {
  it('control: the split in the body and a + join are redacted', () => {
    expect(redactSecrets(`TOKEN = "ghp_${rest.slice(0, 18)}" "${rest.slice(18)}"`).text).not.toContain(rest.slice(18));
    expect(redactSecrets(`TOKEN = "gh" + "p_${rest}"`).text).not.toContain(rest);
  });

  // B8 (attack-h52): fixed in session 53 — adjacent literals and `.concat(` in src/decode/literals.ts, every gap of a prefix in src/redact/splitPrefixes.ts.
  it.each([
    ['adjacent literals split in the prefix', `TOKEN = "gh" "p_${rest}"`],
    ['two gaps in the prefix', `token gh p _${rest}`],
    ['String.prototype.concat', `t = "ghp_${rest.slice(0, 18)}".concat("${rest.slice(18)}")`],
  ])('%s', (_what, text) => {
    expect(redactSecrets(text).text).not.toContain(rest.slice(18));
  });
});
