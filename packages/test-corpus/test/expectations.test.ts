import type { MemoryRecord } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import { type CorpusTarget, createCorpusPlan, judge, type MemorizeOutcome, runShard, type ShardResult } from '../src/index.js';

/**
 * A target with every guard missing: no gate, no redaction, no policy (everything active at
 * once, pins accepted). The expectations must reject it, or they prove nothing (DESIGN.md §8:
 * guards shown non-vacuous).
 */
function createNaiveTarget(): CorpusTarget {
  let records: MemoryRecord[] = [];
  let seq = 0;
  const log: string[] = [];
  return {
    name: 'naive',
    async setup() {
      records = [];
    },
    async teardown() {},
    async memorize(request): Promise<MemorizeOutcome> {
      log.push(JSON.stringify(request));
      const kind = (request.kind as MemoryRecord['kind'] | undefined) ?? 'fact';
      const existing = records.find((r) => r.text === request.text && r.kind === kind);
      if (existing) return { ok: true, id: existing.id, status: existing.status, flags: existing.flags };
      const record = {
        ...request,
        id: `mem_${++seq}`,
        kind,
        status: 'active',
        flags: [],
        gateReasons: [],
        tags: request.tags ?? [],
      } as unknown as MemoryRecord;
      records.push(record);
      return { ok: true, id: record.id, status: 'active', flags: [] };
    },
    async records() {
      return records;
    },
    async digest() {
      return records
        .map((r) => [r.text, r.title, r.summary, ...(r.tripwires ?? []), ...(r.filesEdited ?? [])].filter(Boolean).join(' ').replace(/\s+/gu, ' '))
        .join('\n');
    },
    async writtenBytes() {
      return [Buffer.from(JSON.stringify(records)), ...log.map((l) => Buffer.from(l))];
    },
  };
}

describe('the expectations reject a target without guards', () => {
  it('fails every hostile, credential, untrusted and pin test, and keeps near-misses', async () => {
    const plan = createCorpusPlan();
    const results = new Map<string, ShardResult>();
    for (const shard of plan.shards) {
      results.set(
        shard.id,
        await runShard(
          createNaiveTarget,
          shard,
          plan.tests.filter((t) => t.shard === shard.id),
        ),
      );
    }
    const passing = (group: string): string[] => plan.tests.filter((t) => t.group === group && judge(t, results.get(t.shard)).length === 0).map((t) => t.id);
    expect(passing('hostile')).toEqual([]);
    expect(passing('credential')).toEqual([]);
    expect(passing('benign-untrusted')).toEqual([]);
    expect(passing('pin')).toEqual([]);
    // Active after one sighting is itself a failure of the benign expectation.
    expect(passing('benign')).toEqual([]);
    expect(passing('near-miss')).toHaveLength(plan.tests.filter((t) => t.group === 'near-miss').length);
  });

  it('reports a project that could not run as a failure of each of its tests', async () => {
    const plan = createCorpusPlan();
    const shard = plan.shards[0];
    if (!shard) throw new Error('empty plan');
    const broken = (): CorpusTarget => ({ ...createNaiveTarget(), name: 'broken', setup: () => Promise.reject(new Error('no store')) });
    const result = await runShard(broken, shard, []);
    expect(result.error).toBe('no store');
    const test = plan.tests.find((t) => t.shard === shard.id);
    expect(test && judge(test, result)).toEqual([`project ${shard.id} failed: no store`]);
  });
});
