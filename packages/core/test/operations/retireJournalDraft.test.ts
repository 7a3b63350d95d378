import { describe, expect, it } from 'vitest';
import { memorize } from '../../src/memorize/memorize.js';
import { retireJournalDraft } from '../../src/operations/operations.js';
import { setup } from '../helpers.js';

/**
 * The host-hooks issue's journal: "one draft per session, updated at each Stop". A newer draft
 * retires the session's earlier one — only the session's own unvouched journal candidate.
 */
describe('retireJournalDraft: a session keeps one journal draft', () => {
  const journal = (text: string) => ({ text, origin: 'agent' as const, kind: 'outcome' as const, tags: ['journal'], source: 'claude-code session s1' });

  it('retires the earlier draft of the same session: superseded by the newer one, one `lower` audit line', async () => {
    const { write, store, op } = setup('mcp');
    const first = await memorize(journal('Fixed the login form.'), write({ session: 's1' }));
    const second = await memorize(journal('Fixed the login form and its tests.'), write({ session: 's1' }));
    expect(await retireJournalDraft(first.record.id, second.record.id, 's1', op({ channel: 'api', interactive: false }))).toBe(true);
    expect(await store.get(first.record.id)).toMatchObject({ status: 'superseded', supersededBy: second.record.id });
    expect(await store.get(second.record.id)).toMatchObject({ status: 'candidate' });
    expect(store.auditLog.filter((a) => a.event === 'lower').map((a) => a.id)).toEqual([first.record.id]);
    // Done once: again, nothing changes.
    expect(await retireJournalDraft(first.record.id, second.record.id, 's1', op({ channel: 'api', interactive: false }))).toBe(false);
  });

  it('retires nothing that is not the session’s own unvouched journal draft (a forged session record names another memory)', async () => {
    const { write, store, op } = setup('mcp');
    const ctx = () => op({ channel: 'api', interactive: false });
    const draft = await memorize(journal('Refactored the parser.'), write({ session: 's1' }));
    // A person's memory tagged journal.
    const person = await memorize({ ...journal('Always run the migrations by hand.'), origin: 'user' }, write({ channel: 'cli' }));
    // Another session's draft.
    const other = await memorize(journal('Updated the changelog.'), write({ session: 's2' }));
    // The session's own memory that is no journal entry.
    const plain = await memorize({ text: 'The parser lives in src/parse.ts.', origin: 'agent' }, write({ session: 's1' }));
    for (const id of [person.record.id, other.record.id, plain.record.id]) {
      expect(await retireJournalDraft(id, draft.record.id, 's1', ctx())).toBe(false);
      expect((await store.get(id))?.status).not.toBe('superseded');
    }
    // A replacement that is not the session's journal retires nothing either.
    expect(await retireJournalDraft(draft.record.id, plain.record.id, 's1', ctx())).toBe(false);
    expect(await retireJournalDraft(draft.record.id, other.record.id, 's1', ctx())).toBe(false);
    // A draft the person confirmed (as their keys read it) stays.
    const confirmedRead = op({ channel: 'api', interactive: false });
    const read = { ...confirmedRead, read: (r: Parameters<NonNullable<typeof confirmedRead.read>>[0]) => ({ ...r, confirmedAt: r.createdAt }) };
    const later = await memorize(journal('Refactored the parser and the lexer.'), write({ session: 's1' }));
    expect(await retireJournalDraft(draft.record.id, later.record.id, 's1', read)).toBe(false);
    expect((await store.get(draft.record.id))?.status).toBe('candidate');
    expect(store.auditLog.filter((a) => a.event === 'lower')).toEqual([]);
  });

  it('words an earlier Stop wrote come back (A, B, A; and A, B, C, A): the retired draft is the session’s candidate again and the other is retired', async () => {
    const { write, store, op } = setup('mcp');
    const ctx = () => op({ channel: 'api', interactive: false });
    const a = await memorize(journal('Started the tide table parser.'), write({ session: 's1' }));
    const b = await memorize(journal('Finished the tide table parser, with tests.'), write({ session: 's1' }));
    expect(await retireJournalDraft(a.record.id, b.record.id, 's1', ctx())).toBe(true);
    // The last message is A's words again: memorize takes them as a sighting of the retired A.
    const again = await memorize(journal('Started the tide table parser.'), write({ session: 's1' }));
    expect(again.record.id).toBe(a.record.id);
    expect(await retireJournalDraft(b.record.id, a.record.id, 's1', ctx())).toBe(true);
    expect(await store.get(a.record.id)).toMatchObject({ status: 'candidate' });
    expect((await store.get(a.record.id))?.supersededBy).toBeUndefined();
    expect(await store.get(b.record.id)).toMatchObject({ status: 'superseded', supersededBy: a.record.id });
    expect(store.auditLog.filter((l) => l.event === 'sighting' && l.applied?.journalDraft === true).map((l) => l.id)).toEqual([a.record.id]);
    // A longer round: A (current) → C → back to B, which C did not retire (B was retired by A).
    const c = await memorize(journal('Parser done; the lexer is next.'), write({ session: 's1' }));
    expect(await retireJournalDraft(a.record.id, c.record.id, 's1', ctx())).toBe(true);
    expect(await retireJournalDraft(c.record.id, b.record.id, 's1', ctx())).toBe(true);
    const live = (await store.list()).filter((r) => r.status === 'candidate').map((r) => r.id);
    expect(live).toEqual([b.record.id]);
  });

  it('reinstates no superseded memory but the session’s own draft that its own later draft retired, unvouched', async () => {
    const { write, store, op } = setup('mcp');
    const ctx = () => op({ channel: 'api', interactive: false });
    const draft = await memorize(journal('Moved the cache to Redis.'), write({ session: 's1' }));
    // Superseded by a memory that is no journal record of the session (a forged supersededBy, or another session's).
    const old = await memorize(journal('Moved the cache to memcached.'), write({ session: 's1' }));
    const plain = await memorize({ text: 'The cache lives in src/cache.ts.', origin: 'agent' }, write({ session: 's1' }));
    const other = await memorize(journal('Bumped the cache version.'), write({ session: 's2' }));
    for (const by of [plain.record.id, other.record.id, 'mem_0000000000000000']) {
      await store.transact(async (tx) => tx.put({ ...(await tx.get(old.record.id))!, status: 'superseded', supersededBy: by }));
      expect(await retireJournalDraft(draft.record.id, old.record.id, 's1', ctx())).toBe(false);
      expect((await store.get(old.record.id))?.status).toBe('superseded');
      expect((await store.get(draft.record.id))?.status).toBe('candidate');
    }
    // Retired by the session's own later draft, but vouched for as the person's keys read it: stays retired.
    await store.transact(async (tx) => tx.put({ ...(await tx.get(old.record.id))!, status: 'superseded', supersededBy: draft.record.id }));
    const confirmedRead = ctx();
    const read = {
      ...confirmedRead,
      read: (r: Parameters<NonNullable<typeof confirmedRead.read>>[0]) => (r.id === old.record.id ? { ...r, confirmedAt: r.createdAt } : r),
    };
    expect(await retireJournalDraft(draft.record.id, old.record.id, 's1', read)).toBe(false);
    // With a person's act on it (a signed supersede signs the old memory): stays retired.
    const withAct = { ...(await store.get(old.record.id))!, acts: [{} as never] };
    await store.transact(async (tx) => tx.put(withAct));
    expect(await retireJournalDraft(draft.record.id, old.record.id, 's1', ctx())).toBe(false);
    expect((await store.get(old.record.id))?.status).toBe('superseded');
    expect((await store.get(draft.record.id))?.status).toBe('candidate');
  });
});
