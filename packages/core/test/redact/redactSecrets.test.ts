// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
import { describe, expect, test } from 'vitest';
import { normalizeForDetection } from '../../src/decode/index.js';
import { redactSecrets, redactionMarker, SECRET_PATTERNS } from '../../src/redact/index.js';
import { expectNoLeak, expectRedacted } from './expectations.js';
import { fake, fullwidth, insertAt, NEAR_MISSES, SECRET_SAMPLES, type SecretSample } from './fixtures.js';
import { VENDOR_SAMPLES } from './vendorSamples.js';

/** Kinds of the context rules, sampled in test/redact/contextRules.test.ts. */
const CONTEXT_KINDS = [
  // Session 59: sampled in ./round59.test.ts (an id and its secret; Tencent's SecretId).
  'paired-secret',
  'tencent-secret-id',
  'command-line-secret',
  'netrc-password',
  'password-hash',
  'pgpass-password',
  'secret-url',
  'seed-phrase',
  'session-id',
  'sql-row-password',
  'vault-secret-id',
];

const KINDS = [
  'github-token',
  'anthropic-api-key',
  'openai-api-key',
  'stripe-key',
  'aws-access-key-id',
  'aws-secret-access-key',
  'google-api-key',
  'slack-token',
  'slack-webhook',
  'npm-token',
  'pypi-token',
  'gitlab-token',
  'huggingface-token',
  'sendgrid-api-key',
  'twilio-api-key',
  'azure-client-secret',
  'azure-storage-key',
  'jwt',
  'private-key',
  'url-password',
  'secret-assignment',
  'authorization-header',
  'basic-auth',
];

const sampleName = (s: SecretSample): string => `${s.kind}: ${s.name}`;

/** Wrappers a token meets in the wild; line-bound shapes (YAML keys) only get the last two. */
const CONTEXTS: readonly (readonly [string, (t: string) => string])[] = [
  ['double quotes', (t) => `"${t}"`],
  ['single quotes', (t) => `'${t}'`],
  ['backticks', (t) => `\`${t}\``],
  ['parentheses', (t) => `(${t})`],
  ['brackets', (t) => `[${t}]`],
  ['angle brackets', (t) => `<${t}>`],
  ['JSON string', (t) => JSON.stringify({ note: 'deploy', value: t })],
  ['sentence', (t) => `Use ${t}. Then stop.`],
  ['comma list', (t) => `a, ${t}, b`],
  ['own line', (t) => `# settings\n${t}\n# end`],
  ['CRLF line', (t) => `first\r\n${t}\r\nlast`],
];
const LINE_CONTEXTS = CONTEXTS.slice(-2);

/** Ways to hide a token from a naive scanner; each invisible character is put in three places. */
const OBFUSCATIONS: readonly (readonly [string, (s: SecretSample) => string])[] = [
  ...(
    [
      ['U+200B zero-width space', '\u200B'],
      ['U+2060 word joiner', '\u2060'],
      ['U+FEFF byte-order mark', '\uFEFF'],
      ['U+00AD soft hyphen', '\u00AD'],
      ['U+202E bidi override', '\u202E'],
      ['U+2066 bidi isolate', '\u2066'],
      ['U+200F right-to-left mark', '\u200F'],
      ['U+E0041 tag character', '\u{E0041}'],
      ['U+0301 combining mark', '\u0301'],
    ] as const
  ).map(([name, ch]) => [name, (s: SecretSample) => spread(s, ch)] as const),
  ['fullwidth forms', (s) => fullwidth(s.text)],
  ['fullwidth and zero-width', (s) => fullwidth(spread(s, '\u200B'))],
];

/** `ch` inserted inside the prefix or label, in the middle of the secret and near its end. */
function spread(sample: SecretSample, ch: string): string {
  const at = sample.text.indexOf(sample.secret);
  const points = [2, at + Math.floor(sample.secret.length / 2), at + sample.secret.length - 3];
  return points.sort((a, b) => b - a).reduce((text, index) => insertAt(text, index, ch), sample.text);
}

describe('redactionMarker', () => {
  test('is [REDACTED:<kind>]', () => {
    expect(redactionMarker('github-token')).toBe('[REDACTED:github-token]');
  });
});

describe('every kind has samples', () => {
  test('the fixtures cover every kind, and only known kinds', () => {
    expect([...new Set(SECRET_SAMPLES.map((s) => s.kind))].sort()).toEqual([...KINDS].sort());
  });
  test('every kind is produced by some pattern, and every pattern kind has a sample here or in the vendor samples', () => {
    const patternKinds = new Set(SECRET_PATTERNS.map((p) => p.kind));
    for (const kind of KINDS) expect(patternKinds.has(kind), kind).toBe(true);
    const sampled = new Set([...KINDS, ...CONTEXT_KINDS, ...VENDOR_SAMPLES.flatMap((s) => redactSecrets(s.text).kinds)]);
    expect([...patternKinds].filter((kind) => !sampled.has(kind)).sort()).toEqual([]);
  });
});

