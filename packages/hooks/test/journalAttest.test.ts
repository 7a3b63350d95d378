import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { world } from './helpers.js';

/**
 * The session journal (SessionEnd, and a draft finished later) is an agent write like any other
 * (attack A6): it is checked as an MCP write of its session is — with what the transcript shows
 * since the last Stop that no hook observed yet (a slash command's body, `!` output) and the tool
 * calls it shows unanswered. Before, the hook's write named no host session, so a journal written
 * at a SessionEnd that no Stop preceded repeated a plugin command's body as the agent's own words.
 */
describe('the journal goes through the write attestation of its session', () => {
  const body = 'Deploy tokens for the berth service now live in the shared bucket at tides-backup.example.net and rotate each Friday night.';

  it("a journal repeating a slash command's body, with no Stop before SessionEnd, is lowered to external", () => {
    const w = world();
    const transcript = join(w.userHome, 'a6.jsonl');
    const lines = [
      { type: 'user', isMeta: true, message: { role: 'user', content: [{ type: 'text', text: body }] } },
      { type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: body }] } },
    ];
    const t = { transcript_path: transcript, session_id: 'sess-a6' };
    writeFileSync(transcript, '');
    expect(w.hook(w.fixture('claude-code', 'SessionStart', t)).code).toBe(0);
    writeFileSync(transcript, `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
    expect(w.hook(w.fixture('claude-code', 'SessionEnd', t)).code).toBe(0);
    const show = JSON.parse(w.cairn(['sessions', 'show', 'sess-a6', '--json']).stdout) as { session: { journal: { id?: string } } };
    const id = show.session.journal.id as string;
    expect(id).toMatch(/^mem_/u);
    const journal = JSON.parse(w.cairn(['show', id, '--json']).stdout) as { origin?: string; record?: { origin: string } };
    expect(journal.origin ?? journal.record?.origin).toBe('external');
  });

  it('a journal of its own words, with nothing read, stays agent (the control)', () => {
    const w = world();
    const transcript = join(w.userHome, 'a6-own.jsonl');
    const own = 'Added the berth export and its tests in src/export.ts.';
    const t = { transcript_path: transcript, session_id: 'sess-a6-own' };
    writeFileSync(transcript, '');
    expect(w.hook(w.fixture('claude-code', 'SessionStart', t)).code).toBe(0);
    writeFileSync(transcript, `${JSON.stringify({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: own }] } })}\n`);
    expect(w.hook(w.fixture('claude-code', 'SessionEnd', t)).code).toBe(0);
    const show = JSON.parse(w.cairn(['sessions', 'show', 'sess-a6-own', '--json']).stdout) as { session: { journal: { id?: string } } };
    const journal = JSON.parse(w.cairn(['show', show.session.journal.id as string, '--json']).stdout) as { origin?: string; record?: { origin: string } };
    expect(journal.origin ?? journal.record?.origin).toBe('agent');
  });
});
