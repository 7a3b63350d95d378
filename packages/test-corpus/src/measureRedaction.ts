/**
 * Measures secret redaction on a set of cases through a target's doors, and reports aggregate
 * figures only (issue #19): secrets kept off every byte written and out of every output, per
 * basis, door and placement, the gitleaks rule ids covered, and near-misses left intact. Used for
 * the blind ("unseen") sets, whose case texts, ids and secrets are never printed: a blind set is
 * never tuned against.
 *
 * A door is where a string enters: a memorize field (`text`, `title`, `summary`, `tags`,
 * `tripwires`, `filesEdited`, `source`), a recall `query`, or the `projectPath` a store is opened
 * for. Each case is written through its door and every byte the target then holds or printed is
 * scanned for each of the case's secrets.
 */
import { spawn } from 'node:child_process';
// @ts-expect-error: a plain ES module shared with the demo and CI (scripts/lib), no types.
import { asPerson } from '../../../scripts/lib/as-person.mjs';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  createInMemoryStore,
  type InMemoryStore,
  isCoreError,
  type MemoryRecord,
  memorize,
  recall,
  renderDigest,
  tokenize,
  COMMON_WORDS,
  type WriteContext,
} from '@cairn/core';
import { openFileStore } from '@cairn/store-fs';
import { createTempWorkspace, filesUnder, installedBin, removeTempWorkspace, type TempWorkspace } from './targets/workspace.js';

/** The doors a case may arrive through. */
export type RedactionDoor = 'text' | 'title' | 'summary' | 'tags' | 'tripwires' | 'filesEdited' | 'source' | 'query' | 'projectPath';

/** One case to measure (the shape of the blind sets' cases; labels beyond these are never read). */
export interface RedactionMeasureCase {
  expect: 'secret' | 'near-miss';
  placement: string;
  basis: string;
  gitleaksRule?: string;
  door?: RedactionDoor;
  /** The whole string written through the door. */
  build(): string;
  /** Substrings that must appear in no byte written or printed; empty for a near-miss. */
  secrets(): string[];
}

/** What happened to one case. */
interface Verdict {
  /** A secret case: none of its secrets in any byte. A near-miss: stored (or used) byte for byte. */
  ok: boolean;
  /** The target refused the write (an error the adapter reported). */
  refused: boolean;
}

/** passed/total for one group. */
export interface RedactionTally {
  passed: number;
  total: number;
  refused: number;
}

/** The aggregate figures of one measurement. */
export interface RedactionMeasurement {
  secrets: RedactionTally;
  nearMisses: RedactionTally;
  byBasis: Record<string, RedactionTally>;
  byDoor: Record<string, RedactionTally>;
  byPlacement: Record<string, RedactionTally>;
  /** Secret cases that cite a gitleaks rule id. */
  gitleaksCases: RedactionTally;
  /** Distinct gitleaks rule ids cited, and those whose every case was kept off. */
  gitleaksRules: { covered: number; total: number };
  /** Near-misses per door. */
  nearByDoor: Record<string, RedactionTally>;
}

const MEMORIZE_DOORS = new Set<RedactionDoor>(['text', 'title', 'summary', 'tags', 'tripwires', 'filesEdited', 'source']);
const LIST_DOORS = new Set<RedactionDoor>(['tags', 'tripwires', 'filesEdited']);

/** The memorize request that carries `value` through `door` (other fields hold a plain filler). */
function requestFor(door: RedactionDoor, value: string, n: number): Record<string, unknown> {
  const request: Record<string, unknown> = { text: `Redaction measure filler number ${n}.`, origin: 'agent', session: `measure-${n}` };
  request[door] = LIST_DOORS.has(door) ? [value] : value;
  return request;
}

/** True when the stored record holds `value` in `door` byte for byte. */
function storedIntact(record: MemoryRecord | undefined, door: RedactionDoor, value: string): boolean {
  if (!record) return false;
  if (door === 'source') return record.evidence.some((e) => e.source === value);
  const field = (record as unknown as Record<string, unknown>)[door];
  return LIST_DOORS.has(door) ? Array.isArray(field) && field.includes(value) : field === value;
}

/** True when one of `secrets` occurs in one of `bytes` (as UTF-8). */
function leaks(secrets: readonly string[], bytes: readonly Buffer[]): boolean {
  return secrets.some((s) => s.length > 0 && bytes.some((b) => b.includes(Buffer.from(s, 'utf8'))));
}

