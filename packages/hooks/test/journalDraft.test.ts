import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeGithubToken, type World, world } from './helpers.js';

/**
 * The session journal's draft (issue #21: "one draft per session, updated at each Stop, finished
 * at SessionEnd…"; hooks src/handle.ts `draftJournal`, core's `retireJournalDraft`). Payloads are
 * the captured Claude Code 2.1.332 fixtures (test/fixtures/SOURCES.md).
 */
type Journal = { id?: string; finished: boolean };
type Listed = { id: string; text: string; status: string; tags: string[] };

const journalOf = (w: World, id: string): Journal =>
  (JSON.parse(w.cairn(['sessions', 'show', id, '--json']).stdout) as { session: { journal: Journal } }).session.journal;

const journals = (w: World, status: string): Listed[] =>
  (JSON.parse(w.cairn(['list', '--json', '--status', status]).stdout) as Listed[]).filter((r) => r.tags.includes('journal'));

/** Writes the transcript so its last assistant message is `last`; returns its path. */
function say(w: World, id: string, last: string): string {
  const dir = join(w.userHome, '.claude', 'projects', 'p');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${id}.jsonl`);
  writeFileSync(
    file,
    `${JSON.stringify({ type: 'assistant', sessionId: id, uuid: `a-${last.length}`, message: { role: 'assistant', content: [{ type: 'text', text: last }] } })}\n`,
  );
  return file;
}

describe('the journal draft, updated at each Stop', () => {
  it('a Stop writes the draft a person reads; a later Stop with new words replaces it (one draft); SessionEnd finishes it', () => {
    const w = world();
    const id = 'sess-draft-1';
    let transcript = say(w, id, 'Started: the tide table parser reads the new format.');
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: id, transcript_path: transcript })).code).toBe(0);
    expect(journalOf(w, id)).toEqual({ finished: false });
    expect(w.hook(w.fixture('claude-code', 'Stop', { session_id: id, transcript_path: transcript })).code).toBe(0);
    const first = journalOf(w, id);
    expect(first).toEqual({ finished: false, id: expect.stringMatching(/^mem_/u) });
    expect(journals(w, 'candidate').map((r) => r.id)).toEqual([first.id]);
    // A person reads it: the sessions table and `sessions show` name the draft.
    expect(w.cairn(['sessions']).stdout).toContain(`draft ${first.id}`);
    expect(w.cairn(['sessions', 'show', id]).stdout).toContain(`journal: draft ${first.id}`);

    // The same words at the next Stop: the same draft.
    expect(w.hook(w.fixture('claude-code', 'Stop', { session_id: id, transcript_path: transcript })).code).toBe(0);
    expect(journalOf(w, id)).toEqual(first);

    // New words: a new draft, and the earlier one is superseded by it (the session keeps one).
    transcript = say(w, id, 'Finished: the tide table parser reads the new format, with tests.');
    expect(w.hook(w.fixture('claude-code', 'Stop', { session_id: id, transcript_path: transcript })).code).toBe(0);
    const second = journalOf(w, id);
    expect(second.finished).toBe(false);
    expect(second.id).not.toBe(first.id);
    const candidates = journals(w, 'candidate');
    expect(candidates.map((r) => r.id)).toEqual([second.id]);
    expect(candidates[0]?.text).toContain('with tests');
    expect(journals(w, 'superseded').map((r) => r.id)).toEqual([first.id]);

    expect(w.hook(w.fixture('claude-code', 'SessionEnd', { session_id: id, transcript_path: transcript })).code).toBe(0);
    expect(journalOf(w, id)).toEqual({ finished: true, id: second.id });
  });

  it('a credential in the last assistant message at a Stop never reaches disk; the draft is redacted', () => {
    const w = world();
    const id = 'sess-draft-2';
    const token = fakeGithubToken();
    const transcript = say(w, id, `Set GITHUB_TOKEN=${token} in CI; the deploy job passes now.`);
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: id, transcript_path: transcript })).code).toBe(0);
    expect(w.hook(w.fixture('claude-code', 'Stop', { session_id: id, transcript_path: transcript, last_assistant_message: `token ${token}` })).code).toBe(0);
    const draft = journalOf(w, id);
    expect(draft.id).toMatch(/^mem_/u);
    expect(journals(w, 'candidate')[0]?.text).toContain('the deploy job passes now');
    expect(w.homeBytes().includes(token)).toBe(false);
    expect(w.homeBytes().includes(token.slice(4))).toBe(false);
  });

  it('words an earlier Stop wrote come back (A, B, A): A is the draft again, B is retired — not recalled, not counted as awaiting review, the session names a live draft', () => {
    const w = world();
    const id = 'sess-draft-3';
    const A = 'Started: the tide table parser reads the pelican format.';
    const B = 'Finished: the tide table parser reads the albatross format, with tests.';
    let transcript = say(w, id, A);
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: id, transcript_path: transcript })).code).toBe(0);
    expect(w.hook(w.fixture('claude-code', 'Stop', { session_id: id, transcript_path: transcript })).code).toBe(0);
    const first = journalOf(w, id).id as string;
    transcript = say(w, id, B);
    expect(w.hook(w.fixture('claude-code', 'Stop', { session_id: id, transcript_path: transcript })).code).toBe(0);
    const second = journalOf(w, id).id as string;
    expect(second).not.toBe(first);
    transcript = say(w, id, A);
    expect(w.hook(w.fixture('claude-code', 'Stop', { session_id: id, transcript_path: transcript })).code).toBe(0);
    // The session's draft is A's memory again, live; B (words no longer current) is retired by it.
    expect(journalOf(w, id)).toEqual({ finished: false, id: first });
    expect(journals(w, 'candidate').map((r) => r.id)).toEqual([first]);
    expect(journals(w, 'superseded').map((r) => r.id)).toEqual([second]);
    // Recall (candidates asked for) finds the current draft only; the digest counts one candidate.
    const hits = (JSON.parse(w.cairn(['recall', 'tide', '--include-candidates', '--json']).stdout) as { hits: { id: string }[] }).hits.map((h) => h.id);
    expect(hits).toEqual([first]);
    expect(w.cairn(['recall', 'albatross', '--include-candidates', '--json']).stdout).not.toContain(second);
    expect(w.cairn(['digest']).stdout).toContain('1 candidate awaits `cairn review`.');
    const next = w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-draft-3b', transcript_path: transcript }));
    expect(next.stdout).toContain('1 candidate awaits `cairn review`.');
    expect(next.stdout).not.toContain('albatross');
  });

  it('a draft a person later superseded: sessions show says superseded and by what (it read as a plain draft before)', () => {
    const w = world();
    const id = 'sess-draft-4';
    const transcript = say(w, id, 'Started: the harbour ledger importer reads the CSV export.');
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: id, transcript_path: transcript })).code).toBe(0);
    expect(w.hook(w.fixture('claude-code', 'Stop', { session_id: id, transcript_path: transcript })).code).toBe(0);
    const draft = journalOf(w, id).id as string;
    // Control: the live draft reads as one, with no state after it.
    expect(w.cairn(['sessions', 'show', id]).stdout).toContain(`journal: draft ${draft} (the session has not ended`);
    const mine = w.person([
      'memorize',
      '--text',
      'The harbour ledger importer reads the CSV and the XLSX exports.',
      '--title',
      'Ledger importer formats',
      '--json',
    ]);
    expect(mine.code, mine.stderr).toBe(0);
    const by = (JSON.parse(mine.stdout) as { id: string }).id;
    const superseded = w.person(['supersede', draft, '--by', by]);
    expect(superseded.code, superseded.stderr).toBe(0);
    const shown = w.cairn(['sessions', 'show', id]).stdout;
    expect(shown).toContain(`journal: draft ${draft} (superseded by ${by} “Ledger importer formats”: no longer recalled or shown in the digest)`);
    expect(shown).not.toContain('each Stop updates the draft');
    const json = JSON.parse(w.cairn(['sessions', 'show', id, '--json']).stdout) as { journal: unknown };
    expect(json.journal).toEqual({ id: draft, status: 'superseded', supersededBy: { id: by, title: 'Ledger importer formats' } });
  });
});
