import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShardResult, TestGroup } from '../src/index.js';

/**
 * Each guard shown non-vacuous, one at a time (DESIGN.md §8): the test harness replaces ONE of
 * core's guards with a version that does nothing, runs the whole corpus against the core target,
 * and requires EVERY test of the groups that guard protects to fail — while the groups it does
 * not protect still pass every test, so a crashed run, a throwing mock or an empty group cannot
 * satisfy it. With every guard in place the same corpus passes every test of every group.
 * Nothing here is reachable from shipped code: the guards are swapped with vitest's module
 * mocks, and no option of core turns one off.
 */

const core = (path: string): string => fileURLToPath(new URL(`../../core/src/${path}`, import.meta.url));
const MOCKED = ['gate/index.ts', 'redact/index.ts', 'policy/promotion.ts', 'policy/applyPolicy.ts', 'policy/policy.ts'];

interface GroupResult {
  size: number;
  passing: string[];
  failing: string[];
}
type Groups = (group: TestGroup) => GroupResult;

/** Runs the corpus on the core target as the current module graph builds it. */
async function runCorpusOnCore(): Promise<{ groups: Groups; names: TestGroup[] }> {
  const corpus = await import('../src/index.js');
  const plan = corpus.createCorpusPlan();
  const results = new Map<string, ShardResult>();
  for (const shard of plan.shards) {
    results.set(
      shard.id,
      await corpus.runShard(
        corpus.createCoreTarget,
        shard,
        plan.tests.filter((t) => t.shard === shard.id),
      ),
    );
  }
  const names = [...new Set(plan.tests.map((t) => t.group))];
  const groups: Groups = (group) => {
    const tests = plan.tests.filter((t) => t.group === group);
    const failing = tests.filter((t) => corpus.judge(t, results.get(t.shard)).length > 0).map((t) => t.id);
    return { size: tests.length, passing: tests.map((t) => t.id).filter((id) => !failing.includes(id)), failing };
  };
  return { groups, names };
}

/**
 * The corpus on the core target with every guard in place, run once per file: the control and
 * the check that a guard left in place is reported judge the same run (each test still runs it
 * itself when it runs alone). The mocked runs always build their own module graph.
 */
let unmockedRun: Promise<{ groups: Groups; names: TestGroup[] }> | undefined;
function runCorpusOnCoreUnmocked(): Promise<{ groups: Groups; names: TestGroup[] }> {
  if (unmockedRun === undefined) {
    vi.resetModules();
    unmockedRun = runCorpusOnCore();
  }
  return unmockedRun;
}

/**
 * What is wrong with a claim "this guard is shown": a protected group that is empty or where
 * some test still passes, or an unprotected group that is empty or where some test fails (the
 * run itself broke). An empty list means the guard is shown non-vacuous.
 */
function guardProblems(groups: Groups, protectedGroups: readonly TestGroup[], unaffected: readonly TestGroup[]): string[] {
  const problems: string[] = [];
  for (const g of protectedGroups) {
    const r = groups(g);
    if (r.size === 0) problems.push(`${g}: the group is empty`);
    else if (r.failing.length !== r.size)
      problems.push(`${g}: ${r.passing.length} of ${r.size} still pass without the guard (${r.passing.slice(0, 3).join(', ')})`);
  }
  for (const g of unaffected) {
    const r = groups(g);
    if (r.size === 0) problems.push(`${g}: the group is empty`);
    else if (r.failing.length > 0) problems.push(`${g}: ${r.failing.length} of ${r.size} fail, so the run itself broke (${r.failing.slice(0, 3).join(', ')})`);
  }
  return problems;
}

afterEach(() => {
  vi.resetModules();
  for (const path of MOCKED) vi.doUnmock(core(path));
});

