/**
 * Tokens glued to the word before them (issue #19): `tokenghp_…`, `xghp_…`, `apikeysk_live_…`,
 * a token pasted right after a label with no separator or after a stray letter. Prefixed shapes
 * start with `(?<![A-Za-z0-9])` (./shapes.ts `START`) so that a prefix ending another word
 * (`task-ant-…`, `desk-proj-…`) is not read as a token; here, where a distinctive prefix stands
 * glued to a letter or digit, a view of the text with a blank put before it is scanned again
 * with the prefixed shapes, and a match that starts at that prefix counts only when its body
 * reads as random (a digit, and both cases of letters, or many digits): a word or an identifier
 * glued to a prefix (`task_test_runnerConfig`) stays.
 */

/** A view of a text with a blank inserted before each glued prefix, and the map back. */
export interface GluedView {
  /** The text with one blank before each glued prefix. */
  readonly text: string;
  /** Raw start of each glued prefix, ascending, with the keyword found there. */
  readonly starts: ReadonlyMap<number, string>;
  /**
   * The raw range behind `text.slice(start, end)` (inserted blanks map to nothing). Indices are
   * UTF-16 code units; requires `0 <= start < end <= text.length` and that neither end is an
   * inserted blank.
   */
  toRaw(start: number, end: number): readonly [number, number];
}

/**
 * The prefixes read glued: at least four characters holding a separator (`_`, `-`, `.`), so a
 * short prefix (`sk`, `hf_`, `eyj`) that many words hold by chance is never taken out of a word,
 * and no prefix of letters and digits alone (`EAAA`, `AKIA`, `AIza`) is taken out of a base64
 * run, which holds them by chance (`…jEAAAA…` in every OpenSSH key) but never `_`, `-` or `.`.
 *
 * @param keywords - lower-case keywords of prefixed shapes
 */
export function gluablePrefixes(keywords: readonly string[]): string[] {
  return keywords.filter((k) => k.length >= 4 && /[_.-]/.test(k));
}

/** Most letters of the word a weak prefix is glued to (`key`, `accesskey`, `token`): longer runs are no label. */
const MAX_GLUED_WORD = 32;

/**
 * Where the word a weak prefix standing at `at` is glued to starts: one to {@link MAX_GLUED_WORD}
 * letters right before it, with no letter or digit before them (`keyAKIA…`, `idAKIA…`,
 * `xxoxb-…`); -1 when the prefix does not stand after such a word. A run holding a digit before
 * the prefix (`…c2EAAAA…` in every OpenSSH key, any base64 run) is no word.
 */
export function gluedWordStart(text: string, at: number): number {
  let from = at;
  // One letter past the longest word is read, then the word is refused: the walk back costs a bounded
  // number of steps per prefix (a text of `xoxoxo…` stays linear).
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — at index 0 charAt(-1) is '', no letter; a walk stopped one letter early finds a letter before the word and refuses it alike
  while (from > 0 && at - from <= MAX_GLUED_WORD && /[A-Za-z]/.test(text.charAt(from - 1))) from--;
  if (from === at || at - from > MAX_GLUED_WORD || /[A-Za-z0-9]/.test(text.charAt(from - 1))) return -1;
  return from;
}

/** A token body after its prefix: 16 token characters or more (every prefixed shape's body is longer). */
const BODY_FOLLOWS = /[A-Za-z0-9_.+/=-]{16}/y;

