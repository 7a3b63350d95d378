/**
 * Credentials listed under a credential-named key (issue #19): a YAML block sequence
 * (YAML 1.2 §8.2.1) whose items are each a value of the key above them, `passwords:` then
 * `  - …` lines. Each item is its own range, so the dashes, the indentation and any comment stay.
 */
import { PLACEHOLDER_VALUES, WORDLIKE_VALUES } from './contextPatterns.js';
import { type SecretPattern, scan } from './shapes.js';

/** One item of a block sequence: `- value`, quoted or plain, maybe with a comment after it. */
const ITEM = /^[ \t]*-[ \t]{1,8}(?:(["'])((?:(?!\1)[^\r\n]){1,1024})\1|([^\s"'#][^\r\n]{0,1023}?))[ \t]*(?:[ \t]#[^\r\n]*)?$/dgm;

/** A plain item that is a mapping (`- name: db-pass`, a Kubernetes reference), not a value. */
const MAPPING_ITEM = /^[\w.-]{1,64}:(?:\s|$)/;

/**
 * A key naming the credential, maybe plural, ending its name (`passwords`, `db_passwords`, `api-tokens`),
 * then the items, each a line of its own at the key's indentation or deeper.
 */
const listUnder = (words: string): RegExp =>
  scan(
    `^(?<ind>[ \\t]{0,32})["']?(?:[\\w-]{0,40}[_-])?(?:${words})s?["']?[ \\t]{0,8}:[ \\t]{0,8}(?:#[^\\r\\n]{0,256})?\\r?\\n(?<items>(?:\\k<ind>[ \\t]{0,32}-[ \\t]{1,8}[^\\r\\n]{1,1024}(?:\\r?\\n|$)){1,64})`,
    'im',
  );

/** The `[from, to)` of each item's value in the `items` group of a {@link listUnder} match. */
function* itemValues(_scanned: string, match: RegExpMatchArray): Generator<readonly [number, number]> {
  const [start] = (match.indices as RegExpIndicesArray).groups?.items as [number, number];
  for (const item of (match.groups?.items as string).matchAll(ITEM)) {
    const [from, to] = (item.indices as RegExpIndicesArray)[2] ?? ((item.indices as RegExpIndicesArray)[3] as [number, number]);
    if (item[3] !== undefined && MAPPING_ITEM.test(item[3])) continue;
    yield [start + from, start + to];
  }
}

/** Lists of credentials under a key named by a password word, or by a token or secret word. */
export const SEQUENCE_PATTERNS: readonly SecretPattern[] = [
  {
    kind: 'secret-assignment',
    source: 'YAML 1.2 specification §8.2.1 (block sequences: each "- " entry a value of the key above); gitleaks:generic-api-key',
    description: 'Each item of a YAML list under a password key: passwords:\\n  - …\\n  - …',
    keywords: ['pass', 'pwd'],
    pattern: listUnder('password|passwd|passphrase|pwd'),
    cells: itemValues,
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source: 'YAML 1.2 specification §8.2.1 (block sequences); gitleaks:generic-api-key',
    description:
      'Each item of a YAML list under a secret, token, API key or credential key that does not read as a name (docker compose lists the names of its secrets: secrets:\\n  - db_password)',
    keywords: ['secret', 'token', 'key', 'cred'],
    pattern: listUnder('secret|token|api[_-]?key|credential'),
    cells: itemValues,
    allowlist: [...PLACEHOLDER_VALUES, ...WORDLIKE_VALUES],
  },
];
