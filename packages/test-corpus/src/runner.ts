/**
 * The runner contract every adapter implements, and `runCorpus`, which registers the same
 * expectations for each of them (DESIGN.md §8; STYLE.md example 4, a shared conformance suite
 * like keyv's test-suite; example 8, requirements as data with known failures as `it.fails`).
 *
 * Shape of a run: a target's writes happen in bulk in one `beforeAll` (every project of the
 * plan, a few at a time), and each `it` only judges what was collected. That keeps the child
 * process targets fast: the CLI sends a whole project's sightings through one
 * `memorize --batch`.
 */
import type { MemoryRecord } from '@cairn/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_GROUPS, expectationOf, judge, type MemorizeOutcome, type ShardResult, SUMMARY_GROUPS } from './expectations.js';
import { type CorpusPlan, type CorpusRequest, type CorpusTest, createCorpusPlan, type Shard } from './plan.js';

export type { MemorizeOutcome, ShardResult } from './expectations.js';

/**
 * One adapter under test, on one fresh project. A factory makes a new instance per project;
 * constructing one must have no side effects (the coverage test builds them to count tests).
 */
export interface CorpusTarget {
  /** `core` | `cli` | `mcp` | `vscode`. */
  readonly name: string;
  /**
   * True when the plan's sessions reach the adapter as protected host sessions (the host kept
   * the agent out of the Cairn home, DESIGN.md §10). Only then do an agent's independent
   * sightings promote it (§2.6); elsewhere (the CLI, an MCP connection, the editor) a benign
   * agent memory stays an unflagged candidate until a person confirms it.
   */
  readonly protectedSessions?: boolean;
  /**
   * Creates a fresh temporary home and project, writes `files` into the project (path relative
   * inside it → UTF-8 content; the sources the sightings name) and enables memory there (`init`).
   */
  setup(files?: Readonly<Record<string, string>>): Promise<void>;
  /** Stops what setup started and removes the temporary folders. Idempotent. */
  teardown(): Promise<void>;
  /**
   * Stores one request through the adapter's own write path.
   *
   * @returns the outcome; an error the adapter reports (`{error: {code, message}}`) is a
   *   resolved `{ok: false}`, never a rejection. Rejects only when the adapter itself broke.
   */
  memorize(request: CorpusRequest): Promise<MemorizeOutcome>;
  /**
   * Stores many requests in order, as if by `memorize` one after the other, where the adapter
   * can do that in one go (the CLI's `memorize --batch`). Optional.
   */
  memorizeBatch?(requests: readonly CorpusRequest[]): Promise<MemorizeOutcome[]>;
  /** Every stored record of the project, any status. */
  records(): Promise<MemoryRecord[]>;
  /** The digest as the adapter renders it for a model (CLI `digest`, MCP `project_summary`). */
  digest(): Promise<string>;
  /**
   * Confirms records on the adapter's human channel, as the person (the CLI's `confirm` signed
   * with the passphrase typed on a pseudo-terminal). Absent where the adapter has none (MCP).
   */
  confirm?(ids: readonly string[]): Promise<void>;
  /**
   * Every byte the target wrote so far: every file under its home and project folders, plus
   * all stdout/stderr/protocol output captured.
   */
  writtenBytes(): Promise<Buffer[]>;
}

/** Test registration, injectable so the coverage test can count what a target registers. */
export interface Registrar {
  describe(name: string, body: () => void): void;
  it(name: string, body: () => void | Promise<void>): void;
  /** A known failure: passes only while the body fails (vitest `it.fails`). */
  fails(name: string, body: () => void | Promise<void>): void;
  beforeAll(body: () => Promise<void>, timeoutMs: number): void;
  afterAll(body: () => Promise<void> | void): void;
}

/** Registers with vitest. */
export const vitestRegistrar: Registrar = {
  describe: (name, body) => describe(name, body),
  it: (name, body) => it(name, body),
  fails: (name, body) => it.fails(name, body),
  beforeAll: (body, timeoutMs) => beforeAll(body, timeoutMs),
  afterAll: (body) => afterAll(body),
};

/** Options of {@link runCorpus}. */
export interface RunCorpusOptions {
  /**
   * Known failures: test id (`hostile-042`, `benign-007@repo`, `pin-agent`, …) or
   * `<target>:<test id>` → the reason. Each is registered as `it.fails`, never skipped.
   */
  knownFailures?: Readonly<Record<string, string>>;
  /** Projects run at the same time; default 3 (child processes on 2 cores). */
  concurrency?: number;
  /** The time the bulk run of all projects may take, ms; default {@link BULK_TIMEOUT_MS}. */
  bulkTimeoutMs?: number;
  /** The plan; default the committed corpus. */
  plan?: CorpusPlan;
  /** Where tests are registered; default vitest. */
  registrar?: Registrar;
  /** Where the summary lines go; default stdout. */
  report?: (line: string) => void;
}

/**
 * The time one target's bulk run may take (all projects): a hang guard, not a speed check.
 * The MCP target (one server process per session of the plan, 757 tests' writes) took most of
 * 170 s on a loaded 2-core machine and went over it with the fifth gate round's cases.
 */
export const BULK_TIMEOUT_MS = 600_000;

/** The test's name: its id first, so ids can be found in a report. */
export function testName(test: CorpusTest, hasConfirm: boolean, protectedSessions = false): string {
  return `${test.id} — ${expectationOf(test, hasConfirm, protectedSessions)}`;
}

