/**
 * The literal prefilter of secret redaction (issue #20): before a pattern reads a text, the text
 * is asked whether it holds the literals every match of that pattern holds (./literalTable.ts,
 * derived from each pattern's syntax tree by test/redact/requiredLiteralsAnalysis.ts). A pattern
 * whose literals are absent cannot match, so it is neither run nor, in a new process, compiled:
 * a label's keyword in prose (`the auth handler`) no longer runs every label pattern when the
 * text holds none of the separators they need. The keywords (./keywords.ts) choose the
 * candidates; this check only drops candidates that cannot match.
 */
import { LITERAL_TABLE } from './literalTable.js';
import { SECRET_PATTERNS } from './patterns.js';

/** A text being scanned, with a memo of the literals asked about (patterns share their label sets). */
export interface LiteralProbe {
  /** True when the text holds `literal` (compared with the lower-cased text when `ignoreCase`). */
  holds(literal: string, ignoreCase: boolean): boolean;
}

/**
 * The probe of `raw`, whose lower-cased form `lower` the caller has already made.
 *
 * @param raw - the text a pattern will read
 * @param lower - `raw.toLowerCase()`
 * @returns the probe. Never throws.
 */
export function createLiteralProbe(raw: string, lower: string): LiteralProbe {
  const memo = new Map<string, boolean>();
  return {
    holds(literal, ignoreCase) {
      const key = `${ignoreCase ? 'i' : 'c'}${literal}`;
      let held = memo.get(key);
      // Stryker disable next-line ConditionalExpression: equivalent when true — asking the text again gives the same answer (speed only)
      if (held === undefined) {
        held = (ignoreCase ? lower : raw).includes(literal);
        memo.set(key, held);
      }
      return held;
    },
  };
}

/** One row of ./literalTable.ts: the pattern's source length when the row was made, and its sets. */
export type LiteralRow = readonly [sourceLength: number, sets: readonly (readonly string[])[]];

/**
 * The sets of each of `patterns` from `table` (by index), or undefined (no filtering) for a
 * pattern the table has no row for or whose row was made for another version of it (the recorded
 * source length differs): a stale row is never trusted, and test/redact/literalFilter.test.ts
 * fails until the table is regenerated.
 *
 * @param table - rows by pattern index (./literalTable.ts)
 * @param patterns - the patterns the rows describe
 * @returns one entry per pattern. Never throws.
 */
export function literalSets(
  table: readonly LiteralRow[],
  patterns: readonly { readonly pattern: RegExp }[],
): readonly (readonly (readonly string[])[] | undefined)[] {
  return patterns.map((p, rank) => {
    const row = table[rank];
    return row !== undefined && row[0] === p.pattern.source.length ? row[1] : undefined;
  });
}

/** The sets of every pattern of {@link SECRET_PATTERNS}. */
const SETS = literalSets(LITERAL_TABLE, SECRET_PATTERNS);

/** Whether each pattern compares its literals case-insensitively. */
const IGNORE_CASE: readonly boolean[] = SECRET_PATTERNS.map((p) => p.pattern.flags.includes('i'));

/**
 * False when the text behind `probe` lacks every literal of one of the pattern's required sets,
 * so the pattern (its index in {@link SECRET_PATTERNS}) cannot match it; true otherwise.
 *
 * @param rank - an index into {@link SECRET_PATTERNS}
 * @param probe - the text asked about ({@link createLiteralProbe})
 * @returns whether the pattern may match. Never throws.
 */
export function mayMatchLiterals(rank: number, probe: LiteralProbe): boolean {
  const sets = SETS[rank];
  if (sets === undefined) return true;
  const ignoreCase = IGNORE_CASE[rank] === true;
  return sets.every((set) => set.some((literal) => probe.holds(literal, ignoreCase)));
}

/**
 * The first literal set of a pattern (its index in {@link SECRET_PATTERNS}), as the pattern writes
 * it: for a prefixed shape, its possible heads (`xoxa-` … `xoxs-`, `AIza`, `SG.`); undefined
 * when the table has no current row for it.
 *
 * @param rank - an index into {@link SECRET_PATTERNS}
 */
export function leadingLiterals(rank: number): readonly string[] | undefined {
  return SETS[rank]?.[0];
}
