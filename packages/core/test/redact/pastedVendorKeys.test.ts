// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
/**
 * Vendor API keys people paste into a chat (attack h53 C2, src/redact/pastedVendorKeys.ts): each
 * shape is redacted whole, under its own kind, in prose, an `.env` line, JSON and a URL
 * parameter; the near-misses beside them (a body one short or one long, the wrong alphabet, an
 * identifier of the exact length in one letter case, the ordinary identifiers `re_render`,
 * `phx_click`, `aio_loop`, `r8_test`) stay byte for byte. Every key is fake and assembled at run time.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { PASTED_VENDOR_PATTERNS, readsRandom } from '../../src/redact/pastedVendorKeys.js';
import { expectKept, expectRedacted } from './expectations.js';
import { cycle, fake, hex } from './fixtures.js';

/** base58 as Resend writes it (no 0, O, I, l), starting FAKE. */
const base58 = (n: number, offset = 0): string => ('FAKE' + cycle('123456789ABCDEFGHJKMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', n, offset)).slice(0, n);

/** Each shape: its kind and a key of the documented form. */
const KEYS: readonly (readonly [name: string, kind: string, key: string])[] = [
  ['OpenRouter', 'openrouter-api-key', 'sk' + '-or-v1-' + hex(64)],
  ['xAI', 'xai-api-key', 'xa' + 'i-' + fake(80)],
  ['Replicate', 'replicate-token', 'r8' + '_' + fake(37)],
  ['Tavily', 'tavily-api-key', 'tv' + 'ly-' + fake(32)],
  ['Tavily dev', 'tavily-api-key', 'tv' + 'ly-dev-' + fake(32, 3)],
  ['Tavily prod', 'tavily-api-key', 'tv' + 'ly-prod-' + fake(32, 5)],
  ['Pinecone', 'pinecone-api-key', 'pc' + 'sk_' + fake(5, 9) + '_' + fake(63)],
  ['Bitbucket app password', 'bitbucket-app-password', 'AT' + 'BB' + fake(32)],
  ['Bitbucket access token', 'bitbucket-access-token', 'AT' + 'CTT3' + 'xFfGN0' + fake(180)],
  ['Google OAuth access token', 'google-oauth-token', 'ya' + '29.' + 'a0' + fake(150)],
  ['Google OAuth service-account token', 'google-oauth-token', 'ya' + '29.' + 'c.' + fake(120) + '_' + fake(40, 7)],
  ['Resend', 'resend-api-key', 're' + '_' + base58(8) + '_' + base58(24, 11)],
  ['PostHog personal', 'posthog-api-key', 'ph' + 'x_' + fake(43)],
  ['PostHog project', 'posthog-api-key', 'ph' + 'c_' + fake(43, 2)],
  ['Adafruit IO', 'adafruit-api-key', 'ai' + 'o_' + fake(28)],
];

/** Where a person pastes a key. */
const PLACEMENTS: readonly (readonly [name: string, wrap: (key: string) => string])[] = [
  ['prose', (k) => `The staging key the person pasted is ${k} for the harbour bot.`],
  ['sentence end', (k) => `Use this one: ${k}.`],
  ['env line', (k) => `HARBOUR_SERVICE=${k}`],
  ['JSON', (k) => `{"service":"harbour","credential":"${k}","region":"eu"}`],
  ['URL parameter', (k) => `curl "https://api.example.test/v1/search?q=harbour&k=${k}&n=5"`],
  ['markdown code', (k) => `Paste \`${k}\` into the settings page.`],
];

describe('pasted vendor keys are redacted whole, under their kind', () => {
  for (const [name, kind, key] of KEYS) {
    test.each(PLACEMENTS.map(([where, wrap]) => [where, wrap(key)] as const))(`${name}: %s`, (_where, text) => {
      const result = expectRedacted(text, kind, key);
      // Only the key goes: the words around it stay.
      expect(result.text.replace(`[REDACTED:${kind}]`, key)).toBe(text);
    });
  }

  test('the dots that pad a Google token and a full stop after it stay beside the marker (they carry nothing)', () => {
    const key = 'ya' + '29.' + 'a0' + fake(100);
    expect(redactSecrets(`Here: ${key}......`).text).toBe('Here: [REDACTED:google-oauth-token]......');
    expect(redactSecrets(`Here: ${key}.`).text).toBe('Here: [REDACTED:google-oauth-token].');
  });

  test('a key glued to the word before it is found, as every prefixed shape (./gluedPrefixes.ts)', () => {
    expect(redactSecrets('task' + 'xa' + 'i-' + fake(80)).text).toBe('task[REDACTED:xai-api-key]');
    expect(redactSecrets('key' + 'AT' + 'BB' + fake(32, 40)).text).toBe('key[REDACTED:bitbucket-app-password]');
  });

  test('two keys of different vendors in one line each keep their kind', () => {
    const text = `router ${'sk' + '-or-v1-' + hex(64, 1)} and search ${'tv' + 'ly-dev-' + fake(32, 7)} today`;
    const result = redactSecrets(text);
    expect(result.text).toBe('router [REDACTED:openrouter-api-key] and search [REDACTED:tavily-api-key] today');
  });
});