/** The known-failure reason for a test on a target, if any (`<target>:<id>` wins over `<id>`). */
export function knownFailureFor(known: Readonly<Record<string, string>>, target: string, id: string): string | undefined {
  return known[`${target}:${id}`] ?? known[id];
}

/**
 * Runs one project of the plan on a fresh target instance: writes, reads, digest, confirm,
 * bytes. Never rejects: a broken project is reported in `error` and fails its tests.
 */
export async function runShard(factory: () => CorpusTarget, shard: Shard, tests: readonly CorpusTest[]): Promise<ShardResult> {
  const target = factory();
  const result: ShardResult = { shard: shard.id, outcomes: [], records: [], digest: '', bytes: [], protectedSessions: target.protectedSessions === true };
  try {
    await target.setup(shard.files);
    if (target.memorizeBatch) {
      result.outcomes = await target.memorizeBatch(shard.requests);
    } else {
      for (const request of shard.requests) result.outcomes.push(await target.memorize(request));
    }
    if (result.outcomes.length !== shard.requests.length) {
      throw new Error(`${shard.requests.length} requests sent but ${result.outcomes.length} results returned`);
    }
    result.records = await target.records();
    result.digest = await target.digest();
    if (target.confirm && shard.confirmTests.length > 0) {
      const wanted = new Set(shard.confirmTests);
      const ids = new Set<string>();
      for (const t of tests) {
        if (!wanted.has(t.id)) continue;
        for (const at of t.writes) {
          const o = result.outcomes[at];
          if (o?.ok) ids.add(o.id);
        }
      }
      await target.confirm([...ids]);
      result.confirmed = { records: await target.records() };
    }
    result.bytes = await target.writtenBytes();
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  } finally {
    await target.teardown().catch(() => undefined);
  }
  return result;
}

async function runAll(factory: () => CorpusTarget, plan: CorpusPlan, concurrency: number): Promise<Map<string, ShardResult>> {
  const results = new Map<string, ShardResult>();
  const queue = [...plan.shards];
  const worker = async (): Promise<void> => {
    for (let shard = queue.shift(); shard; shard = queue.shift()) {
      const mine = plan.tests.filter((t) => t.shard === shard?.id);
      results.set(shard.id, await runShard(factory, shard, mine));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return results;
}

/** The summary lines of one target (issue 7 "prints per target"). */
export function summaryLines(target: string, plan: CorpusPlan, results: ReadonlyMap<string, ShardResult>): string[] {
  const count = (group: string): string => {
    const tests = plan.tests.filter((t) => t.group === group);
    const passed = tests.filter((t) => judge(t, results.get(t.shard)).length === 0).length;
    return `${passed}/${tests.length}`;
  };
  const failedProjects = [...results.values()].filter((r) => r.error !== undefined);
  return [
    `${target}: ${SUMMARY_GROUPS.map((g) => `${g.label} ${count(g.group)}`).join(', ')}`,
    `${target}: ${DETAIL_GROUPS.map((g) => `${g.label} ${count(g.group)}`).join(', ')}${failedProjects.length > 0 ? `; ${failedProjects.length} project(s) failed to run: ${failedProjects.map((r) => `${r.shard} (${r.error})`).join('; ')}` : ''}`,
  ];
}

/**
 * Registers the whole corpus against one adapter: one `describe` per target, a bulk
 * `beforeAll` that runs every project of the plan, one `it` per expectation (an `it.fails`
 * with its reason for a known failure), a check that every known failure names a real test,
 * and an `afterAll` that prints the summary lines.
 *
 * @param target - a factory of fresh target instances (one per project)
 */
export function runCorpus(target: () => CorpusTarget, options: RunCorpusOptions = {}): void {
  const reg = options.registrar ?? vitestRegistrar;
  const plan = options.plan ?? createCorpusPlan();
  const known = options.knownFailures ?? {};
  const report = options.report ?? ((line: string) => process.stdout.write(`${line}\n`));
  const probe = target();
  const name = probe.name;
  const hasConfirm = typeof probe.confirm === 'function';
  let results = new Map<string, ShardResult>();

  reg.describe(`corpus on ${name}`, () => {
    reg.beforeAll(async () => {
      results = await runAll(target, plan, options.concurrency ?? 3);
    }, options.bulkTimeoutMs ?? BULK_TIMEOUT_MS);

    reg.afterAll(() => {
      for (const line of summaryLines(name, plan, results)) report(line);
    });

    for (const test of plan.tests) {
      const body = (): void => {
        expect(judge(test, results.get(test.shard)), `${name}: ${test.id}`).toEqual([]);
      };
      const reason = knownFailureFor(known, name, test.id);
      if (reason === undefined) reg.it(testName(test, hasConfirm, probe.protectedSessions === true), body);
      else reg.fails(`${testName(test, hasConfirm, probe.protectedSessions === true)} — known: ${reason}`, body);
    }

    reg.it('every known failure names a test of this suite', () => {
      const ids = new Set(plan.tests.map((t) => t.id));
      const stale = Object.keys(known).filter((key) => {
        const [prefix, rest] = key.includes(':') ? (key.split(':', 2) as [string, string]) : [undefined, key];
        return prefix === undefined || prefix === name ? !ids.has(rest) : false;
      });
      expect(stale, 'known failures that name no test').toEqual([]);
    });
  });
}
