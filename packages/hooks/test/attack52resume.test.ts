import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { memorizeOverMcp, world } from './helpers.js';
import { startedSession, unobservedFetch } from './hostSessions.js';

/**
 * Attack h52 B5: `/resume` of an OLDER session escapes the session link (19d9553f, h51 attack A9).
 *
 * Claude Code's `/resume` runs SessionStart with `source: "resume"` and the resumed session's
 * ORIGINAL id (anthropics/claude-code#24265, #23932: "source=resume with the original session
 * ID"). The MCP server keeps the id its process started with. session's `laterSessions` links
 * only records whose `startedAt` is at or after the server's session's — and a resumed session's
 * record keeps the `startedAt` of its first start (hooks' sessionStart updates `sources`, never
 * `startedAt`). So after `/resume` of yesterday's session, what the resumed session reads with
 * its hook failing (a gap) or as an image does not lower the MCP writes made under the start-up
 * id, at the write nor at Stop. The agent need do nothing but be resumed into an older session.
 * Fixed: every SessionStart sets the record's `lastStartedAt`, and `laterSessions` links a record
 * whose first OR latest start is at or after the start-up session's — lowering only: the older
 * session's gaps from before the resume link too (over-linking is acceptable).
 */
interface Written {
  id: string;
  origin: string;
}

const TEXT = 'The queue keeps its items in memory until the nightly flush.';
describe('attack h52 B5: /resume of an older session', () => {
  it('control: the gap is seen in the resumed session itself (a write under its own id is lowered)', async () => {
    const w = world();
    startedSession(w, 'sess-yesterday', 'startup');
    startedSession(w, 'sess-today', 'startup');
    const resumed = startedSession(w, 'sess-yesterday', 'resume');
    writeFileSync(resumed.transcript_path as string, `${JSON.stringify(unobservedFetch('toolu_web_resumed'))}\n`);
    expect((await memorizeOverMcp<Written>(w, 'sess-yesterday', TEXT)).origin).toBe('tool');
  });

  it('a gap in a session /resume brought back (its original id) lowers the MCP write made under the start-up id', async () => {
    const w = world();
    // Yesterday's session, ended cleanly.
    startedSession(w, 'sess-yesterday', 'startup');
    // Today's process starts (the MCP server's CLAUDE_CODE_SESSION_ID), then the person types /resume.
    startedSession(w, 'sess-today', 'startup');
    const resumed = startedSession(w, 'sess-yesterday', 'resume');
    // In the resumed session a fetch's hook fails: the transcript shows it, no observation covers it.
    writeFileSync(resumed.transcript_path as string, `${JSON.stringify(unobservedFetch('toolu_web_resumed'))}\n`);
    const r = await memorizeOverMcp<Written>(w, 'sess-today', TEXT);
    expect(r.origin).toBe('tool');
  });

  it('a gap the resumed session’s Stop finds lowers what was written under the start-up id before it', async () => {
    const w = world();
    startedSession(w, 'sess-yesterday', 'startup');
    startedSession(w, 'sess-today', 'startup');
    const resumed = startedSession(w, 'sess-yesterday', 'resume');
    const r = await memorizeOverMcp<Written>(w, 'sess-today', TEXT);
    expect(r.origin).toBe('agent');
    writeFileSync(resumed.transcript_path as string, `${JSON.stringify(unobservedFetch('toolu_web_after'))}\n`);
    expect(w.hook(w.fixture('claude-code', 'Stop', resumed)).code).toBe(0);
    expect((JSON.parse(w.cairn(['show', r.id, '--json']).stdout) as { origin: string }).origin).toBe('tool');
  });

  it('control: a session resumed (and last started) BEFORE the start-up session is not linked', async () => {
    const w = world();
    startedSession(w, 'sess-yesterday', 'startup');
    const resumed = startedSession(w, 'sess-yesterday', 'resume');
    writeFileSync(resumed.transcript_path as string, `${JSON.stringify(unobservedFetch('toolu_web_before'))}\n`);
    startedSession(w, 'sess-today', 'startup');
    expect((await memorizeOverMcp<Written>(w, 'sess-today', TEXT)).origin).toBe('agent');
  });
});

describe('cairn sessions show says when a session was last started (h52 closing note)', () => {
  it('a resumed session shows its latest start beside its first; a session started once shows one', () => {
    const w = world();
    startedSession(w, 'sess-yesterday', 'startup');
    startedSession(w, 'sess-today', 'startup');
    startedSession(w, 'sess-yesterday', 'resume');
    const record = (id: string): { startedAt: string; lastStartedAt?: string } =>
      (JSON.parse(w.cairn(['sessions', 'show', id, '--json']).stdout) as { session: { startedAt: string; lastStartedAt?: string } }).session;
    const resumed = record('sess-yesterday');
    expect(resumed.lastStartedAt).toBeDefined();
    expect(resumed.lastStartedAt).not.toBe(resumed.startedAt);
    const shown = w.cairn(['sessions', 'show', 'sess-yesterday']);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout.split('\n')[0]).toBe(
      `sess-yesterday (claude-code) started ${resumed.startedAt}, last started ${resumed.lastStartedAt} (startup, resume)`,
    );
    const once = record('sess-today');
    expect(w.cairn(['sessions', 'show', 'sess-today']).stdout.split('\n')[0]).toBe(`sess-today (claude-code) started ${once.startedAt}`);
  });
});