describe('near-misses stay byte for byte', () => {
  test.each([
    // Ordinary identifiers that share a prefix.
    'def re_render(self, force=False):',
    '<button phx_click="save" phx_value_id="7">Save</button>',
    'aio_loop = asyncio.new_event_loop()',
    'r8_test = load_fixture("r8_test.json")',
    'from posthog import phc_client  # project key set elsewhere',
    'The ya29. prefix marks a Google access token; ours are not here.',
    'tvly-dev- and tvly-prod- are Tavily key prefixes.',
    // One character short or long.
    'sk' + '-or-v1-' + hex(63),
    'sk' + '-or-v1-' + hex(65),
    'xa' + 'i-' + fake(79),
    'xa' + 'i-' + fake(81),
    'r8' + '_' + fake(36),
    'r8' + '_' + fake(38),
    'tv' + 'ly-' + fake(19),
    'tv' + 'ly-dev-' + fake(41),
    'pc' + 'sk_' + fake(5) + '_' + fake(49),
    'pc' + 'sk_' + fake(3) + '_' + fake(63),
    'AT' + 'BB' + fake(31),
    'AT' + 'BB' + fake(33),
    'ya' + '29.' + fake(38),
    're' + '_' + base58(7) + '_' + base58(24),
    're' + '_' + base58(8) + '_' + base58(25),
    'ph' + 'x_' + fake(42),
    'ai' + 'o_' + fake(27),
    'ai' + 'o_' + fake(29),
    // The wrong alphabet: upper-case hex for OpenRouter, a base58-excluded 0 in a Resend body.
    'sk' + '-or-v1-' + hex(64).toUpperCase(),
    're' + '_' + base58(7) + '0' + '_' + base58(24),
    // A digit glued before the prefix (a word glued before it is found: ./gluedPrefixes.ts).
    '7' + 'r8' + '_' + fake(37),
    // Identifiers of the exact length in one letter case (snake_case, UPPER_CASE).
    'r8' + '_' + 'load_weights_from_the_checkpoint_file',
    'ai' + 'o_' + 'schedulerwakeupeventhandlers',
    'ph' + 'x_' + 'handle_event_for_the_live_view_component_xy',
    're' + '_' + 'abcdefgh' + '_' + 'reconnectwhenthesocketgo',
    'AT' + 'BB' + 'CONFIGURATIONFORTHEBUILDPIPELINE',
    // A masked body (documentation writes these).
    'tv' + 'ly-dev-' + 'X'.repeat(32),
    'xa' + 'i-' + 'x'.repeat(80),
  ])('%s', (text) => {
    expectKept(text);
  });

  test('the fixtures of the near-misses have the lengths they claim', () => {
    expect(('r8' + '_' + 'load_weights_from_the_checkpoint_file').length).toBe(3 + 37);
    expect('schedulerwakeupeventhandlers'.length).toBe(28);
    expect('handle_event_for_the_live_view_component_xy'.length).toBe(43);
    expect('reconnectwhenthesocketgo'.length).toBe(24);
    expect('CONFIGURATIONFORTHEBUILDPIPELINE'.length).toBe(32);
  });
});

describe('readsRandom', () => {
  test.each([
    ['a generated base62 body', fake(28), true],
    ['digits and lower case', 'a1b2c3d4', true],
    ['camel case', 'abcDef', true],
    ['snake case', 'load_weights_from', false],
    ['upper case', 'CONFIGURATION_FOR', false],
    ['digits only', '12345678', false],
    ['empty', '', false],
  ])('%s', (_name, body, expected) => {
    expect(readsRandom(body)).toBe(expected);
  });
});

describe('the table', () => {
  test('every shape is prefixed, cites its source and is bounded', () => {
    for (const p of PASTED_VENDOR_PATTERNS) {
      expect(p.prefixed).toBe(true);
      expect(p.source).toMatch(/docs|Community/);
      expect(p.keywords?.length).toBeGreaterThan(0);
      // No unbounded quantifier: every repetition has a maximum.
      expect(p.pattern.source).not.toMatch(/[^\\][*+]|\{\d+,\}/);
    }
  });

  test('a long run of a prefix and its alphabet is scanned once through (no key, no blow-up)', () => {
    const runs = [
      'ya' + '29.' + 'a.'.repeat(8000),
      ('r8' + '_').repeat(4000),
      'pc' + 'sk_' + 'ab12_'.repeat(3000),
      ('re' + '_' + 'abcdefgh').repeat(2000),
      'tv' + 'ly-dev-' + 'dev-'.repeat(4000),
    ];
    for (const text of runs) expect(redactSecrets(text).kinds.filter((k) => k !== 'google-oauth-token')).toEqual([]);
  });
});
