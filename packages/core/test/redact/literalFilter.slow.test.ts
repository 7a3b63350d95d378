// biome-ignore-all lint/style/useTemplate: values are concatenated on purpose so no whole credential literal exists in source
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: a placeholder such as ${TOKEN} is data under test
/**
 * The proof that the literal prefilter (src/redact/literalFilter.ts, issue #20) never skips a
 * pattern that could match, over a large input set drawn from the fixtures, every string literal
 * of the redaction tests (the cases earlier rounds wrote, near-misses among them) and texts
 * generated around every pattern's own literals:
 * - per pattern: wherever a pattern matches a text (or the text's views: lower and upper case,
 *   rot13), the filter says it may;
 * - end to end: the redactor with the filter (the new path) and with the filter answering "may"
 *   always (the old path, the module loaded again with the filter mocked) give identical output.
 * Thousands of scans: `pnpm test` runs them; the mutation run leaves `*.slow.test.ts` out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import { rot13 } from '../../src/decode/index.js';
import { createLiteralProbe, mayMatchLiterals } from '../../src/redact/literalFilter.js';
import { LITERAL_TABLE } from '../../src/redact/literalTable.js';
import { SECRET_PATTERNS } from '../../src/redact/patterns.js';
import { redactSecrets } from '../../src/redact/redactSecrets.js';
import { fake, NEAR_MISSES, SECRET_SAMPLES } from './fixtures.js';
import { VENDOR_SAMPLES } from './vendorSamples.js';

/** A small deterministic generator (mulberry32), so a failure names a reproducible input. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(20261205);
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;

const PROSE = [
  'the auth handler calls it again on logging',
  'buildToken depends on it; see src/auth/token.ts',
  'It matters most for secrets and tokens.',
  'Ask the back office before changing the key rotation.',
  'password_min_length: 12',
  'max_tokens: 4096',
  'auth: required',
];
const SEPARATORS = ['', ' ', '=', ': ', ' = ', '="', "'", '\n', '\t', ',', '/', '@', ':', '-', '_', '.', '&', '?'];
const VALUES = [
  'Tr0ub' + '4dor-Mx9q',
  fake(24),
  fake(40, 3),
  'FAKE' + '0123456789abcdef0123456789abcdef',
  'hunter2x',
  'changeme',
  '${TOKEN}',
  'Zq8vLm2Rt5WxKp3Yb7Nc',
];

/** Texts built from a pattern's own literals: all of its sets, and all but one (the filter's boundary). */
function aroundLiterals(): string[] {
  const out: string[] = [];
  LITERAL_TABLE.forEach(([, sets]) => {
    const parts = sets.map((set) => pick(set));
    for (let drop = -1; drop < parts.length; drop++) {
      const kept = parts.filter((_, i) => i !== drop);
      out.push(kept.join(pick(SEPARATORS)) + pick(SEPARATORS) + pick(VALUES));
      out.push(pick(PROSE) + ' ' + kept.join('') + pick(VALUES) + pick(SEPARATORS) + pick(PROSE));
    }
  });
  return out;
}

/** Every quoted string of six characters or more in the redaction tests' sources, escapes read as JSON reads them. */
function testLiterals(): string[] {
  const dir = new URL('.', import.meta.url);
  const out: string[] = [];
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const source = readFileSync(new URL(name, dir), 'utf8');
    for (const m of source.matchAll(/'((?:[^'\\\n]|\\.){6,})'/g)) {
      try {
        out.push(JSON.parse(`"${(m[1] as string).replace(/\\'/g, "'").replace(/"/g, '\\"')}"`));
      } catch {
        out.push(m[1] as string);
      }
    }
  }
  return out;
}

const BASE: readonly string[] = [
  ...SECRET_SAMPLES.map((s) => s.text),
  ...NEAR_MISSES.map(([, text]) => text),
  ...VENDOR_SAMPLES.map((s) => s.text),
  ...testLiterals(),
  ...PROSE,
  ...aroundLiterals(),
];

/** The inputs: the base texts, each also beside another, with a prose line between. */
const INPUTS: readonly string[] = [...BASE, ...BASE.map((t, i) => t + '\n' + pick(PROSE) + '\n' + (BASE[(i * 7 + 3) % BASE.length] as string))];

describe('the literal prefilter never skips a pattern that could match', () => {
  test(`every pattern, every input and its case and rot13 views (${INPUTS.length} inputs)`, () => {
    const misses: string[] = [];
    let matched = 0;
    let skipped = 0;
    for (const input of INPUTS) {
      for (const text of new Set([input, input.toLowerCase(), input.toUpperCase(), rot13(input)])) {
        const probe = createLiteralProbe(text, text.toLowerCase());
        SECRET_PATTERNS.forEach((p, rank) => {
          const may = mayMatchLiterals(rank, probe);
          if (!may) skipped++;
          p.pattern.lastIndex = 0;
          if (!p.pattern.test(text)) return;
          matched++;
          if (!may) misses.push(`${rank} ${p.kind}: ${JSON.stringify(text).slice(0, 120)}`);
        });
      }
    }
    expect(misses).toEqual([]);
    // Both sides are exercised: many matches, and many patterns the filter skips.
    expect(matched).toBeGreaterThan(INPUTS.length);
    expect(skipped).toBeGreaterThan(INPUTS.length * 100);
  }, 600_000);

  test(`the redactor with and without the filter gives identical output (${INPUTS.length} inputs)`, async () => {
    vi.resetModules();
    const always = vi.fn(() => true);
    vi.doMock('../../src/redact/literalFilter.js', async (original) => ({
      ...(await original<typeof import('../../src/redact/literalFilter.js')>()),
      mayMatchLiterals: always,
    }));
    const unfiltered = (await import('../../src/redact/redactSecrets.js')).redactSecrets;
    vi.doUnmock('../../src/redact/literalFilter.js');
    expect(unfiltered).not.toBe(redactSecrets);
    const differ: string[] = [];
    let redacted = 0;
    for (const input of INPUTS) {
      const now = redactSecrets(input);
      const before = unfiltered(input);
      if (now.kinds.length > 0) redacted++;
      if (now.text !== before.text || now.kinds.join() !== before.kinds.join()) differ.push(JSON.stringify(input).slice(0, 160));
    }
    expect(differ).toEqual([]);
    expect(always).toHaveBeenCalled();
    expect(redacted).toBeGreaterThan(INPUTS.length / 20);
  }, 600_000);
});
