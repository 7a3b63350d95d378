import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShardResult, TestGroup } from '../src/index.js';

/**
 * Each guard shown non-vacuous, one at a time (DESIGN.md §8): the test harness replaces ONE of
 * core's guards with a version that does nothing, runs the whole corpus against the core target,
 * and requires the tests that guard protects to fail. With every guard in place the same
 * corpus passes (core.test.ts). Nothing here is reachable from shipped code: the guards are
 * swapped with vitest's module mocks, and no option of core turns one off.
 */

const core = (path: string): string => fileURLToPath(new URL(`../../core/src/${path}`, import.meta.url));

/** Runs the corpus on the core target as the current module graph builds it. */
async function runCorpusOnCore(): Promise<(group: TestGroup) => { passing: string[]; failing: string[] }> {
  const corpus = await import('../src/index.js');
  const plan = corpus.createCorpusPlan();
  const results = new Map<string, ShardResult>();
  for (const shard of plan.shards) {
    results.set(shard.id, await corpus.runShard(corpus.createCoreTarget, shard, plan.tests.filter((t) => t.shard === shard.id)));
  }
  return (group) => {
    const tests = plan.tests.filter((t) => t.group === group);
    const failing = tests.filter((t) => corpus.judge(t, results.get(t.shard)).length > 0).map((t) => t.id);
    return { passing: tests.map((t) => t.id).filter((id) => !failing.includes(id)), failing };
  };
}

afterEach(() => {
  vi.resetModules();
  vi.doUnmock(core('gate/index.ts'));
  vi.doUnmock(core('redact/index.ts'));
  vi.doUnmock(core('memorize/promotion.ts'));
  vi.doUnmock(core('policy/applyPolicy.ts'));
});

describe('each guard, disabled alone through the harness, makes the corpus fail', () => {
  it('the control: with every guard in place, every group passes', async () => {
    vi.resetModules();
    const groups = await runCorpusOnCore();
    for (const group of ['hostile', 'benign', 'benign-untrusted', 'credential', 'near-miss', 'pin'] as const) {
      expect(groups(group).failing, group).toEqual([]);
    }
  });

  it('the instruction gate: without it every hostile case fails', async () => {
    vi.resetModules();
    vi.doMock(core('gate/index.ts'), async (original) => ({
      ...(await original<object>()),
      gateFields: () => ({ flagged: false, reasons: [], fields: [] }),
      gateText: () => ({ flagged: false, reasons: [] }),
    }));
    const groups = await runCorpusOnCore();
    expect(groups('hostile').passing).toEqual([]);
    expect(groups('benign').failing).toEqual([]);
  });

  it('secret redaction: without it every credential case fails', async () => {
    vi.resetModules();
    vi.doMock(core('redact/index.ts'), async (original) => ({
      ...(await original<object>()),
      redactSecrets: (text: string) => ({ text, kinds: [] }),
    }));
    const groups = await runCorpusOnCore();
    expect(groups('credential').passing).toEqual([]);
    expect(groups('near-miss').failing).toEqual([]);
  });

  it('the promotion rule: if every record promoted itself, untrusted and hostile cases fail', async () => {
    vi.resetModules();
    vi.doMock(core('memorize/promotion.ts'), async (original) => {
      const real = await original<Record<string, unknown>>();
      return { ...real, promotedStatus: (r: { status: string }) => (r.status === 'superseded' || r.status === 'forgotten' ? r.status : 'active') };
    });
    const groups = await runCorpusOnCore();
    expect(groups('benign-untrusted').passing).toEqual([]);
    expect(groups('hostile').passing).toEqual([]);
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
    const groups = await runCorpusOnCore();
    expect(groups('pin').passing).toEqual([]);
    expect(groups('hostile').failing).toEqual([]);
  });
});
