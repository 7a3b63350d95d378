import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createShingler, fingerprintText, SHINGLE_TEXT_CAP } from '../../src/observe/fingerprint.js';
import { redactSecrets } from '../../src/redact/index.js';

/** createShingler's `redact` (attack h53 C7): each piece is read as the redactor returns it; the parts are counted as pushed. */
const hash = (v: string): string => createHmac('sha256', 'development-key-for-shingler-redact').update(v).digest('hex');
const PASSWORD = `summer${'2024'}harbour`;
const ENV = `DB_HOST=db.internal\nDB_USER=harbour\nDB_PASSWORD=${PASSWORD}\nLOG_LEVEL=info\nFEATURE_TIDES=on`;
const redact = (t: string): string => redactSecrets(t).text;

function prints(parts: readonly string[], options: { redact?: (t: string) => string } = {}) {
  const s = createShingler(hash, options);
  for (const p of parts) s.push(p);
  return s.finish();
}

describe('createShingler with redact', () => {
  it('a short text: the prints of the redacted text, the length of the text as pushed', () => {
    const f = prints(['first part', ENV], { redact });
    const expected = fingerprintText(redact(`first part\n${ENV}`), hash);
    expect(f.shingles).toEqual(expected.shingles);
    expect(f.length).toBe(`first part\n${ENV}`.length);
    // Without it, the password's prints are there (what the option removes).
    expect(prints(['first part', ENV]).shingles).not.toEqual(expected.shingles);
  });

  it('a long text read in pieces: no print of the password', () => {
    const filler = Array.from({ length: Math.ceil((SHINGLE_TEXT_CAP * 3) / 40) }, (_, i) => `row ${i} berth ${i % 41} for the flood tide`);
    const every = (t: string): Set<string> => new Set(fingerprintText(t, hash, { every: true }).shingles);
    const withPassword = every(ENV);
    const placeholder = every(ENV.replace(PASSWORD, 'placeholder-value'));
    const secretPrints = [...withPassword].filter((h) => !placeholder.has(h));
    expect(secretPrints.length).toBeGreaterThan(0);
    const parts = [...filler, ENV, ...filler];
    const raw = new Set(prints(parts).shingles);
    const redacted = new Set(prints(parts, { redact }).shingles);
    expect(redacted.size).toBeGreaterThan(0);
    expect(secretPrints.some((h) => redacted.has(h))).toBe(false);
    // Guard: unredacted, a long text keeps some run of the password only when winnowing picks it; the short path above always shows it.
    expect(raw.size).toBeGreaterThan(0);
  });
});
