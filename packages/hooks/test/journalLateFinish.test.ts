import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type World, world } from './helpers.js';

/**
 * The session journal when SessionEnd never comes (issue #21: "finished at SessionEnd or, when that
 * never came, at the session's next SessionStart or the project's next hook"; hooks src/handle.ts
 * `sessionStart` and `finishStaleDrafts`, a draft untouched for an hour). Payloads are the captured
 * Claude Code 2.1.332 fixtures; the later clock is injected as pruneClock.test.ts does (a `--require`
 * that moves `Date` in the hook's process only).
 */
type Shown = { session: { journal: { id?: string; finished: boolean } } };

const shown = (w: World, id: string): Shown['session']['journal'] => (JSON.parse(w.cairn(['sessions', 'show', id, '--json']).stdout) as Shown).session.journal;

/** A session started and stopped (no SessionEnd), its transcript ending with the agent's `last` words. */
function stopped(w: World, id: string, last: string): void {
  const dir = join(w.userHome, '.claude', 'projects', 'p');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${id}.jsonl`),
    `${JSON.stringify({ type: 'assistant', sessionId: id, uuid: `a-${id}`, message: { role: 'assistant', content: [{ type: 'text', text: last }] } })}\n`,
  );
  expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: id, transcript_path: join(dir, `${id}.jsonl`) })).code).toBe(0);
  expect(w.hook(w.fixture('claude-code', 'Stop', { session_id: id, transcript_path: join(dir, `${id}.jsonl`), last_assistant_message: last })).code).toBe(0);
}

function laterClock(w: World, hours: number): Record<string, string> {
  const file = join(w.root, 'later.cjs');
  writeFileSync(
    file,
    `const shift = ${hours} * 3600000; const RealDate = Date;
class Later extends RealDate { constructor(...a) { if (a.length === 0) super(RealDate.now() + shift); else super(...a); } static now() { return RealDate.now() + shift; } }
globalThis.Date = Later;\n`,
  );
  return { NODE_OPTIONS: `--require ${file}`, CAIRN_NO_DAEMON: '1' };
}

describe('a journal whose SessionEnd never came', () => {
  it('is finished by the session’s next SessionStart (resume), from its transcript’s last message', () => {
    const w = world();
    stopped(w, 'sess-late-1', 'Finished: the tide table now reads heights in metres.');
    // Each Stop updates the draft (h57): written, not finished.
    const draft = shown(w, 'sess-late-1');
    expect(draft).toEqual({ finished: false, id: expect.any(String) });
    const dir = join(w.userHome, '.claude', 'projects', 'p');
    const again = w.hook(
      w.fixture('claude-code', 'SessionStart', { session_id: 'sess-late-1', source: 'resume', transcript_path: join(dir, 'sess-late-1.jsonl') }),
    );
    expect(again.code).toBe(0);
    const journal = shown(w, 'sess-late-1');
    expect(journal.finished).toBe(true);
    // The same words: the draft is the entry.
    expect(journal.id).toBe(draft.id);
    expect(w.cairn(['list', '--json', '--status', 'candidate']).stdout).toContain('the tide table now reads heights in metres');
  });

  it('is finished by another session’s hook once untouched for an hour; control: not before', () => {
    const w = world();
    stopped(w, 'sess-late-2', 'Finished: the harbour page is summarised in NOTES.md.');
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-other-1' }), [], laterClock(w, 0.5)).code).toBe(0);
    expect(shown(w, 'sess-late-2')).toEqual({ finished: false, id: expect.any(String) });
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-other-2' }), [], laterClock(w, 2)).code).toBe(0);
    const journal = shown(w, 'sess-late-2');
    expect(journal.finished).toBe(true);
    expect(journal.id).toEqual(expect.any(String));
  });
});
