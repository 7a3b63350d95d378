/**
 * The keyword prefilter of secret redaction (after gitleaks' rule `keywords`,
 * config/gitleaks.toml): each pattern names lower-case literals one of which any match holds,
 * and a text is scanned only with the patterns whose keywords it holds. Finding which keywords
 * a text holds must cost less than the scans it saves: the text is read once, and at each place
 * only the keywords starting with the two characters there are compared.
 */

/** The keyword prefilter of a set of patterns. */
export interface KeywordIndex {
  /** Every keyword, lower case. */
  readonly keywords: readonly string[];
  /** The keywords `lowerText` (a lower-cased text) holds. */
  present(lowerText: string): ReadonlySet<string>;
}

/**
 * A pair of UTF-16 code units as one number: the first two characters of a keyword, and of
 * every place in a text where one may start.
 */
// Stryker disable next-line ArithmeticOperator: any deterministic key gives the same answers (a bucket only says "maybe", startsWith decides)
const pairKey = (first: number, second: number): number => first * 65536 + second;

/**
 * Builds the prefilter of `keywords`.
 *
 * The keywords are bucketed by their first two characters, and a text is read once: at each
 * place, only the keywords whose first two characters stand there are compared (issue #20: the
 * earlier search of every keyword in turn was, with 400 keywords, a third of the cost of
 * redacting a short field). Keywords of one character (or none) are searched for directly.
 *
 * @param keywords - lower-case literals (duplicates are ignored)
 * @returns the index. Never throws.
 */
export function createKeywordIndex(keywords: Iterable<string>): KeywordIndex {
  const list = [...new Set(keywords)];
  const short: string[] = [];
  const byPair = new Map<number, string[]>();
  for (const k of list) {
    const key = pairKey(k.charCodeAt(0), k.charCodeAt(1));
    const bucket = byPair.get(key);
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent when true or `<= 2` — a keyword searched for directly is found the same (speed only)
    if (k.length < 2) short.push(k);
    else if (bucket === undefined) byPair.set(key, [k]);
    else bucket.push(k);
  }
  return {
    keywords: list,
    present(lowerText) {
      const found = new Set<string>();
      for (const k of short) if (lowerText.includes(k)) found.add(k);
      // Stryker disable next-line EqualityOperator,ArithmeticOperator: equivalent — past the last pair, charCodeAt gives NaN, which no bucket is keyed by
      for (let i = 0; i + 1 < lowerText.length; i++) {
        const bucket = byPair.get(pairKey(lowerText.charCodeAt(i), lowerText.charCodeAt(i + 1)));
        if (bucket !== undefined) for (const k of bucket) if (lowerText.startsWith(k, i)) found.add(k);
      }
      return found;
    },
  };
}