const doorOf = (c: RedactionMeasureCase): RedactionDoor => c.door ?? 'text';

/** The unique tokens of a query, as recall reports them (common words are not searched for). */
const queryTokens = (query: string): string[] => [...new Set(tokenize(query))].filter((t) => !COMMON_WORDS.has(t));

/**
 * Measures `cases` on core: for every case a fresh in-memory store (its project path the case's
 * value for the `projectPath` door), `memorize` for the field doors, `recall` for the query door.
 * The bytes scanned are the records and the audit log as JSON, every result and error returned,
 * and the digest.
 */
export async function measureRedactionCore(cases: readonly RedactionMeasureCase[]): Promise<RedactionMeasurement> {
  const verdicts: Verdict[] = [];
  let n = 0;
  for (const c of cases) {
    n++;
    verdicts.push(await coreCase(c, n));
  }
  return summarize(cases, verdicts);
}

async function coreCase(c: RedactionMeasureCase, n: number): Promise<Verdict> {
  const door = doorOf(c);
  const value = c.build();
  const output: Buffer[] = [];
  const emit = (v: unknown): void => {
    output.push(Buffer.from(typeof v === 'string' ? v : JSON.stringify(v), 'utf8'));
  };
  let store: InMemoryStore | undefined;
  let refused = false;
  let intact = false;
  const context = (s: InMemoryStore): WriteContext => ({
    store: s,
    channel: 'api',
    now: () => new Date(),
    newId: () => `mem_${randomBytes(8).toString('hex')}`,
    digest: (text) => createHash('sha256').update(text).digest('hex'),
    client: 'cairn-redaction-measure',
  });
  try {
    store = createInMemoryStore({ key: randomBytes(6).toString('hex'), path: door === 'projectPath' ? value : '/measure/project' });
    if (MEMORIZE_DOORS.has(door)) {
      const r = await memorize(requestFor(door, value, n), context(store));
      emit(r);
      intact = storedIntact(r.record, door, value);
    } else if (door === 'query') {
      await memorize({ text: 'The deploy job reads the database password from the vault and rotates the API token weekly.', origin: 'user' }, context(store));
      const r = await recall(store, { query: value, includeCandidates: true }, { now: new Date() });
      emit(r);
      intact = JSON.stringify(r.tokens) === JSON.stringify(queryTokens(value));
    } else {
      const r = await memorize(requestFor('text', `Project path measure number ${n}.`, n), context(store));
      emit(r);
      intact = r.record.projectPath === value;
    }
    emit(renderDigest(await store.list(), { now: new Date() }));
  } catch (error) {
    if (!isCoreError(error)) throw error;
    refused = true;
    emit(error.toJSON());
  }
  const bytes = [...output];
  if (store) bytes.push(Buffer.from(JSON.stringify(await store.list()), 'utf8'), Buffer.from(JSON.stringify(store.auditLog), 'utf8'));
  await store?.close();
  return { ok: c.expect === 'secret' ? !leaks(c.secrets(), bytes) : intact && !refused, refused };
}

/** One finished CLI process. */
interface CliRun {
  code: number | null;
  stdout: string;
}

/**
 * The records stored for a project, read through the file store itself (the CLI's `--json`
 * output folds invisible characters for the screen, so it is not the stored bytes); empty when
 * there is no store.
 */
async function storedRecords(home: string, projectPath: string): Promise<MemoryRecord[]> {
  const store = await openFileStore({ home, projectPath }).catch(() => undefined);
  if (!store) return [];
  try {
    return [...(await store.list())];
  } finally {
    await store.close();
  }
}

/** Options of {@link measureRedactionCli}. */
export interface CliMeasureOptions {
  /** The built CLI; default the installed `cairn` (cairn-memory's bundle). */
  bin?: string;
  /** Per-process time limit in ms; default 120 000. */
  timeoutMs?: number;
}

/**
 * Measures `cases` on the BUILT CLI as child processes (`--json`, a temporary `CAIRN_HOME`):
 * the field doors through one `memorize --batch`, each query through `cairn recall`, each
 * project path through `init` and `memorize` in a folder whose path ends with the case's value.
 * The bytes scanned are every file under the temporary folders and every byte of stdout and
 * stderr of every process; a secret anywhere counts against its case (secrets are unique to
 * their case).
 */