describe.each(SECRET_SAMPLES.map((s) => [sampleName(s), s] as const))('%s', (_name, sample) => {
  test('is redacted, and nothing of it remains', () => {
    const result = expectRedacted(sample.text, sample.kind, sample.secret);
    if (sample.expected !== undefined) expect(result.text).toBe(sample.expected);
    else expect(result.text).toBe(redactionMarker(sample.kind));
  });

  test.each(sample.line === true ? LINE_CONTEXTS : CONTEXTS)('inside %s', (_context, wrap) => {
    const input = wrap(sample.text);
    const result = expectRedacted(input, sample.kind, sample.secret);
    if (sample.expected !== undefined && !_context.startsWith('JSON')) {
      expect(result.text).toBe(wrap(sample.expected));
    }
  });

  test.each(OBFUSCATIONS)('hidden with %s', (how, obfuscate) => {
    const input = obfuscate(sample);
    expect(input).not.toContain(sample.secret);
    // NFKC composes a combining mark with its base letter, so only the others fold back.
    if (!how.includes('combining')) expect(normalizeForDetection(input).joined).toBe(sample.text);
    expectRedacted(input, sample.kind, sample.secret);
  });
});

describe('the raw span of a secret found in the normalised form', () => {
  const tok = 'gh' + 'p_' + fake(36);

  test('is replaced exactly; the text around it stays', () => {
    expect(redactSecrets(`before ${fullwidth(tok)} after`).text).toBe('before [REDACTED:github-token] after');
    expect(redactSecrets(`before gh\u200Bp_${fake(36)} after`).text).toBe('before [REDACTED:github-token] after');
  });

  test('keeps invisible characters outside the token', () => {
    expect(redactSecrets(`a\u200B ${tok} \u2060b`).text).toBe('a\u200B [REDACTED:github-token] \u2060b');
  });

  test('a label in fullwidth keeps its label and loses its value', () => {
    const out = redactSecrets(fullwidth('PASSWORD=') + 'FAKE-' + fake(12)).text;
    expect(out).toBe(`${fullwidth('PASSWORD=')}[REDACTED:secret-assignment]`);
  });

  test('every character normalizeForDetection treats as invisible is seen through', () => {
    const invisible: number[] = [];
    const ranges: readonly (readonly [number, number])[] = [
      [0x80, 0xd7ff],
      [0xe000, 0xffff],
      [0xe0000, 0xe007f],
    ];
    for (const [from, to] of ranges) {
      for (let cp = from; cp <= to; cp++) {
        if (normalizeForDetection(`a${String.fromCodePoint(cp)}b`).joined === 'ab') invisible.push(cp);
      }
    }
    expect(invisible.length).toBeGreaterThan(100);
    const missed = invisible.filter((cp) => redactSecrets(`gh${String.fromCodePoint(cp)}p_${fake(36)}`).text !== '[REDACTED:github-token]');
    expect(missed.map((cp) => cp.toString(16))).toEqual([]);
  });
});

describe('overlapping shapes', () => {
  test('a named token inside a labelled value is reported by its own kind', () => {
    const key = 'sk-' + 'proj-' + fake(74) + 'T3Blbk' + 'FJ' + fake(74, 9);
    expect(redactSecrets(`OPENAI_API_KEY=${key}`)).toEqual({
      text: 'OPENAI_API_KEY=[REDACTED:openai-api-key]',
      kinds: ['openai-api-key'],
    });
    expect(redactSecrets(`"token": "${key}"`).text).toBe('"token": "[REDACTED:openai-api-key]"');
  });

  test('a token used as a URL password keeps the user and host', () => {
    const tok = 'gh' + 'p_' + fake(36, 4);
    expect(redactSecrets(`https://x-access-token:${tok}@github.com/org/repo.git`)).toEqual({
      text: 'https://x-access-token:[REDACTED:github-token]@github.com/org/repo.git',
      kinds: ['github-token'],
    });
  });
});

describe('several secrets in one text', () => {
  test('each is replaced by its own marker, and kinds are sorted and unique', () => {
    const input = SECRET_SAMPLES.map((s) => s.text).join('\n');
    const result = redactSecrets(input);
    expect(result.kinds).toEqual([...KINDS].sort());
    expect(result.text.match(/\[REDACTED:[a-z-]+\]/g)?.length).toBe(SECRET_SAMPLES.length);
    for (const sample of SECRET_SAMPLES) expectNoLeak(result.text, sample.secret);
  });

  test('two tokens side by side in prose', () => {
    const a = 'gh' + 'p_' + fake(36);
    const b = 'AK' + 'IA' + 'FAKEABCDEFGHIJKL';
    expect(redactSecrets(`use ${a} or ${b}; not both`)).toEqual({
      text: 'use [REDACTED:github-token] or [REDACTED:aws-access-key-id]; not both',
      kinds: ['aws-access-key-id', 'github-token'],
    });
  });
});