describe('each guard, disabled alone through the harness, makes the corpus fail', () => {
  it('the control: with every guard in place, every test of every group passes', async () => {
    const { groups, names } = await runCorpusOnCoreUnmocked();
    expect(names.length).toBeGreaterThanOrEqual(7);
    for (const group of names) {
      const r = groups(group);
      expect(r.size, group).toBeGreaterThan(0);
      expect(r.failing, group).toEqual([]);
      expect(r.passing.length, group).toBe(r.size);
    }
  });

  it('the instruction gate: without it every hostile case fails', async () => {
    vi.resetModules();
    vi.doMock(core('gate/index.ts'), async (original) => ({
      ...(await original<object>()),
      gateFields: () => ({ flagged: false, reasons: [], fields: [] }),
      gateText: () => ({ flagged: false, reasons: [] }),
    }));
    // Speaking for the user (issue #18 rule 3) is read twice: in the text by the gate, and by the
    // kind `preference` from a non-user origin in policy. Both halves are the gate's rule.
    vi.doMock(core('policy/policy.ts'), async (original) => ({ ...(await original<object>()), speaksForUser: () => false }));
    const { groups } = await runCorpusOnCore();
    expect(guardProblems(groups, ['hostile'], ['benign', 'credential', 'near-miss', 'pin'])).toEqual([]);
  });

  it('secret redaction: without it every credential case fails', async () => {
    vi.resetModules();
    vi.doMock(core('redact/index.ts'), async (original) => ({
      ...(await original<object>()),
      redactSecrets: (text: string) => ({ text, kinds: [] }),
    }));
    const { groups } = await runCorpusOnCore();
    expect(guardProblems(groups, ['credential'], ['near-miss', 'benign', 'pin'])).toEqual([]);
  });

  it('the promotion rule: if every record promoted itself, untrusted and hostile cases fail', async () => {
    vi.resetModules();
    vi.doMock(core('policy/promotion.ts'), async (original) => {
      const real = await original<Record<string, unknown>>();
      return { ...real, promotedStatus: (r: { status: string }) => (r.status === 'superseded' || r.status === 'forgotten' ? r.status : 'active') };
    });
    const { groups } = await runCorpusOnCore();
    expect(guardProblems(groups, ['benign-untrusted', 'hostile'], ['credential', 'near-miss', 'pin'])).toEqual([]);
  });

  it('the entrenchment refusal: if a pin were accepted from anyone, every pin probe fails', async () => {
    vi.resetModules();
    vi.doMock(core('policy/applyPolicy.ts'), async (original) => {
      type ApplyPolicy = (request: Record<string, unknown>, channel: string) => Record<string, unknown>;
      const real = await original<{ applyPolicy: ApplyPolicy }>();
      return {
        ...real,
        applyPolicy: (request: Record<string, unknown>, channel: string) => ({
          ...real.applyPolicy({ ...request, pinned: false, stable: false }, channel),
          pinned: request.pinned === true,
          stable: request.stable === true,
        }),
      };
    });
    const { groups } = await runCorpusOnCore();
    expect(guardProblems(groups, ['pin'], ['hostile', 'credential', 'near-miss'])).toEqual([]);
  });
});

describe('the check above cannot pass by accident', () => {
  it('a mock that throws on every call is reported as a broken run, not as a shown guard', async () => {
    vi.resetModules();
    vi.doMock(core('policy/promotion.ts'), async (original) => ({
      ...(await original<object>()),
      promotedStatus: () => {
        throw new Error('mock throws on every call');
      },
    }));
    const { groups } = await runCorpusOnCore();
    const problems = guardProblems(groups, ['benign-untrusted', 'hostile'], ['credential', 'near-miss', 'pin']);
    expect(problems.some((p) => p.includes('the run itself broke'))).toBe(true);
  });

  it('a guard left in place is reported: its groups still pass', async () => {
    const { groups } = await runCorpusOnCoreUnmocked();
    const problems = guardProblems(groups, ['hostile'], ['benign']);
    expect(problems).toEqual([expect.stringMatching(/^hostile: \d+ of \d+ still pass without the guard/)]);
    expect(guardProblems(groups, ['no-such-group' as TestGroup], [])).toEqual(['no-such-group: the group is empty']);
  });
});