/**
 * The glued view of `text`: where one of `prefixes` (lower case, matched in `lower`, the
 * lower-cased text) stands right after a letter or a digit, or is written in another case than
 * lower (`GHP_…`, `sK_live_` once a Kelvin sign is folded), and 16 token characters follow it, a
 * blank is put before it and the prefix is written in lower case, as the shapes of those prefixes
 * write it. Where one of `weak` (the other prefix keywords: letters and digits alone, `akia`, or
 * short, `xox`) stands right after a word of letters ({@link gluedWordStart}) with 16 token
 * characters after it, a blank is put before it and it is kept as written. Where one of `heads` (the
 * leading literals of prefixed shapes as they write them: `xoxb-`, `hf_`, `AIza`, `SG.`) stands
 * at a word's start written in another case (`XOXB-`, `HF_`, `Aiza`, `sG.`) with 16 token
 * characters after it, a blank is put before it and it is written as the shape writes it (issue
 * #19 round 14B: the re-cased reading for every vendor, not for the prefixes with a separator alone).
 * A prefix whose shape writes its head in mixed case (keyword `pypi-ageichlwas5vcmc`, head
 * `pypi-AgEIcHl`) is written with the head `written` maps it to and the rest as the text has it
 * (issue #19 round 15, F14: `xpypi-…`).
 *
 * @returns `undefined` when no prefix stands glued or re-cased (most texts). Never throws.
 */
export function gluedView(
  text: string,
  lower: string,
  prefixes: readonly string[],
  weak: readonly string[] = [],
  heads: readonly string[] = [],
  written: ReadonlyMap<string, string> = new Map(),
): GluedView | undefined {
  const starts = new Map<number, string>();
  for (const head of heads) {
    const key = head.toLowerCase();
    for (let at = lower.indexOf(key); at !== -1; at = lower.indexOf(key, at + 1)) {
      // A head glued to a letter or digit (`Aizawa…`, `thisHF_…`) or written as its shape writes it is not re-cased here.
      if (/[A-Za-z0-9]/.test(text.charAt(at - 1)) || text.startsWith(head, at)) continue;
      BODY_FOLLOWS.lastIndex = at + head.length;
      // Stryker disable next-line ConditionalExpression: a shortcut only — no prefixed shape matches a body shorter than 16 characters
      if (BODY_FOLLOWS.test(text)) starts.set(at, head);
    }
  }
  for (const prefix of [...prefixes, ...weak]) {
    const strong = prefixes.includes(prefix);
    for (let at = lower.indexOf(prefix); at !== -1; at = lower.indexOf(prefix, at + 1)) {
      // A prefix after a blank or punctuation is found by the plain scan (START is this class), which finds all the glued scan would.
      const glued = /[A-Za-z0-9]/.test(text.charAt(at - 1));
      const other = strong && text.slice(at, at + prefix.length) !== prefix;
      if (strong ? !glued && !other : gluedWordStart(text, at) === -1) continue;
      const previous = starts.get(at);
      // The longer of two prefixes standing at one place is read (equal lengths at one place are the same prefix).
      // Stryker disable next-line EqualityOperator: equivalent — see above
      if (previous !== undefined && previous.length >= prefix.length) continue;
      BODY_FOLLOWS.lastIndex = at + prefix.length;
      // Stryker disable next-line ConditionalExpression: a shortcut only — no prefixed shape matches a body shorter than 16 characters
      if (BODY_FOLLOWS.test(text)) starts.set(at, prefix);
    }
  }
  // Stryker disable next-line ConditionalExpression: a shortcut only — a view with no blank inserted has no glued start, so nothing found in it counts
  if (starts.size === 0) return undefined;
  const raw = [...starts.keys()].sort((a, b) => a - b);
  let view = '';
  let cursor = 0;
  for (const at of raw) {
    view += `${text.slice(cursor, at)} `;
    cursor = at;
    const prefix = starts.get(at) as string;
    // A prefix with a separator is written as its shapes write it: in lower case; a re-cased head as its shape writes it.
    if (!prefixes.includes(prefix) && !heads.includes(prefix)) continue;
    const head = written.get(prefix);
    view += head === undefined ? prefix : head + text.slice(at + head.length, at + prefix.length);
    cursor = at + prefix.length;
  }
  view += text.slice(cursor);
  // The blank before raw[i] stands at view index raw[i] + i.
  const toRawIndex = (v: number): number => {
    let lo = 0;
    let hi = raw.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      // Stryker disable next-line EqualityOperator: equivalent — the two differ only at an inserted blank, which toRaw is never asked for
      if ((raw[mid] as number) + mid < v) lo = mid + 1;
      else hi = mid;
    }
    return v - lo;
  };
  return {
    text: view,
    starts: new Map(raw.map((at) => [at, starts.get(at) as string])),
    toRaw: (start, end) => [toRawIndex(start), toRawIndex(end - 1) + 1],
  };
}

