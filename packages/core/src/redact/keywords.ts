/**
 * The keyword prefilter of secret redaction (after gitleaks' rule `keywords`,
 * config/gitleaks.toml): each pattern names lower-case literals one of which any match holds,
 * and a text is scanned only with the patterns whose keywords it holds. Finding which keywords
 * a text holds must cost less than the scans it saves: a table of the character triples present
 * rules most keywords out in one pass, and only the rest are searched for.
 */

/** The keywords of a set of patterns, and the character triples each needs. */
export interface KeywordIndex {
  /** Every keyword, lower case. */
  readonly keywords: readonly string[];
  /** The keywords `lowerText` (a lower-cased text) holds. */
  present(lowerText: string): ReadonlySet<string>;
}

/** Texts shorter than this are searched keyword by keyword: building the triple table costs more. */
const SHORT_TEXT = 512;

/**
 * The slot of a character triple in the triple table: a hash of the three code units, 16 bits.
 * Any deterministic slot gives the same answers (the table only says "maybe", `includes`
 * decides), so mutants of the hash are equivalent.
 */
// Stryker disable next-line ArithmeticOperator,ArrowFunction: any deterministic slot gives the same answers
const tripleOf = (a: number, b: number, c: number): number => (((a * 31 + b) * 31 + c) * 2654435761) >>> 16;

/**
 * Builds the prefilter of `keywords`.
 *
 * @param keywords - lower-case literals (duplicates are ignored)
 * @returns the index. Never throws.
 */
export function createKeywordIndex(keywords: Iterable<string>): KeywordIndex {
  const list = [...new Set(keywords)];
  const triples = list.map((k) => {
    const out: number[] = [];
    // Stryker disable next-line ConditionalExpression: equivalent when false — a keyword with no triples is always "maybe", and includes() decides
    for (let i = 0; i + 2 < k.length; i++) out.push(tripleOf(k.charCodeAt(i), k.charCodeAt(i + 1), k.charCodeAt(i + 2)));
    return out;
  });
  const table = new Uint8Array(65536);
  return {
    keywords: list,
    present(lowerText) {
      const found = new Set<string>();
      // Both ways give the same answers; the limit only picks the faster one.
      // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement: either path answers the same (speed only)
      if (lowerText.length < SHORT_TEXT) {
        for (const k of list) if (lowerText.includes(k)) found.add(k);
        return found;
      }
      // A stale or extra slot only says "maybe" more often; includes() below decides.
      // Stryker disable next-line all: a table that says "maybe" more often answers the same
      table.fill(0);
      // Stryker disable next-line EqualityOperator,ArithmeticOperator: an extra triple past the end only marks one more slot "maybe"
      for (let i = 0; i + 2 < lowerText.length; i++) {
        table[tripleOf(lowerText.charCodeAt(i), lowerText.charCodeAt(i + 1), lowerText.charCodeAt(i + 2))] = 1;
      }
      list.forEach((k, n) => {
        // Hashed triples may collide: the table can only say "maybe", so includes() decides.
        // Stryker disable next-line MethodExpression,ConditionalExpression: a table that says "maybe" more often answers the same
        const maybe = (triples[n] as number[]).every((t) => table[t] === 1);
        if (maybe && lowerText.includes(k)) found.add(k);
      });
      return found;
    },
  };
}
