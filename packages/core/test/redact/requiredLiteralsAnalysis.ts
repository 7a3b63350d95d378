/**
 * Derives, from a pattern's syntax tree (@eslint-community/regexpp), literals that every match
 * must hold: a conjunction of sets, each set a list of strings one of which any text the pattern
 * matches in contains (after lower-casing, for a case-insensitive pattern). The analysis is
 * sound by construction (issue #20, the redaction prefilter of src/redact/literalFilter.ts):
 * - a literal character, a small class (up to {@link MAX_CLASS} characters, ASCII only under
 *   the `i` flag) and `\d` are exact: the match holds one of their strings at that place;
 * - adjacent exact elements concatenate (up to {@link MAX_EXACT} strings of at most
 *   {@link MAX_LENGTH} characters); assertions consume nothing and are stepped over;
 * - an element that may match nothing (a quantifier with minimum 0), a back-reference, a negated
 *   or large class, `.`, `\w`, `\s`, `\p{…}` end a concatenation and require nothing;
 * - an alternation requires the union of one set from each branch, or nothing when a branch
 *   requires nothing.
 * A case-insensitive pattern with the `u` or `v` flag (where `ſ` matches `s`) gets no sets.
 */
import { RegExpParser } from '@eslint-community/regexpp';
import type { Alternative, Element, Node } from '@eslint-community/regexpp/ast';

/** The most strings an exact element or a concatenation keeps. */
const MAX_EXACT = 48;
/** The longest string a concatenation builds. */
const MAX_LENGTH = 12;
/** The most characters a class may hold to be exact. */
const MAX_CLASS = 16;
/** The most strings a set holding a single character may have to be kept (`:` or `=`, not a hex digit). */
const MAX_SINGLES = 4;
/** The most sets kept for one pattern (the most selective first). */
const MAX_SETS = 4;

/** What a node requires: `exact` when it matches exactly one of a few strings, and the sets any match holds. */
interface Requirement {
  exact?: string[];
  sets: string[][];
}

const NONE: Requirement = { sets: [] };

/** Orders sets from the most selective: the longest shortest string, then the fewest strings. */
function bySelectivity(a: readonly string[], b: readonly string[]): number {
  const min = (s: readonly string[]): number => Math.min(...s.map((x) => x.length));
  return min(b) - min(a) || a.length - b.length;
}

/** The most selective set a requirement offers (its exact strings count as one), or undefined. */
function bestSet(r: Requirement): string[] | undefined {
  const all = [...r.sets, ...(r.exact !== undefined ? [r.exact] : [])].filter((s) => s.length > 0 && s.every((x) => x.length > 0));
  return all.sort(bySelectivity)[0];
}

/** Analyses one pattern. */
class Analyser {
  constructor(private readonly ignoreCase: boolean) {}

  /** A code point as the text is compared: lower case under `i`; undefined when case folding makes it unsafe. */
  private char(code: number): string | undefined {
    const c = String.fromCodePoint(code);
    if (!this.ignoreCase) return c;
    if (code > 0x7f) return c.toLowerCase() === c.toUpperCase() ? c : undefined;
    return c.toLowerCase();
  }

  private chars(codes: number[]): string[] | undefined {
    const out = new Set<string>();
    for (const code of codes) {
      const c = this.char(code);
      if (c === undefined) return undefined;
      out.add(c);
    }
    return [...out];
  }

