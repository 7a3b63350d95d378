/**
 * Pieces shared by the credential shapes of ./vendorPatterns.ts and ./contextPatterns.ts: the
 * pattern type, the boundaries and the helpers that build the expressions.
 */

/** One named credential shape. */
export interface SecretPattern {
  /** The typed name used in the marker `[REDACTED:<kind>]`, e.g. `github-token`. */
  readonly kind: string;
  /**
   * Public source of the shape: gitleaks rule ids (`gitleaks:<id>`, from gitleaks' default
   * configuration, config/gitleaks.toml), an RFC or vendor documentation.
   */
  readonly source: string;
  /** The shape; flags `g` and `d`; optional named group `secret` marks the part to replace. */
  readonly pattern: RegExp;
  /** One line for humans: what the shape is. */
  readonly description: string;
  /**
   * Lower-case literals one of which any match holds (after lower-casing), as gitleaks' rule
   * `keywords`: a text holding none of them is not scanned with this pattern, which keeps a
   * table of a few hundred shapes linear and cheap. Absent: always scanned.
   */
  readonly keywords?: readonly string[];
  /**
   * Values that match the shape but are not secrets (placeholders, references). Each
   * expression is tested, without flags `g`/`y`, against the text that would be replaced.
   */
  readonly allowlist?: readonly RegExp[];
  /** Closing punctuation (`,.)]}>:`) at the end of the replaced text stays: a bare value ends a sentence or a bracket. */
  readonly trimEnd?: true;
  /**
   * A check a regular expression cannot make cheaply (letter case under the `i` flag, what
   * stands before the match), run on each match before it counts: false drops the match.
   */
  readonly verify?: (scanned: string, match: RegExpMatchArray) => boolean;
  /**
   * For a shape whose match holds several values at places a regular expression cannot pair
   * with their name (the cells of a table's column under its header): the `[from, to)` ranges
   * of `scanned` to replace, in place of the match or its `secret` group. The allowlist still
   * applies to each.
   */
  readonly cells?: (scanned: string, match: RegExpMatchArray) => Iterable<readonly [number, number]>;
  /**
   * The shape starts with a fixed vendor prefix (`ghp_`, `AKIA`, `eyJ`): a token of it hard-wrapped
   * over two lines, or written in space-separated chunks, is still found (see `redactSecrets`).
   * Shapes found by a label or by their length alone are not joined.
   */
  readonly prefixed?: true;
}

/** Builds a scanning expression with the flags every pattern carries. */
export function scan(source: string, extraFlags = ''): RegExp {
  return new RegExp(source, `gd${extraFlags}`);
}

/** Letters/digits must not come right before a prefixed token (`task-ant-…`, `desk-proj-…`). */
export const START = '(?<![A-Za-z0-9])';

/** A token of base62 characters ends before the next one. */
export const END_ALNUM = '(?![A-Za-z0-9])';

/** What a fixed-length key's body is made of, for {@link fixedKeyIsGlued}'s randomness check. */
export type FixedBodyClass = 'upper' | 'mixed' | 'hex';

/**
 * The expression of a key of a fixed length (issue #19 round 15, F14): its `head` (a vendor
 * prefix, as written), its `body` (named group `body`, the exact length the vendor documents),
 * then its usual `end`, or a lower-case word of 1 to 24 letters run into it and ending at a
 * boundary (`AIza…isrotated`, `x<key>y`): the length is fixed, so the word is cut off. For a
 * body of hex digits the word holds a letter past `f` (a longer hex run is no such word). No
 * boundary is asked for before the head: {@link fixedKeyIsGlued} checks what stands there, in
 * code (a look-behind at every position of the text would cost up to 32 steps each).
 * gitleaks' rules start and end on `\b` and miss both glues.
 */
export function fixedKey(head: string, body: string, end: string, bodyClass: FixedBodyClass): string {
  const word = bodyClass === 'hex' ? '[a-f]{0,23}[g-z][a-z]{0,23}' : '[a-z]{1,24}';
  return `${head}(?<body>${body})(?:${end}|(?=${word}(?![A-Za-z0-9_-])))`;
}