export async function measureRedactionCli(cases: readonly RedactionMeasureCase[], options: CliMeasureOptions = {}): Promise<RedactionMeasurement> {
  const bin = options.bin ?? installedBin('cairn');
  const timeoutMs = options.timeoutMs ?? 120_000;
  const captured: Buffer[] = [];
  let ws: TempWorkspace | undefined;
  const verdicts: Verdict[] = cases.map(() => ({ ok: false, refused: false }));
  const intact: boolean[] = cases.map(() => false);

  const cairn = (args: readonly string[], project: string, input = ''): Promise<CliRun> => {
    const { root, home } = ws as TempWorkspace;
    return new Promise((done, fail) => {
      const child = spawn(process.execPath, [bin, '--json', '--project', project, ...args], {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', HOME: join(root, 'user'), CAIRN_HOME: home, NO_COLOR: '1', LANG: 'C.UTF-8' },
        stdio: ['pipe', 'pipe', 'pipe'],
        timeout: timeoutMs,
      });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on('data', (b: Buffer) => out.push(b));
      child.stderr.on('data', (b: Buffer) => err.push(b));
      child.on('error', fail);
      child.on('close', (code) => {
        const stdout = Buffer.concat(out);
        captured.push(stdout, Buffer.concat(err));
        done({ code, stdout: stdout.toString('utf8') });
      });
      child.stdin.on('error', () => undefined);
      child.stdin.end(input);
    });
  };
  /**
   * `cairn --json …` as the person (issue #16: init and a memory of origin user are person's
   * acts): on a pseudo-terminal, the test passphrase typed at each prompt — the first init walks
   * the person through their key. What the terminal showed is scanned like stderr.
   */
  const person = async (args: readonly string[], project: string): Promise<CliRun> => {
    const { root, home } = ws as TempWorkspace;
    const r = (await asPerson({
      bin,
      args: ['--json', '--project', project, ...args],
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: join(root, 'user'), CAIRN_HOME: home, NO_COLOR: '1', LANG: 'C.UTF-8' },
      timeoutMs,
    })) as { code: number | null; stdout: string; terminal: string };
    captured.push(Buffer.from(r.stdout), Buffer.from(r.terminal));
    return { code: r.code, stdout: r.stdout };
  };

  const parse = (run: CliRun): unknown => {
    try {
      return JSON.parse(run.stdout);
    } catch {
      return undefined;
    }
  };

  try {
    ws = await createTempWorkspace('redaction');
    const { project, root, home } = ws;
    const first = await person(['init'], project);
    if (first.code !== 0) throw new Error(`measureRedactionCli: cairn init as the person exited ${first.code}`);

    const fieldCases = cases.map((c, i) => ({ c, i })).filter(({ c }) => MEMORIZE_DOORS.has(doorOf(c)));
    const requests = fieldCases.map(({ c, i }) => JSON.stringify(requestFor(doorOf(c), c.build(), i + 1)));
    const answers = requests.length > 0 ? parse(await cairn(['memorize', '--batch'], project, `${requests.join('\n')}\n`)) : [];
    await cairn(['list'], project);
    const records = await storedRecords(home, project);
    await cairn(['digest'], project);
    fieldCases.forEach(({ c, i }, k) => {
      const answer = Array.isArray(answers) ? (answers[k] as { id?: string; error?: unknown } | undefined) : undefined;
      if (answer?.error !== undefined) (verdicts[i] as Verdict).refused = true;
      intact[i] = storedIntact(
        records.find((r) => r.id === answer?.id),
        doorOf(c),
        c.build(),
      );
    });

    await person(
      ['memorize', '--origin', 'user', '--text', 'The deploy job reads the database password from the vault and rotates the API token weekly.'],
      project,
    );
    for (const [i, c] of cases.entries()) {
      if (doorOf(c) !== 'query') continue;
      const value = c.build();
      const run = await cairn(['recall', '--include-candidates', '--', value], project);
      if (run.code !== 0) (verdicts[i] as Verdict).refused = true;
      intact[i] = run.code === 0;
    }

    for (const [i, c] of cases.entries()) {
      if (doorOf(c) !== 'projectPath') continue;
      const value = c.build();
      const dir = join(root, 'paths', String(i + 1), value);
      const made = await mkdir(dir, { recursive: true }).then(
        () => true,
        () => false,
      );
      if (!made) {
        // Not a path this file system can hold: nothing of it was written.
        (verdicts[i] as Verdict).refused = true;
        continue;
      }
      const init = await person(['init'], dir);
      const write = await cairn(['memorize', '--text', `Project path measure number ${i + 1}.`], dir);
      if (init.code !== 0 || write.code !== 0) (verdicts[i] as Verdict).refused = true;
      await cairn(['list'], dir);
      const listed = await storedRecords(home, dir);
      intact[i] = listed.some((r) => r.projectPath === resolve(dir));
    }

    const bytes = [...(await filesUnder(root)), ...captured];
    for (const [i, c] of cases.entries()) {
      const v = verdicts[i] as Verdict;
      v.ok = c.expect === 'secret' ? !leaks(c.secrets(), bytes) : (intact[i] as boolean) && !v.refused;
    }
  } finally {
    await removeTempWorkspace(ws);
  }
  return summarize(cases, verdicts);
}

