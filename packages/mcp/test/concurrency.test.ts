import { afterEach, describe, expect, it } from 'vitest';
import { call, cleanup, connect, init, readAudit, records, workspace } from './helpers.js';

afterEach(cleanup);

describe('nothing is lost under concurrency', () => {
  it('answers 10 calls in flight from one client and stores all of them', async () => {
    const { home, project } = await workspace();
    await init(home, project);
    const s = await connect(home, project);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(s, 'memorize', { text: `Concurrent fact number ${i}: module m${i} owns table t${i}`, origin: 'agent' })),
    );
    for (const r of results) expect(r.isError, r.text).toBeFalsy();
    const ids = results.map((r) => (r.structuredContent as { id: string }).id);
    expect(new Set(ids).size).toBe(10);
    const stored = await records(home, project);
    expect(stored.map((r) => r.id).sort()).toEqual([...ids].sort());
    // Reads in flight alongside writes.
    const mixed = await Promise.all([
      call(s, 'recall', { query: 'module', includeCandidates: true, limit: 100 }),
      call(s, 'memorize', { text: 'One more fact while reading', origin: 'agent' }),
      call(s, 'project_summary', {}),
      call(s, 'decisions', {}),
    ]);
    for (const r of mixed) expect(r.isError, r.text).toBeFalsy();
    expect((mixed[0].structuredContent as { hits: unknown[] }).hits).toHaveLength(10);
  });

  it('two server processes on one project: 2 × 25 concurrent memorizes → 50 records, and each sees the other', async () => {
    const { home, project } = await workspace();
    await init(home, project);
    const [a, b] = await Promise.all([connect(home, project, { name: 'client-a' }), connect(home, project, { name: 'client-b' })]);
    const burst = (s: typeof a, tag: string) =>
      Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          call(s, 'memorize', { text: `Writer ${tag} fact ${i}: service ${tag}${i} listens on port ${8000 + i}`, origin: 'agent' }),
        ),
      );
    const [ra, rb] = await Promise.all([burst(a, 'alpha'), burst(b, 'beta')]);
    for (const r of [...ra, ...rb]) expect(r.isError, r.text).toBeFalsy();
    const ids = [...ra, ...rb].map((r) => (r.structuredContent as { id: string }).id);
    expect(new Set(ids).size).toBe(50);

    const stored = await records(home, project);
    expect(stored).toHaveLength(50);
    expect(stored.map((r) => r.id).sort()).toEqual([...ids].sort());

    // Reads catch up with the other process's writes.
    const seenByA = await call(a, 'recall', { query: 'beta', includeCandidates: true, limit: 100 });
    const seenByB = await call(b, 'recall', { query: 'alpha', includeCandidates: true, limit: 100 });
    expect((seenByA.structuredContent as { hits: unknown[] }).hits).toHaveLength(25);
    expect((seenByB.structuredContent as { hits: unknown[] }).hits).toHaveLength(25);

    const audit = await readAudit(home, project);
    const memorized = audit.filter((l) => l.event === 'memorize');
    expect(memorized.filter((l) => l.client === 'client-a')).toHaveLength(25);
    expect(memorized.filter((l) => l.client === 'client-b')).toHaveLength(25);
  });
});