/** Most letters of a word glued before a fixed-length key (`key`, `accesskey`, `x`). */
const MAX_WORD_BEFORE = 32;

/**
 * The check of a {@link fixedKey} match (its `verify`): with nothing glued (no letter or digit
 * before it, no letter after it) it counts; glued before, only to a word of 1 to
 * {@link MAX_WORD_BEFORE} letters that stands after no digit or `_` (an identifier or a run of
 * base64 holding the head by chance: `blob7AKIA…`) and, when the head
 * starts with a capital, does not end with one (`TASKdeadbeef…`, `MALAKIA…` are one upper-case
 * name) unless that word is one capital and nothing is glued after the key (`XAKIA…` ending where
 * the vendor's fixed length ends: one stray letter, no name; issue #19 round 16); glued on either side, only when its body reads as random: a digit and a letter, both
 * cases for a mixed-case body (`AKIAPOSTGRESQLREPLICAconfig` is an identifier).
 */
export function fixedKeyIsGlued(bodyClass: FixedBodyClass): (scanned: string, match: RegExpMatchArray) => boolean {
  return (scanned, match) => {
    const start = match.index as number;
    let from = start;
    while (from > 0 && start - from <= MAX_WORD_BEFORE && /[A-Za-z]/.test(scanned.charAt(from - 1))) from--;
    const after = /[a-z]/.test(scanned.charAt(start + match[0].length));
    if (from === start) {
      // A digit right before is no boundary (START's rule); anything else is.
      if (/[0-9]/.test(scanned.charAt(start - 1))) return false;
      if (!after) return true;
    } else if (/[0-9_]/.test(scanned.charAt(from - 1)) || start - from > MAX_WORD_BEFORE) return false;
    // A word of one capital is no upper-case name: the key stands when nothing is glued after it (round 16).
    else if (/[A-Z]/.test(scanned.charAt(start - 1)) && /^[A-Z]/.test(match[0]) && (start - from > 1 || after)) return false;
    return bodyIsRandom(groupText(match, 'body'), bodyClass);
  };
}

/**
 * True when a fixed-length body reads as random: a letter and a digit (an upper-case or hex
 * body); a mixed-case body holds both cases and a digit, or one lower-case letter alone between
 * capitals (a Hugging Face token is 34 letters; words run together hold lower-case runs).
 */
function bodyIsRandom(body: string, bodyClass: FixedBodyClass): boolean {
  if (bodyClass !== 'mixed') return /[0-9]/.test(body) && /[A-Za-z]/.test(body);
  return /[a-z]/.test(body) && /[A-Z]/.test(body) && /[0-9]|[A-Z][a-z][A-Z]/.test(body);
}

/** A token of base64url characters ends before the next one. */
export const END_URL64 = '(?![A-Za-z0-9_-])';

/**
 * Where a value assigned in code or configuration ends: a blank, a quote, a separator, a
 * closing bracket, an escaped line break (`\n` inside a JSON string) or the end of the text
 * (gitleaks' value terminator, config/gitleaks.toml).
 */
export const VALUE_END = '(?=[\\s"\'`;,)\\]}>]|\\\\[nrt]|$)';

/** JSON escapes a quote once per level of nesting: `"`, `\"`, `\\\"`. */
export const ESCAPES = '\\\\{0,3}';

/** After a name: an optional closing quote (maybe escaped) and `]` (`ENV['X']`). */
export const NAME_CLOSE = `(?:${ESCAPES}["'\`])?\\]?`;

/**
 * An assignment operator with optional blanks: `=`, `:`, `:=`, `=>`, `?=`, and the assignments that
 * keep a value already set: Ruby's and JavaScript's `||=`, `&&=`, JavaScript's and PHP's `??=`
 * (`ENV['TOKEN'] ||= '…'`; session 55) (not `==`, `::`).
 */
