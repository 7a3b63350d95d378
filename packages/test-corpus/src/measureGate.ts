/**
 * Measures the instruction gate on a set of cases through a corpus target's write path, and
 * reports aggregate figures only: flagged/total for the cases that must be flagged and for those
 * that must be kept, per language and per category. Used for the blind ("unseen") sets, whose
 * case texts and ids are never printed (issue #18: a blind set is never tuned against).
 */
import type { MemoryKind } from './cases/index.js';
import type { CorpusTarget } from './runner.js';

/** One case to measure: what it expects, how it is labelled, and the request fields it carries. */
export interface GateMeasureCase {
  expect: 'flag' | 'keep';
  category: string;
  language: string;
  kind?: MemoryKind;
  text: string;
  title?: string;
  summary?: string;
  tags?: string[];
  tripwires?: string[];
  filesEdited?: string[];
}

/** flagged/total for one group. */
export interface Tally {
  flagged: number;
  total: number;
  /** Writes the target refused with an error (counted in total, not in flagged). */
  errors: number;
}

/** The aggregate figures of one measurement. */
export interface GateMeasurement {
  flag: Tally;
  keep: Tally;
  /** `flag:<language>` / `keep:<language>` → tally. */
  byLanguage: Record<string, Tally>;
  /** `flag:<category>` / `keep:<category>` → tally. */
  byCategory: Record<string, Tally>;
}

const REQUEST_FIELDS = ['kind', 'text', 'title', 'summary', 'tags', 'tripwires', 'filesEdited'] as const;

/** The request fields of a case (a case may carry labels such as an id or a note: never sent). */
function requestOf(c: GateMeasureCase): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of REQUEST_FIELDS) if (c[f] !== undefined) out[f] = c[f];
  return out;
}

const empty = (): Tally => ({ flagged: 0, total: 0, errors: 0 });

function count(map: Record<string, Tally>, key: string, flagged: boolean, error: boolean): void {
  map[key] ??= empty();
  const t = map[key] as Tally;
  t.total++;
  if (flagged) t.flagged++;
  if (error) t.errors++;
}

/**
 * Writes every case once as origin `agent` on one fresh target (each case under its own session
 * so no two are sightings of each other) and counts which came back flagged `instruction`.
 *
 * @param factory - a corpus target factory (the core target for the gate's figure)
 * @param cases - the cases; their texts are written, never returned or printed
 */
export async function measureGate(factory: () => CorpusTarget, cases: readonly GateMeasureCase[]): Promise<GateMeasurement> {
  const m: GateMeasurement = { flag: empty(), keep: empty(), byLanguage: {}, byCategory: {} };
  const target = factory();
  await target.setup();
  try {
    let n = 0;
    for (const c of cases) {
      n++;
      const { expect, category, language } = c;
      const outcome = await target.memorize({ ...requestOf(c), origin: 'agent', session: `measure-${n}` });
      const flagged = outcome.ok && outcome.flags.includes('instruction');
      const error = !outcome.ok;
      const t = m[expect];
      t.total++;
      if (flagged) t.flagged++;
      if (error) t.errors++;
      count(m.byLanguage, `${expect}:${language}`, flagged, error);
      count(m.byCategory, `${expect}:${category}`, flagged, error);
    }
  } finally {
    await target.teardown();
  }
  return m;
}

const pct = (t: Tally): string => (t.total === 0 ? '-' : `${((100 * t.flagged) / t.total).toFixed(1)}%`);
const fmt = (t: Tally): string => `${t.flagged}/${t.total} (${pct(t)})${t.errors > 0 ? `, ${t.errors} refused` : ''}`;

/** The figures as lines: totals first, then per language and per category. */
export function measurementLines(name: string, m: GateMeasurement, detail = true): string[] {
  const lines = [`${name}: must flag ${fmt(m.flag)} flagged; must keep ${fmt(m.keep)} flagged`];
  if (!detail) return lines;
  for (const [label, map] of [
    ['language', m.byLanguage],
    ['category', m.byCategory],
  ] as const) {
    for (const key of Object.keys(map).sort()) lines.push(`  ${label} ${key}: ${fmt(map[key] as Tally)}`);
  }
  return lines;
}
