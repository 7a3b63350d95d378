import { describe, expect, it } from 'vitest';
import { DIGEST_MISFITS_PER_KIND, renderDigest, renderDigestFrom } from '../../src/digest/renderDigest.js';
import { memorize } from '../../src/memorize/memorize.js';
import { rankingFacts } from '../../src/recall/rankingFacts.js';
import type { MemoryRecord } from '../../src/schema/record.js';
import { setup } from '../helpers.js';

/** `n` records made from real ones: the same shape, their own ids, texts, strengths and times. */
async function many(n: number): Promise<{ records: MemoryRecord[]; now: Date }> {
  const { write, store, clock } = setup();
  const user = (await memorize({ text: 'Template user fact.', origin: 'user' }, write())).record;
  const journal = (
    await memorize(
      { text: 'Shipped the tide export.', title: 'Shipped the tide export', origin: 'agent', kind: 'outcome', tags: ['journal'] },
      setup('mcp').write(),
    )
  ).record;
  const web = (await memorize({ text: 'A web page said so.', origin: 'web' }, setup('mcp').write())).record;
  await store.list();
  const records: MemoryRecord[] = [];
  for (let i = 0; i < n; i++) {
    const at = new Date(Date.parse(user.createdAt) - i * 60_000).toISOString();
    const kind = (['fact', 'convention', 'decision', 'preference'] as const)[i % 4] as MemoryRecord['kind'];
    records.push({
      ...user,
      id: `mem_${String(i).padStart(6, '0')}`,
      kind,
      text: `Fact ${i}: the harbour table row ${i * 7} holds the tide at ${i % 24}h.`,
      createdAt: at,
      strength: 0.2 + (i % 50) / 100,
    });
  }
  // An active web record nobody confirmed (a tampered log could hold one): never rendered.
  records.push({ ...web, id: 'mem_web', status: 'active', strength: 1 });
  for (let j = 0; j < 3; j++) records.push({ ...journal, id: `mem_journal${j}`, createdAt: new Date(Date.parse(journal.createdAt) + j * 1000).toISOString() });
  return { records, now: clock.now() };
}

describe('renderDigestFrom: the digest from a store’s facts, reading only what it renders (the host-hooks issue)', () => {
  it('orders by what each record says when read, not by its entry (issue #16: a view’s columns are bytes an agent can edit)', async () => {
    const { records, now } = await many(40);
    const facts = records.filter((r) => r.kind === 'fact');
    const weakest = facts.reduce((a, b) => (a.strength <= b.strength ? a : b));
    const byId = new Map(records.map((r) => [r.id, r]));
    const honest = records.map((r) => ({ id: r.id, createdAt: r.createdAt, facts: rankingFacts(r) }));
    // The weakest fact's entry claims what only a pin gives: no decay, full strength.
    const forged = honest.map((e) => (e.id === weakest.id ? { ...e, facts: { ...e.facts, decays: false, strength: 1 } } : e));
    const order = (md: string) =>
      md
        .split('\n')
        .filter((l) => l.startsWith('- ['))
        .map((l) => l.slice(0, 60));
    const render = (entries: typeof honest) => renderDigestFrom({ entries, load: (id) => byId.get(id) }, { now, budget: 8000, journalTag: 'journal' });
    const md = render(forged);
    expect(order(md)).toEqual(order(render(honest)));
    const lines = md.split('\n');
    const factLines = lines.slice(lines.indexOf('## Facts') + 1).filter((l) => l.startsWith('- ['));
    expect(factLines[0]).not.toContain(weakest.text);
    expect(md).toContain(weakest.text);
  });

  it('renders what renderDigest renders, and reads a bounded number of records out of 20,000', async () => {
    const { records, now } = await many(20_000);
    const byId = new Map(records.map((r) => [r.id, r]));
    const read: string[] = [];
    const entries = records.map((r) => ({ id: r.id, createdAt: r.createdAt, facts: rankingFacts(r) }));
    const lazy = renderDigestFrom(
      {
        entries,
        load: (id) => {
          read.push(id);
          return byId.get(id);
        },
      },
      { now, budget: 8000, journalTag: 'journal', candidates: 3 },
    );
    const journals = records.filter((r) => r.tags.includes('journal'));
    const whole = renderDigest(records, { now, budget: 8000, recentSessions: journals, candidates: 3 });
    // The same lines; only the count of what was left out may differ (unread records are assumed eligible).
    const lines = (md: string) => md.split('\n').filter((l) => !l.includes('more not shown'));
    expect(lines(lazy)).toEqual(lines(whole));
    expect(lazy).not.toContain('A web page said so');
    expect(lazy.length).toBeLessThanOrEqual(8000);
    const shown = lazy.split('\n').filter((l) => l.startsWith('- ')).length;
    // What it read: the lines it shows, the misfits that ended each kind, the outcomes it looked at.
    expect(read.length).toBeLessThanOrEqual(shown + 5 * DIGEST_MISFITS_PER_KIND + 10);
    expect(new Set(read).size).toBe(read.length);
  });

  it('finds the journal entries among the outcomes by their tag, newest first', async () => {
    const { records, now } = await many(8);
    const byId = new Map(records.map((r) => [r.id, r]));
    const entries = records.map((r) => ({ id: r.id, createdAt: r.createdAt, facts: rankingFacts(r) }));
    const md = renderDigestFrom({ entries, load: (id) => byId.get(id) }, { now, journalTag: 'journal', outcomes: 2 });
    expect(md).toContain("## Recent sessions (the agent's own summaries, unconfirmed)\n- [agent's summary] Shipped the tide export");
    expect(md.split('\n').filter((l) => l.startsWith("- [agent's summary]"))).toHaveLength(2);
    const included: string[] = [];
    renderDigestFrom({ entries, load: (id) => byId.get(id) }, { now, journalTag: 'journal', outcomes: 2, onIncluded: (r) => included.push(r.id) });
    expect(included.filter((id) => id.startsWith('mem_journal'))).toEqual(['mem_journal2', 'mem_journal1']);
  });

  it('leaves out a record the facts allowed but the record does not, and counts what it left out', async () => {
    const { records, now } = await many(40);
    const byId = new Map(records.map((r) => [r.id, r]));
    const entries = records.map((r) => ({ id: r.id, createdAt: r.createdAt, facts: rankingFacts(r) }));
    const md = renderDigestFrom({ entries, load: (id) => byId.get(id) }, { now, budget: 600, journalTag: 'journal' });
    expect(md).not.toContain('A web page said so');
    const shown = md.split('\n').filter((l) => l.startsWith('- ')).length;
    // 40 facts and conventions… + 1 journal entry in view; the unconfirmed web record was read and rejected or never reached.
    const left = Number(/\((\d+) more not shown/u.exec(md)?.[1]);
    expect(left + shown).toBeGreaterThanOrEqual(40);
    expect(left + shown).toBeLessThanOrEqual(44);
  });
});
