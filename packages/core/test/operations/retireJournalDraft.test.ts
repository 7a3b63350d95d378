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
});
