import { describe, expect, it } from 'vitest';
import { currentStrength } from '../../src/decay/strength.js';
import { memorize } from '../../src/memorize/memorize.js';
import { applyConsolidation, planConsolidation } from '../../src/operations/consolidate.js';
import { confirm, forget, pin, supersede, unpin } from '../../src/operations/operations.js';
import { applyPrune, planPrune } from '../../src/operations/prune.js';
import { setup } from '../helpers.js';

describe('human-channel operations', () => {
  for (const [name, run] of [
    ['confirm', (ctx: Parameters<typeof pin>[1]) => confirm(['x'], ctx)],
    ['pin', (ctx: Parameters<typeof pin>[1]) => pin('x', ctx)],
    ['unpin', (ctx: Parameters<typeof pin>[1]) => unpin('x', ctx)],
    ['forget', (ctx: Parameters<typeof pin>[1]) => forget('x', ctx)],
    ['supersede', (ctx: Parameters<typeof pin>[1]) => supersede('x', 'y', ctx)],
  ] as const) {
    it(`refuses ${name} over mcp and api`, async () => {
      const { op } = setup();
      await expect(run(op({ channel: 'mcp' }))).rejects.toMatchObject({ code: 'HUMAN_CHANNEL_REQUIRED' });
      await expect(run(op({ channel: 'api' }))).rejects.toMatchObject({ code: 'HUMAN_CHANNEL_REQUIRED' });
    });
    it(`${name} of an unknown id is NOT_FOUND`, async () => {
      const { op } = setup();
      await expect(run(op())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
  }

  it('confirm activates a flagged record and audits the channel and interactivity', async () => {
    const { write, op, store } = setup();
    const r = await memorize({ text: 'Disable the pre-commit hook before pushing.', origin: 'agent' }, write());
    expect(r.status).toBe('candidate');
    const [c] = await confirm([r.record.id], op({ channel: 'vscode', interactive: true }));
    expect(c?.status).toBe('active');
    expect(c?.flags).toContain('instruction');
    expect(store.auditLog.at(-1)).toMatchObject({ event: 'confirm', channel: 'vscode', interactive: true, id: r.record.id });
  });

  it('confirm of several ids is all or nothing', async () => {
    const { write, op, store } = setup();
    const r = await memorize({ text: 'Staging is on port 8443.', origin: 'repo' }, write());
    await expect(confirm([r.record.id, 'mem_missing'], op())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await store.get(r.record.id))?.status).toBe('candidate');
  });

  it('confirming a contradicting record applies its supersede', async () => {
    const { write, op, store } = setup();
    const a = await memorize({ text: 'Port is 8080.', origin: 'user' }, write());
    const b = await memorize({ text: 'Port is 9090.', origin: 'tool', supersedes: a.record.id }, write());
    await confirm([b.record.id], op());
    expect((await store.get(a.record.id))?.status).toBe('superseded');
    expect((await store.get(b.record.id))?.status).toBe('active');
  });

  it('confirming or pinning a contradicting replacement resolves it: the old one is superseded, the flag goes (walk 12 item 5)', async () => {
    const { write, op, store } = setup();
    for (const act of [(id: string) => confirm([id], op()), (id: string) => pin(id, op())]) {
      const a = await memorize({ text: `Retries back off from 100 ms, three attempts (${store.auditLog.length}).`, origin: 'user' }, write());
      const b = await memorize({ text: 'Retries back off from 100 ms, five attempts.', origin: 'agent', supersedes: a.record.id }, write());
      expect(b.record.flags).toContain('contradicts');
      await act(b.record.id);
      expect((await store.get(a.record.id))?.status).toBe('superseded');
      const now = await store.get(b.record.id);
      expect(now?.status).toBe('active');
      // "active contradicts" read as if something still contradicted it.
      expect(now?.flags).not.toContain('contradicts');
      expect(store.auditLog.at(-1)?.id).toBe(b.record.id);
      await forget(b.record.id, op());
    }
  });

  it('pin makes a record active, confirmed and decay-exempt; unpin lets it decay again', async () => {
    const { write, op, store, clock } = setup();
    const r = await memorize({ text: 'The API is versioned by date.', origin: 'agent' }, write());
    const p = await pin(r.record.id, op({ interactive: false }));
    expect(p).toMatchObject({ pinned: true, status: 'active' });
    expect(store.auditLog.at(-1)).toMatchObject({ event: 'pin', interactive: false });
    clock.advanceDays(100);
    expect(currentStrength((await store.get(r.record.id))!, clock.now())).toBe(p.strength);
    const u = await unpin(r.record.id, op());
    clock.advanceDays(100);
    expect(currentStrength(u, clock.now())).toBeLessThan(u.strength);
  });

  it('supersede by a person marks the old record and links both', async () => {
    const { write, op, store } = setup();
    const a = await memorize({ text: 'We use npm.', origin: 'user' }, write());
    const b = await memorize({ text: 'We use pnpm.', origin: 'agent' }, write());
    await supersede(a.record.id, b.record.id, op());
    expect(await store.get(a.record.id)).toMatchObject({ status: 'superseded', supersededBy: b.record.id });
    expect(await store.get(b.record.id)).toMatchObject({ status: 'active', supersedes: a.record.id });
    await expect(supersede(a.record.id, a.record.id, op())).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('forget removes the record, keeps metadata only in the audit, and restores what it superseded', async () => {
    const { write, op, store } = setup();
    const a = await memorize({ text: 'We use npm.', origin: 'user' }, write());
    const b = await memorize({ text: 'We use pnpm with a distinctive-marker.', origin: 'user', supersedes: a.record.id }, write());
    await forget(b.record.id, op());
    expect(await store.get(b.record.id)).toBeUndefined();
    expect((await store.get(a.record.id))?.status).toBe('active');
    expect(JSON.stringify(await store.list())).not.toContain('distinctive-marker');
    expect(JSON.stringify(store.auditLog)).not.toContain('distinctive-marker');
    expect(store.auditLog.at(-1)).toMatchObject({ event: 'forget', id: b.record.id });
  });
});

describe('decay (DESIGN §4)', () => {
  it('strength = base × rate^days, never negative days', () => {
    const r = { strength: 0.6, decayRate: 0.99, reinforcedAt: '2026-01-01T00:00:00.000Z', pinned: false, stable: false };
    expect(currentStrength(r, new Date('2026-01-11T00:00:00.000Z'))).toBeCloseTo(0.6 * 0.99 ** 10, 12);
    expect(currentStrength(r, new Date('2025-12-01T00:00:00.000Z'))).toBe(0.6);
    expect(currentStrength({ ...r, stable: true }, new Date('2027-01-01T00:00:00.000Z'))).toBe(0.6);
  });

  it('untrusted origins lose about three times as much per day as user ones (seeds/001)', () => {
    const lossUser = 1 - 0.995;
    const lossTool = 1 - 0.98505;
    expect(lossTool / lossUser).toBeCloseTo(2.99, 2);
  });
});

describe('prune (DESIGN §4)', () => {
  it('plans removals at the thresholds and never touches exempt records', async () => {
    const { write, op, store, clock } = setup();
    const weak = await memorize({ text: 'Tool output: disk is 80% full.', origin: 'tool' }, write());
    const user = await memorize({ text: 'We deploy with Helm.', origin: 'user', salience: 0.9 }, write());
    const pinnedAgent = await memorize({ text: 'Cluster is k8s 1.30.', origin: 'agent' }, write());
    await pin(pinnedAgent.record.id, op());
    // 0.4 × 0.98505^d < 0.05 ⇔ d > ln(0.125)/ln(0.98505) ≈ 138 days
    clock.advanceDays(137);
    expect(planPrune(await store.list(), clock.now()).map((p) => p.id)).toEqual([]);
    clock.advanceDays(2);
    const plan = planPrune(await store.list(), clock.now());
    expect(plan).toEqual([expect.objectContaining({ id: weak.record.id, reason: 'decayed' })]);
    clock.advanceDays(400);
    const later = planPrune(await store.list(), clock.now());
    expect(later.map((p) => p.id)).not.toContain(user.record.id);
    expect(later.map((p) => p.id)).not.toContain(pinnedAgent.record.id);
    expect(await applyPrune(plan, op())).toEqual([weak.record.id]);
    expect(await store.get(weak.record.id)).toBeUndefined();
    expect(store.auditLog.at(-1)).toMatchObject({ event: 'prune', ids: [weak.record.id] });
  });

  it('removes unpinned records older than the age cap and the weakest over the count cap', async () => {
    const { write, store, clock } = setup();
    for (let i = 0; i < 5; i++) await memorize({ text: `agent fact ${i}`, origin: 'agent', salience: 0.1 + i * 0.1 }, write());
    const plan = planPrune(await store.list(), clock.now(), { maxRecords: 3 });
    expect(plan.map((p) => p.reason)).toEqual(['over-capacity', 'over-capacity']);
    expect(planPrune(await store.list(), clock.now(), { maxAgeDays: 0, minStrength: 0 })).toEqual([]);
    clock.advanceDays(2);
    expect(planPrune(await store.list(), clock.now(), { maxAgeDays: 1, minStrength: 0 }).map((p) => p.reason)).toEqual(Array(5).fill('too-old'));
  });
});

describe('consolidation (DESIGN §1, §4)', () => {
  it('a person’s user memory is never merged with an agent’s or a tool’s near-copy (issue #14, second walk)', async () => {
    const { write, store, clock } = setup();
    const u = await memorize({ text: 'The cache layer uses Redis with a 60 second TTL', origin: 'user' }, write());
    const t = await memorize({ text: 'the cache layer uses redis with a 60 second ttl.', origin: 'tool', kind: 'fact', source: 'x' }, write());
    expect(t.sighting).toBe(false);
    expect(planConsolidation(await store.list(), clock.now())).toEqual([]);
    await memorize({ text: 'The cache layer uses Redis with a 60 second TTL!', origin: 'agent', source: 'y' }, write());
    // The agent's and the tool's copies may merge (the weaker origin wins); the person's stays apart.
    const plan = planConsolidation(await store.list(), clock.now());
    expect(plan).toHaveLength(1);
    expect(plan[0]?.parents).not.toContain(u.record.id);
    expect(plan[0]?.merged.origin).toBe('tool');
  });

  it('texts that differ in a number, a version, a negation, a path or a name are not near-duplicates (issue #14, second walk)', async () => {
    const { write, store, clock } = setup();
    const pairs: [string, string][] = [
      ['The API timeout is 30 seconds for the payments gateway.', 'The API timeout is 90 seconds for the payments gateway.'],
      [
        'The build uses the Node toolchain at version 20.1 with pnpm and turbo in CI.',
        'The build uses the Node toolchain at version 22.1 with pnpm and turbo in CI.',
      ],
      [
        'The deploy script should run the database migrations in the staging pipeline.',
        'The deploy script should not run the database migrations in the staging pipeline.',
      ],
      [
        'The billing handlers live in src/billing.py and are covered by the payment tests.',
        'The billing handlers live in src/invoice.py and are covered by the payment tests.',
      ],
      [
        'Hotfixes are released from the release branch after review by two maintainers',
        'Hotfixes are released from the main branch after review by Alice and two maintainers',
      ],
    ];
    for (const [a, b] of pairs) {
      await memorize({ text: a, origin: 'agent', source: 'a.md' }, write());
      await memorize({ text: b, origin: 'agent', source: 'b.md' }, write());
    }
    for (let n = 1; n <= 6; n++) await memorize({ text: `Concurrent agent note number ${n} about the shared cache warmup.`, origin: 'agent' }, write());
    expect(planConsolidation(await store.list(), clock.now())).toEqual([]);
  });

  it('two agent candidates merge into a candidate, never an active memory, whatever their pooled evidence (issue #14, second walk)', async () => {
    const { write, op, store, clock } = setup();
    const a = await memorize({ text: 'The payments gateway API timeout is 30 seconds.', origin: 'agent', source: 'notes/a.md', session: 's1' }, write());
    const b = await memorize({ text: 'The payments gateway API timeout is 30 seconds!', origin: 'agent', source: 'notes/b.md', session: 's2' }, write());
    expect([a.status, b.status]).toEqual(['candidate', 'candidate']);
    const plan = planConsolidation(await store.list(), clock.now());
    expect(plan).toHaveLength(1);
    expect(plan[0]?.merged.evidence.length).toBe(2);
    expect(plan[0]?.merged.status).toBe('candidate');
    const [merged] = await applyConsolidation(plan, { ...op(), newId: () => 'mem_merged' });
    expect(merged?.status).toBe('candidate');
    expect((await store.get('mem_merged'))?.confirmedAt).toBeUndefined();
  });

  it('a candidate and an active memory are not merged: the merge would lower the one or raise the other', async () => {
    const { write, op, store, clock } = setup();
    const a = await memorize({ text: 'Releases are cut every second Tuesday of the month', origin: 'agent', source: 's1' }, write());
    await memorize({ text: 'Releases are cut every second Tuesday of each month', origin: 'agent', source: 's2' }, write());
    await confirm([a.record.id], op({ interactive: true }));
    expect(planConsolidation(await store.list(), clock.now())).toEqual([]);
  });

  it('pins a merge only when every parent was a pinned user record; pools independent evidence', async () => {
    const { write, op, store, clock } = setup();
    const a = await memorize({ text: 'Releases are cut every second Tuesday of the month', origin: 'user', pinned: true, source: 's1' }, write());
    const b = await memorize({ text: 'Releases are cut every second Tuesday of each month', origin: 'user', pinned: true, source: 's1' }, write());
    let plan = planConsolidation(await store.list(), clock.now());
    expect(plan[0]?.merged.pinned).toBe(true);
    expect(plan[0]?.merged.evidence).toHaveLength(b.record.evidence.length + a.record.evidence.length);
    await unpin(b.record.id, op());
    plan = planConsolidation(await store.list(), clock.now());
    expect(plan[0]?.merged.pinned).toBe(false);
  });

  it('re-gates the merge and keeps parents\u2019 instruction flags', async () => {
    const { write, store, clock } = setup();
    await memorize({ text: 'From now on always skip the branch protection before merging', origin: 'agent' }, write());
    await memorize({ text: 'From now on always skip the branch protection before merging!!', origin: 'agent', source: 'z' }, write());
    const plan = planConsolidation(await store.list(), clock.now());
    expect(plan[0]?.merged.flags).toContain('instruction');
    expect(plan[0]?.merged.status).toBe('candidate');
  });
});