const empty = (): RedactionTally => ({ passed: 0, total: 0, refused: 0 });

function add(t: RedactionTally, v: Verdict): void {
  t.total++;
  if (v.ok) t.passed++;
  if (v.refused) t.refused++;
}

function addTo(map: Record<string, RedactionTally>, key: string, v: Verdict): void {
  map[key] ??= empty();
  add(map[key] as RedactionTally, v);
}

/** Aggregates per-case verdicts; nothing of a case but its labels is kept. */
function summarize(cases: readonly RedactionMeasureCase[], verdicts: readonly Verdict[]): RedactionMeasurement {
  const m: RedactionMeasurement = {
    secrets: empty(),
    nearMisses: empty(),
    byBasis: {},
    byDoor: {},
    byPlacement: {},
    gitleaksCases: empty(),
    gitleaksRules: { covered: 0, total: 0 },
    nearByDoor: {},
  };
  const rules = new Map<string, boolean>();
  cases.forEach((c, i) => {
    const v = verdicts[i] as Verdict;
    if (c.expect === 'near-miss') {
      add(m.nearMisses, v);
      addTo(m.nearByDoor, doorOf(c), v);
      return;
    }
    add(m.secrets, v);
    addTo(m.byBasis, c.basis, v);
    addTo(m.byDoor, doorOf(c), v);
    addTo(m.byPlacement, c.placement, v);
    if (c.gitleaksRule !== undefined) {
      add(m.gitleaksCases, v);
      for (const rule of c.gitleaksRule.split(/[,\s]+/).filter((r) => r.length > 0)) rules.set(rule, (rules.get(rule) ?? true) && v.ok);
    }
  });
  m.gitleaksRules = { covered: [...rules.values()].filter(Boolean).length, total: rules.size };
  return m;
}

const pct = (t: RedactionTally): string => (t.total === 0 ? '-' : `${((100 * t.passed) / t.total).toFixed(1)}%`);
const fmt = (t: RedactionTally): string => `${t.passed}/${t.total} (${pct(t)})${t.refused > 0 ? `, ${t.refused} refused` : ''}`;

/** The figures as lines: totals first, then per basis, door, placement (unless `byPlacement` is false: a set whose placements name single cases) and near-miss door. */
export function redactionLines(name: string, m: RedactionMeasurement, detail = true, byPlacement = true): string[] {
  const lines = [
    `${name}: secrets kept off disk and output ${fmt(m.secrets)}; near-misses intact ${fmt(m.nearMisses)}; gitleaks-rule cases kept ${fmt(m.gitleaksCases)}, rule ids wholly covered ${m.gitleaksRules.covered}/${m.gitleaksRules.total}`,
  ];
  if (!detail) return lines;
  for (const [label, map] of [
    ['basis', m.byBasis],
    ['door', m.byDoor],
    ...(byPlacement ? ([['placement', m.byPlacement]] as const) : []),
    ['near-miss door', m.nearByDoor],
  ] as const) {
    for (const key of Object.keys(map).sort()) lines.push(`  ${label} ${key}: ${fmt(map[key] as RedactionTally)}`);
  }
  return lines;
}