/**
 * True when `body` (a token after its prefix) reads as random rather than as a word or an
 * identifier: a digit and both cases of letters, or — for a prefix of six characters or more
 * (`dop_v1_`, whose body is lower-case hex; every glued prefix holds a separator, see
 * {@link gluablePrefixes}) — 16 or more hex digits, three of them digits and one a letter
 * (`risk-proj-board-2024-q3` is words, not hex).
 */
export function gluedBodyIsRandom(prefix: string, body: string): boolean {
  if (/[0-9]/.test(body) && /[a-z]/.test(body) && /[A-Z]/.test(body)) return true;
  return prefix.length >= 6 && /^[0-9a-f]{16,}$/.test(body) && /[0-9].*[0-9].*[0-9]/.test(body) && /[a-f]/.test(body);
}

/** A token's head that ends in a separator within its first eight characters (`xoxb-`, `EAAA` has none). */
const SEPARATED_HEAD = /^[A-Za-z0-9]{2,7}[_.-]/;

/**
 * True when a token found at a weak prefix glued to a word ({@link gluedWordStart}) reads as a
 * token. A token whose head ends in a separator (`xoxb-`, a keyword `xox` too short to be
 * glued alone) reads as a glued prefix with a separator does ({@link gluedBodyIsRandom}).
 * Otherwise (`AKIA`, `EAAA`: letters and digits alone, found by chance in base64 and in
 * upper-case names): the word is two letters or more (a single letter before the prefix is what
 * any base64 run holds: `sha512-jEAAAA…`), the word and the prefix are not one upper-case run
 * (`MALAKIAVENUE…` is a name), the body holds a digit and a letter (an AWS key id is upper case
 * and digits, so both cases are not asked for), and the word and the token together are not hex
 * digits alone (an upper-case SHA-256 holding `EAAA` after a letter is a digest).
 *
 * @param word - the letters the prefix is glued to
 * @param token - the token found, prefix and body, as written
 * @param prefix - the weak prefix keyword (lower case)
 */
export function weakGluedTokenIsRandom(word: string, token: string, prefix: string): boolean {
  const head = SEPARATED_HEAD.exec(token)?.[0];
  if (head !== undefined) return gluedBodyIsRandom(head, token.slice(head.length));
  const body = token.slice(prefix.length);
  if (word.length < 2 || (/[A-Z]$/.test(word) && /^[A-Z]/.test(token))) return false;
  return /[0-9]/.test(body) && /[A-Za-z]/.test(body) && !/^[0-9A-Fa-f]+$/.test(word + token);
}

/**
 * True when `body`, after a re-cased head ({@link gluedView} `heads`), reads as random: as
 * {@link gluedBodyIsRandom} does, or when it is 16 or more upper-case letters and digits holding
 * both (an AWS key id's body after `Akia`), or, for a body of 16 letters or more holding both cases and no
 * digit (a Hugging Face token is 34 letters), when one lower-case letter stands alone between
 * capitals (`…kDqR…`): words run together (`DatasetsCacheDirectoryForTheModels`, an identifier)
 * hold lower-case runs of two letters or more. A random mixed-case body of 34 letters holds such a
 * lone letter with a chance of about 98%.
 *
 * @param head - the head as its shape writes it
 * @param body - the token after the head, as written
 */
export function recasedBodyIsRandom(head: string, body: string): boolean {
  if (gluedBodyIsRandom(head, body)) return true;
  // An upper-case body of letters and digits (an AWS key id's 16 after `Akia`, `aKIA`; issue #19 round 15).
  if (/^[A-Z0-9]{16,}$/.test(body) && /[0-9]/.test(body) && /[A-Z]/.test(body)) return true;
  return /^[A-Za-z]{16,}$/.test(body) && /[A-Z][a-z][A-Z]/.test(body);
}
