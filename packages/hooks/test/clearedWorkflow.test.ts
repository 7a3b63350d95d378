import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type World, world } from './helpers.js';

/**
 * A background workflow after `/clear` (issue #21's leftovers, closing note h56): `/clear` ends the
 * session (SessionEnd `reason: "clear"`) and starts the next in the same process (SessionStart
 * `source: "clear"`; Claude Code hooks reference, code.claude.com/docs/en/hooks, read 2026-12-07 —
 * fixtures/SOURCES.md), while a workflow launched before it keeps writing its agents' transcripts
 * and `journal.jsonl` into the EARLIER session's folder (`<earlier>/subagents/workflows/<run>/`,
 * the folder fixed at launch: 2.1.332's program, fixtures/SOURCES.md). No Stop of the ended session
 * comes again, so before, what those agents read after the /clear was checked by nobody. Now the
 * Stops of the session that is current read them (hooks `clearedBefore`, session `unobservedCalls`).
 * Payloads are the captured 2.1.332 fixtures, changed only where the case needs.
 */
const RUN = 'wf_3f9c2a1b-7d4-1';
const AGENT = 'a3f9c2a1b7d40e5f6';
const OTHER_AGENT = 'a7e21d0c94b3f5a18';
const folder = (w: World): string => join(w.userHome, '.claude', 'projects', 'p');
const transcriptOf = (w: World, session: string): string => join(folder(w), `${session}.jsonl`);
const jsonl = (entries: unknown[]): string => entries.map((e) => `${JSON.stringify(e)}\n`).join('');
const gapsOf = (w: World, session: string): string[] =>
  (JSON.parse(w.cairn(['sessions', 'show', session, '--json']).stdout) as { session: { gaps: string[] } }).session.gaps;

/** A workflow agent's Bash call and its result, as the host writes them (sidechain entries). */
function agentTurn(session: string, call: string): unknown[] {
  const common = { isSidechain: true, agentId: AGENT, sessionId: session };
  return [
    { ...common, type: 'user', message: { role: 'user', content: 'Check the release notes.' } },
    {
      ...common,
      type: 'assistant',
      message: { role: 'assistant', content: [{ type: 'tool_use', id: call, name: 'Bash', input: { command: 'cat RELEASING.md' } }] },
    },
    {
      ...common,
      type: 'user',
      message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: call, content: 'RELEASING.md: tag from main.' }] },
      toolUseResult: { stdout: 'RELEASING.md: tag from main.' },
    },
  ];
}

/** Session `a` started, stopped and ended by /clear; `b` started by that /clear. */
function cleared(w: World, a: string, b: string): { a: Record<string, unknown>; b: Record<string, unknown> } {
  mkdirSync(folder(w), { recursive: true });
  const ca = { session_id: a, transcript_path: transcriptOf(w, a) };
  const cb = { session_id: b, transcript_path: transcriptOf(w, b) };
  writeFileSync(transcriptOf(w, a), '');
  expect(w.hook(w.fixture('claude-code', 'SessionStart', ca)).code).toBe(0);
  expect(w.hook(w.fixture('claude-code', 'Stop', ca)).code).toBe(0);
  expect(w.hook(w.fixture('claude-code', 'SessionEnd', { ...ca, reason: 'clear' })).code).toBe(0);
  writeFileSync(transcriptOf(w, b), '');
  expect(w.hook(w.fixture('claude-code', 'SessionStart', { ...cb, source: 'clear' })).code).toBe(0);
  return { a: ca, b: cb };
}

/** The workflow, launched in `session`, writes its agent's turn and its journal there after the /clear. */
function workflowWrites(w: World, session: string, call: string): void {
  const dir = join(folder(w), session, 'subagents', 'workflows', RUN);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `agent-${AGENT}.jsonl`), jsonl(agentTurn(session, call)));
  const journal = readFileSync(join(import.meta.dirname, 'fixtures', 'claude-code', 'workflow-journal.jsonl'), 'utf8')
    .replaceAll('{{session}}', session)
    .split('\n')
    .filter((l) => l !== '' && !l.includes(OTHER_AGENT));
  writeFileSync(join(dir, 'journal.jsonl'), journal.map((l) => `${l}\n`).join(''));
}

describe('a background workflow after /clear writes to the earlier session’s folder: the current session checks it', () => {
  it('its agent’s tool result no hook observed is a gap of the session that is current', () => {
    const w = world();
    const { b } = cleared(w, 'sess-clr-a1', 'sess-clr-b1');
    workflowWrites(w, 'sess-clr-a1', 'toolu_bg_1');
    expect(w.hook(w.fixture('claude-code', 'Stop', b)).code).toBe(0);
    expect(gapsOf(w, 'sess-clr-b1')).toContain('toolu_bg_1');
  });

  it('control: observed by its hooks (under either session id) it is no gap, and the next Stop reads on from the offset kept', () => {
    for (const [n, observedAs] of [
      ['2', 'sess-clr-b2'],
      ['3', 'sess-clr-a3'],
    ] as const) {
      const w = world();
      const { b } = cleared(w, `sess-clr-a${n}`, `sess-clr-b${n}`);
      workflowWrites(w, `sess-clr-a${n}`, `toolu_bg_${n}`);
      const as = { session_id: observedAs, transcript_path: transcriptOf(w, observedAs) };
      expect(w.hook({ ...w.fixture('claude-code', 'PreToolUse-Bash', as), tool_use_id: `toolu_bg_${n}` }).code).toBe(0);
      expect(w.hook({ ...w.fixture('claude-code', 'PostToolUse-Bash', as), tool_use_id: `toolu_bg_${n}` }).code).toBe(0);
      expect(w.hook(w.fixture('claude-code', 'Stop', b)).code).toBe(0);
      expect(gapsOf(w, `sess-clr-b${n}`)).toEqual([]);
      const offsets = (
        JSON.parse(w.cairn(['sessions', 'show', `sess-clr-b${n}`, '--json']).stdout) as { session: { subagentOffsets?: Record<string, unknown> } }
      ).session.subagentOffsets;
      expect(Object.keys(offsets ?? {})).toEqual([`cleared/sess-clr-a${n}/workflows/${RUN}/agent-${AGENT}.jsonl`]);
    }
  });
});