  node(n: Node): Requirement {
    switch (n.type) {
      case 'Character': {
        const c = this.char(n.value);
        return c === undefined ? NONE : { exact: [c], sets: [] };
      }
      case 'CharacterSet': {
        if (n.kind === 'digit' && !n.negate) return { exact: '0123456789'.split(''), sets: [] };
        return NONE;
      }
      case 'CharacterClass': {
        if (n.negate || n.unicodeSets) return NONE;
        const codes: number[] = [];
        for (const e of n.elements) {
          if (e.type === 'Character') codes.push(e.value);
          else if (e.type === 'CharacterClassRange') {
            if (e.max.value - e.min.value >= MAX_CLASS) return NONE;
            for (let c = e.min.value; c <= e.max.value; c++) codes.push(c);
          } else if (e.type === 'CharacterSet' && e.kind === 'digit' && !e.negate) {
            for (let c = 0x30; c <= 0x39; c++) codes.push(c);
          } else return NONE;
          if (codes.length > MAX_CLASS) return NONE;
        }
        const exact = this.chars(codes);
        return exact === undefined || exact.length === 0 ? NONE : { exact, sets: [] };
      }
      case 'Quantifier': {
        if (n.min === 0) return NONE;
        const inner = this.node(n.element);
        if (inner.exact !== undefined && n.min === n.max && n.min <= 4) {
          let exact = [''];
          for (let i = 0; i < n.min; i++) exact = exact.flatMap((a) => (inner.exact as string[]).map((b) => a + b));
          if (exact.length <= MAX_EXACT) return { exact, sets: inner.sets };
        }
        return { sets: inner.exact !== undefined ? [...inner.sets, inner.exact] : inner.sets };
      }
      case 'Group':
        // A modifier group (`(?i:…)`) changes how its literals compare: nothing said.
        if (n.modifiers !== null && n.modifiers !== undefined) return NONE;
        return this.alternatives(n.alternatives);
      case 'CapturingGroup':
      case 'Pattern':
        return this.alternatives(n.alternatives);
      case 'Alternative':
        return this.sequence(n);
      default:
        // Assertions, back-references, `.`, `\w`, `\s`, `\p{…}`, classes of the `v` flag: nothing required.
        return NONE;
    }
  }

  private alternatives(alternatives: readonly Alternative[]): Requirement {
    const each = alternatives.map((a) => this.sequence(a));
    // One branch: its requirement as it is, every set of it.
    if (each.length === 1) return each[0] as Requirement;
    if (each.every((r) => r.exact !== undefined)) {
      const exact = [...new Set(each.flatMap((r) => r.exact as string[]))];
      if (exact.length <= MAX_EXACT) return { exact, sets: [] };
    }
    const union = new Set<string>();
    for (const r of each) {
      const set = bestSet(r);
      if (set === undefined) return NONE;
      for (const s of set) union.add(s);
    }
    return { sets: union.size > 0 && union.size <= MAX_EXACT * 2 ? [[...union]] : [] };
  }

  private sequence(a: Alternative): Requirement {
    const sets: string[][] = [];
    let current: string[] = [''];
    let whole = true;
    const flush = (): void => {
      if (current.some((s) => s !== '')) sets.push(current);
      current = [''];
    };
    for (const e of a.elements as Element[]) {
      if (e.type === 'Assertion') continue;
      const r = this.node(e);
      sets.push(...r.sets);
      if (r.exact === undefined) {
        whole = false;
        flush();
        continue;
      }
      const next: string[] = current.flatMap((x) => (r.exact as string[]).map((y) => x + y));
      if (next.length > MAX_EXACT || next.some((s) => s.length > MAX_LENGTH)) {
        whole = false;
        flush();
        current = r.exact;
      } else current = next;
    }
    if (whole) return { exact: current, sets };
    flush();
    return { sets };
  }
}

/**
 * The required literal sets of `pattern`, most selective first (at most {@link MAX_SETS}); an
 * empty list when nothing can be said.
 */
export function requiredLiterals(pattern: RegExp): string[][] {
  const ignoreCase = pattern.flags.includes('i');
  const unicode = pattern.flags.includes('u') || pattern.flags.includes('v');
  if (ignoreCase && unicode) return [];
  const ast = new RegExpParser({ ecmaVersion: 2025 }).parsePattern(pattern.source, 0, pattern.source.length, {
    unicode: pattern.flags.includes('u'),
    unicodeSets: pattern.flags.includes('v'),
  });
  const r = new Analyser(ignoreCase).node(ast);
  const all = [...r.sets, ...(r.exact !== undefined ? [r.exact] : [])]
    .filter((s) => s.length > 0 && s.every((x) => x.length > 0))
    // A set of many single characters (a hex digit, a letter) is in nearly every text: not worth asking.
    .filter((s) => s.length <= MAX_SINGLES || s.every((x) => x.length > 1))
    .map((s) => [...new Set(s)].sort());
  const unique = [...new Map(all.map((s) => [s.join('\u0000'), s])).values()];
  return unique.sort(bySelectivity).slice(0, MAX_SETS);
}