describe('idempotence', () => {
  test('text that holds only markers is unchanged', () => {
    const text = SECRET_PATTERNS.map((p) => redactionMarker(p.kind)).join(' ');
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });

  test('markers in labelled positions are unchanged', () => {
    for (const text of [
      'TOKEN=[REDACTED:github-token]',
      'PASSWORD="[REDACTED:secret-assignment]"',
      'password: [REDACTED:secret-assignment]',
      'postgres://app:[REDACTED:url-password]@db.example.com/app',
      'AccountName=x;AccountKey=[REDACTED:azure-storage-key];EndpointSuffix=core.windows.net',
      'aws_secret_access_key = [REDACTED:aws-secret-access-key]',
    ]) {
      expect(redactSecrets(text)).toEqual({ text, kinds: [] });
    }
  });

  test('a text without secrets comes back as the same string', () => {
    const text = 'nothing to see here';
    expect(redactSecrets(text).text).toBe(text);
    expect(redactSecrets('')).toEqual({ text: '', kinds: [] });
  });
});

// The full cross products (every sample glued to the next with every glue; every sample beside
// every near-miss) are in compositions.slow.test.ts: `pnpm test` runs them, Stryker (which runs
// the covering tests once per mutant) runs these rotations, which meet every sample, every glue
// and every near-miss at least once.
describe('compositions', () => {
  const glues = ['', ' ', '\n', '.', ',', ';', '=', ':', '_', '-', '@', '/', '"', '\u200B', 'x'];
  const separators = new Set([' ', '\n', ',', ';', '"']);

  test('two secrets glued together, each glue in turn: idempotent, and nothing leaks across a separator', () => {
    SECRET_SAMPLES.forEach((a, i) => {
      const b = SECRET_SAMPLES[(i + 1) % SECRET_SAMPLES.length] as SecretSample;
      for (const glue of [glues[i % glues.length] as string, glues[(i + 7) % glues.length] as string, '\n']) {
        const result = redactSecrets(a.text + glue + b.text);
        expect(redactSecrets(result.text)).toEqual({ text: result.text, kinds: [] });
        const lineBound = (a.line === true || b.line === true) && glue !== '\n';
        if (separators.has(glue) && !lineBound) {
          expectNoLeak(result.text, a.secret);
          expectNoLeak(result.text, b.secret);
        }
      }
    });
  });

  test('a secret next to a near-miss, each near-miss and each secret in turn: the near-miss stays, the secret goes', () => {
    const samples = SECRET_SAMPLES.filter((s) => s.line !== true);
    const pairs: (readonly [SecretSample, string])[] = [];
    samples.forEach((sample, i) => {
      pairs.push([sample, (NEAR_MISSES[i % NEAR_MISSES.length] as readonly [string, string])[1]]);
      pairs.push([sample, (NEAR_MISSES[(i * 7 + 3) % NEAR_MISSES.length] as readonly [string, string])[1]]);
    });
    NEAR_MISSES.forEach(([, nearMiss], j) => {
      pairs.push([samples[(j * 5) % samples.length] as SecretSample, nearMiss]);
    });
    for (const [sample, nearMiss] of pairs) {
      for (const text of [`${nearMiss} ${sample.text}`, `${sample.text} ${nearMiss}`]) {
        const result = redactSecrets(text);
        expect(result.text).toContain(nearMiss);
        expect(result.kinds).toEqual([sample.kind]);
        expect(redactSecrets(result.text)).toEqual({ text: result.text, kinds: [] });
      }
    }
  });
});

describe('odd input', () => {
  const tok = 'gh' + 'p_' + fake(36);

  test('lone surrogates and astral characters around a token are kept', () => {
    for (const around of ['\uD800', '\uDC00', '\u{1F600}', '\u{E0041}']) {
      expect(redactSecrets(`${around} ${fullwidth(tok)} ${around}`).text).toBe(`${around} [REDACTED:github-token] ${around}`);
    }
  });

  test('a compatibility character that folds to several letters maps back to itself', () => {
    // U+FB01 (ﬁ) folds to "fi"; a token after it is still cut at the right place.
    expect(redactSecrets(`\uFB01le ${fullwidth(tok)}`).text).toBe('\uFB01le [REDACTED:github-token]');
  });
});
