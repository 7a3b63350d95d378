import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

/**
 * Attack h53 C2: vendor API keys people paste every day into an agent's chat reach the Cairn home
 * verbatim. An agent's `cairn memorize` (no terminal: the agent's channel) of a line a person pasted
 * writes the key into `events.jsonl` (and the view): the redactor knows none of these shapes, and
 * none is an assignment (`KEY=…`) the generic rule catches. Each shape is the vendor's documented
 * prefix and length, assembled at run time with an obviously fake body:
 * - OpenRouter `sk-or-v1-` + 64 hex (openrouter.ai keys; the `sk-` rule stops at the hyphens);
 * - xAI `xai-` + 80 alphanumerics (console.x.ai);
 * - Replicate `r8_` + 37 (replicate.com/account/api-tokens);
 * - Tavily `tvly-dev-` / `tvly-` + 32 (app.tavily.com);
 * - Pinecone `pcsk_` + 5 + `_` + 60+ (app.pinecone.io, 2024 keys);
 * - Bitbucket app password `ATBB` + 32 (Atlassian's app-password format);
 * - Google OAuth access token `ya29.` + 100+ (Google's OAuth 2.0 docs; `gcloud auth print-access-token`).
 * A control shows a known shape (a GitHub token) in the same sentence is redacted.
 * Fixed: named shapes in core redact (src/redact/pastedVendorKeys.ts, citing the vendor's docs and trufflehog's detectors).
 */
const fill = (n: number, alphabet = 'ABCDEFGHJKMNPQRSTVWXYZabcdefghjkmnpqrstvwxyz23456789'): string =>
  Array.from({ length: n }, (_, i) => alphabet[(i * 7 + 3) % alphabet.length]).join('');
const hex = (n: number): string => fill(n, '0123456789abcdef');

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
/** Every file under the home holding `needle`, relative. */
const holding = (home: string, needle: string): string[] =>
  walk(home)
    .filter((f) => readFileSync(f).includes(needle))
    .map((f) => f.slice(home.length + 1));

const SHAPES: Record<string, string> = {
  openrouter: ['sk', 'or', 'v1', hex(64)].join('-'),
  xai: `${'xa'}i-${fill(80)}`,
  replicate: `${'r8'}_${fill(37)}`,
  tavily: `${'tv'}ly-dev-${fill(32)}`,
  pinecone: `${'pc'}sk_${fill(5)}_${fill(64)}`,
  bitbucket: `${'AT'}BB${fill(32)}`,
  googleOauth: `${'ya'}29.a0${fill(150)}`,
};

describe('attack h53 C2: vendor keys pasted into a note reach the home', () => {
  it('control: a GitHub token in the same sentence is redacted before disk', () => {
    const box = sandbox();
    const token = `${'gh'}p_${fill(36)}`;
    const r = box.cairn(['memorize', '--text', `The staging deploy key the person pasted is ${token} for the harbour bot.`]);
    expect(r.code, r.stderr).toBe(0);
    expect(holding(box.home, token.slice(4))).toEqual([]);
  }, 120_000);

  for (const [name, key] of Object.entries(SHAPES)) {
    // C2 (attack-h53): fixed — core redact's pasted vendor keys (src/redact/pastedVendorKeys.ts).
    it(`${name}: the key is redacted before disk`, () => {
      const box = sandbox();
      const r = box.cairn(['memorize', '--text', `The staging deploy key the person pasted is ${key} for the harbour bot.`]);
      expect(r.code, r.stderr).toBe(0);
      expect(holding(box.home, key.slice(6))).toEqual([]);
    }, 120_000);
  }
});
