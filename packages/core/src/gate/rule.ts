import type { GateCategory } from './categories.js';

/**
 * One detection rule of the instruction gate: a pattern and, where the pattern alone would
 * catch reported prose, a check on each match.
 */
export interface GateRule {
  /** Stable id for tests and debugging: `category/language/shape`. */
  readonly id: string;
  /** The category a match reports. */
  readonly category: GateCategory;
  /** A global (`g`) pattern; rules never rely on `lastIndex` between calls. */
  readonly pattern: RegExp;
  /** Optional check of one match; `false` discards it (negated, described, not a verb). */
  readonly accept?: (text: string, match: RegExpExecArray) => boolean;
}

/** Defines a rule; a tiny helper so rule files read as tables. */
export function rule(
  category: GateCategory,
  id: string,
  pattern: RegExp,
  accept?: (text: string, match: RegExpExecArray) => boolean,
): GateRule {
  return accept ? { id: `${category}/${id}`, category, pattern, accept } : { id: `${category}/${id}`, category, pattern };
}

/** Returns the first accepted match of `r` in `text`, or null. Never throws. */
export function firstMatch(r: GateRule, text: string): RegExpExecArray | null {
  const { pattern } = r;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    if (m[0] === '') pattern.lastIndex++;
    if (!r.accept || r.accept(text, m)) {
      pattern.lastIndex = 0;
      return m;
    }
  }
  pattern.lastIndex = 0;
  return null;
}

/** The named group `name` of `m`, or ''. */
export function group(m: RegExpExecArray, name: string): string {
  return m.groups?.[name] ?? '';
}
