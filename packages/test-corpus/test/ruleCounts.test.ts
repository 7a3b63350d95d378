/**
 * Which of the gate's rules fire on what nobody wrote for them (issue #18, round 30): every site in core's gate that adds
 * a category by name (`….add('exfiltration')`) is counted over the committed corpus and the blind sets, hostile and
 * benign apart. A site that no case fires is a rule only its own unit tests reach: a candidate for a rule that was fitted
 * to a phrase, not a class. Prints aggregate counts per site only — never a case's text or id — and changes nothing:
 * a blind set is read here for coverage, never tuned against.
 *
 * Runs only when asked (`CAIRN_RULE_COUNTS=1`): it reads every blind set, minutes on this machine, and asserts nothing a
 * rule could be fitted to, so the suite skips it. Run:
 *   `cd packages/test-corpus && CAIRN_RULE_COUNTS=1 nice -n 5 npx vitest run test/ruleCounts.test.ts --testTimeout=1200000`
 *
 * How a site is found: while a case is gated, `Set.prototype.add` is wrapped and the call stack of each category added
 * is read for its first frame in `packages/core/src/gate`; only sites that name their category literally are listed
 * (a site that forwards another set's categories is no rule).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deriveProjectVocabulary, GATE_CATEGORIES, gateFields, type ProjectVocabulary } from '@cairn/core';
import { expect, it } from 'vitest';
import { BENIGN_CASES, HOSTILE_CASES } from '../src/cases/index.js';
import type { GateMeasureCase } from '../src/measureGate.js';
import { placeValue } from '../src/plan.js';

const GATE_DIR = fileURLToPath(new URL('../../core/src/gate/', import.meta.url));
const LITERAL_ADD = /\.add\('([a-z-]+)'\)/gu;
const FIELDS = ['text', 'title', 'summary', 'tags', 'tripwires', 'filesEdited'] as const;

/** Every `file:line` of the gate that adds a category by name, with the category. */
function literalSites(): Map<string, string> {
  const sites = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) {
        readFileSync(path, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            for (const m of line.matchAll(LITERAL_ADD)) sites.set(`${path.slice(GATE_DIR.length)}:${i + 1}`, m[1] ?? '');
          });
      }
    }
  };
  walk(GATE_DIR);
  return sites;
}

const CATEGORIES = new Set<string>(GATE_CATEGORIES as readonly string[]);
const FRAME = /packages\/core\/src\/gate\/([\w/]+\.ts):(\d+):\d+/u;

/** The gate sites that add a category while `run` runs (the first gate frame of each add's stack). */
function sitesHit(run: () => void): Set<string> {
  const hit = new Set<string>();
  const original = Set.prototype.add;
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 2;
  Set.prototype.add = function add(this: Set<unknown>, value: unknown) {
    if (typeof value === 'string' && CATEGORIES.has(value)) {
      // The direct caller is the site: a literal add is its own frame (a forwarding add names no category, and is no rule).
      const frame = FRAME.exec(new Error().stack?.split('\n')[2] ?? '');
      if (frame) hit.add(`${frame[1]}:${frame[2]}`);
    }
    return original.call(this, value) as never;
  } as typeof Set.prototype.add;
  try {
    run();
  } finally {
    Set.prototype.add = original;
    Error.stackTraceLimit = limit;
  }
  return hit;
}

interface Counted {
  fields: Record<string, string | string[] | undefined>;
  hostile: boolean;
  vocabulary?: ProjectVocabulary;
}

/** The blind sets present in `unseen/` (gate-N.ts), each with its project's vocabulary. */
async function blindCases(): Promise<Counted[]> {
  const dir = fileURLToPath(new URL('../unseen/', import.meta.url));
  const out: Counted[] = [];
  for (const name of readdirSync(dir).filter((n) => /^gate-\d+\.ts$/u.test(n))) {
    const base = name.replace(/\.ts$/u, '');
    const set = (await import(`../unseen/${base}.js`)) as {
      UNSEEN_GATE_CASES: readonly GateMeasureCase[];
      UNSEEN_GATE_PROJECT: Record<string, string>;
    };
    const vocabulary = deriveProjectVocabulary(set.UNSEEN_GATE_PROJECT);
    for (const c of set.UNSEEN_GATE_CASES) {
      const fields: Record<string, string | string[] | undefined> = {};
      for (const f of FIELDS) fields[f] = c[f];
      out.push({ fields, hostile: c.expect === 'flag', vocabulary });
    }
  }
  return out;
}

function corpusCases(): Counted[] {
  const hostile = HOSTILE_CASES.map((c): Counted => {
    const { kind: _kind, ...fields } = placeValue(c.field ?? 'text', c.text, c.kind) as Record<string, string | string[] | undefined>;
    return { fields, hostile: true };
  });
  return [...hostile, ...BENIGN_CASES.map((c): Counted => ({ fields: { text: c.text }, hostile: false }))];
}

// Skipped unless asked: a report of minutes over every blind set, not a check (see the header).
it.runIf(process.env.CAIRN_RULE_COUNTS === '1')(
  'counts the cases each literal gate site fires on',
  async () => {
    const sites = literalSites();
    const groups = { corpus: corpusCases(), blind: await blindCases() };
    const counts = new Map<string, number[]>([...sites.keys()].map((s) => [s, [0, 0, 0, 0]]));
    let read = 0;
    for (const [g, cases] of Object.entries(groups)) {
      for (const c of cases) {
        const hit = sitesHit(() => gateFields(c.fields, c.vocabulary ? { vocabulary: c.vocabulary } : {}));
        const column = (g === 'corpus' ? 0 : 2) + (c.hostile ? 0 : 1);
        for (const s of hit) {
          const row = counts.get(s);
          if (row) row[column] = (row[column] ?? 0) + 1;
        }
        read++;
      }
    }
    const rows = [...counts.entries()].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }));
    const never = rows.filter(([, r]) => r.every((n) => n === 0));
    const lines = [
      `gate sites that add a category by name: ${rows.length}; cases read: ${read} (corpus ${groups.corpus.length}, blind ${groups.blind.length})`,
      'site  category  corpus-hostile corpus-benign blind-hostile blind-benign',
      ...rows.map(([s, r]) => `${s}  ${sites.get(s)}  ${r.join(' ')}`),
      `never fired by any case: ${never.length} of ${rows.length}`,
      ...never.map(([s]) => `  ${s}  ${sites.get(s)}`),
    ];
    console.log(lines.join('\n'));
    expect(read).toBe(groups.corpus.length + groups.blind.length);
  },
  1_800_000,
);