export const ASSIGN = '[ \\t]{0,16}(?::=|=>|\\?=|=(?!=)|:(?!:)|\\|\\|=|&&=|\\?\\?=)[ \\t]{0,16}';

/** Not an existing marker: keeps redaction idempotent. */
export const NOT_MARKER = '(?!\\[REDACTED:)';

/**
 * gitleaks' keyed shape (scan it with the `i` flag): a name holding the vendor's word (`DATADOG_API_KEY`,
 * `algoliaAdminKey`, `"mailgun.key"`), an assignment, an optional quote, and a value of the
 * vendor's documented form, which alone is replaced. The name runs on for at most 40 word
 * characters after the vendor's word and holds no blank, so prose is not a name.
 *
 * @param vendor - the vendor's word as written in names (lower case; the `i` flag matches any case)
 * @param value - the value's expression (no capturing groups)
 */
export function keyed(vendor: string, value: string): string {
  return `${vendor.replace(/\./g, '\\.')}[\\w.-]{0,40}${NAME_CLOSE}${ASSIGN}(?:${ESCAPES}["'\`])?${NOT_MARKER}(?<secret>${value})${VALUE_END}`;
}

/**
 * The text of the named group `name` of `match`, or `''` when the group took no part in the match.
 * Every pattern that asks has named groups (its `verify` reads one), so `groups` is always set.
 */
export function groupText(match: RegExpMatchArray, name: string): string {
  // Stryker disable next-line OptionalChaining: equivalent — every pattern that asks has named groups, so `groups` is always set
  return match.groups?.[name] ?? '';
}

/** A UUID as vendors print it (lower or upper hex, 8-4-4-4-12). */
export const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/**
 * A token whose body is a mask, not a value: after a prefix of at most 16 characters, eight or
 * more of one mask character — `x`, `X`, `*`, `•` or `0` (`ghp_xxxxxxxx…`, `sk_live_0000…`,
 * `AKIA****…`). Documentation writes these; they stand for a token (gitleaks' global allowlist
 * keeps such examples too). Any other repeated character (`ghp_aaaa…`) is treated as a value.
 */
export const MASKED_BODY: readonly RegExp[] = [/^.{0,16}?([xX*•0])\1{7,}$/];

/**
 * True when `value` reads as a generated key rather than a name, a path or an identifier: 16 or
 * more characters holding a digit, a lower-case and an upper-case letter, whose letters and
 * digits change class (lower, upper, digit) at half their steps or more, or at 40% with three
 * digits or more. Random base62 changes class at about 62% of its steps (this keeps 84% of
 * random 16-character keys, 96% of 32-character ones); a camelCase identifier
 * (`ArrowUpKeyHandler2`, `node-modules-Linux-x64-v18`) at 40% or less. A path
 * (`uploads/2024/Photo1`: a segment of four lower-case letters or more between slashes) is not
 * generated.
 *
 * @param value - the value as written
 * @param shortest - fewest characters a generated value has: 16 (a whole key); a piece of a key
 *   split by blanks is read from 8 (./blankSplitValues.ts)
 */
export function looksGenerated(value: string, shortest = 16): boolean {
  if (value.length < shortest || !/[0-9]/.test(value) || !/[a-z]/.test(value) || !/[A-Z]/.test(value)) return false;
  if (/(?:^|\/)[a-z]{4,}\//.test(value)) return false;
  const classes = value
    .replace(/[^A-Za-z0-9]/g, '')
    .replace(/[a-z]/g, 'l')
    .replace(/[A-Z]/g, 'u')
    .replace(/[0-9]/g, 'd');
  let changes = 0;
  for (let i = 1; i < classes.length; i++) if (classes[i] !== classes[i - 1]) changes++;
  const ratio = changes / (classes.length - 1);
  return ratio >= 0.5 || (ratio >= 0.4 && (value.match(/[0-9]/g) as RegExpMatchArray).length >= 3);
}
