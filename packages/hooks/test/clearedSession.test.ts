import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memorizeOverMcp, type World, world } from './helpers.js';
import { hasSandboxTools, protectedWorld, startedSession, transcriptFolder, unobservedFetch } from './hostSessions.js';

/**
 * h51 attack A9: Claude Code gives a stdio MCP server the session id its process started with
 * (`CLAUDE_CODE_SESSION_ID`), and `/clear`, `/compact` or `/resume` start a later session with a
 * new id in the same process (SessionStart `source: "clear"`, …). A write the server made under the
 * first id was checked against the first session only: a gap or an image read in the later one
 * lowered nothing. Sessions are linked by rule — the same host, a transcript in the same folder,
 * started later by clear/compact/resume — and the later one's observations lower the write.
 * Payloads are Claude Code 2.1.332's fixtures.
 */
interface Written {
  id: string;
  origin: string;
  clamped: Array<{ field: string; requested: string; applied: string; reason?: string }>;
}

const TEXT = 'The queue keeps its items in memory until the nightly flush.';
describe('an MCP write under the start-up session id is checked against the sessions /clear, /compact and /resume started (h51 attack A9)', () => {
  it.each(['clear', 'compact', 'resume'])('a gap in the session %s started lowers the write to tool, naming that session', async (source) => {
    const w = world();
    startedSession(w, 'sess-first', 'startup');
    startedSession(w, 'sess-later', source, [unobservedFetch('toolu_web_later')]);
    const r = await memorizeOverMcp<Written>(w, 'sess-first', TEXT);
    expect(r.origin).toBe('tool');
    expect(r.clamped.find((c) => c.field === 'origin')?.reason).toContain('toolu_web_later (host session sess-later, started in the same host after this one)');
  });

  it('an image the later session read lowers the write to that read’s origin', async () => {
    const w = world();
    startedSession(w, 'sess-first', 'startup');
    const common = startedSession(w, 'sess-later', 'clear');
    writeFileSync(join(w.project, 'shot.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
    const response = { type: 'image', file: { base64: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]).toString('base64'), type: 'image/png', originalSize: 7 } };
    const input = { file_path: join(w.project, 'shot.png') };
    expect(w.hook(w.fixture('claude-code', 'PostToolUse-Read', { ...common, tool_input: input, tool_response: response, tool_use_id: 'toolu_png' })).code).toBe(
      0,
    );
    // Ended by another /clear: no longer an open session whose opaque reads lower every unprotected write.
    expect(w.hook(w.fixture('claude-code', 'SessionEnd', { ...common, reason: 'clear' })).code).toBe(0);
    expect((await memorizeOverMcp<Written>(w, 'sess-first', TEXT)).origin).toBe('repo');
  });

  it('not linked: a session of another project’s folder, one started as a new process (startup), one started before', async () => {
    const w = world();
    startedSession(w, 'sess-old', 'clear', [unobservedFetch('toolu_web_old')]);
    startedSession(w, 'sess-first', 'startup');
    startedSession(w, 'sess-elsewhere', 'clear', [unobservedFetch('toolu_web_else')], 'other-project');
    startedSession(w, 'sess-new-process', 'startup', [unobservedFetch('toolu_web_new')]);
    expect((await memorizeOverMcp<Written>(w, 'sess-first', TEXT)).origin).toBe('agent');
  });

  it('a gap the later session’s Stop finds lowers what was written under the start-up id before it', async () => {
    const w = world();
    startedSession(w, 'sess-first', 'startup');
    const later = startedSession(w, 'sess-later', 'clear');
    const r = await memorizeOverMcp<Written>(w, 'sess-first', TEXT);
    expect(r.origin).toBe('agent');
    // The fetch lands in the later session's transcript after the write; its hook failed.
    writeFileSync(later.transcript_path as string, `${JSON.stringify(unobservedFetch('toolu_web_after'))}\n`);
    expect(w.hook(w.fixture('claude-code', 'Stop', later)).code).toBe(0);
    expect((JSON.parse(w.cairn(['show', r.id, '--json']).stdout) as { origin: string }).origin).toBe('tool');
  });
});

/** What the memory's stored evidence says of its host session: which, and whether it was protected. */
function evidenceOf(w: World, id: string): Array<{ session?: string; protected?: boolean }> {
  const r = w.cairn(['show', id, '--json']);
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { evidence: Array<{ session?: string; protected?: boolean }> }).evidence;
}
/** One piece of evidence, of host session `session`, not marked protected (the field is kept only when true). */
function expectUnprotected(evidence: Array<{ session?: string; protected?: boolean }>, session: string): void {
  expect(evidence.map((e) => e.session)).toEqual([session]);
  expect(evidence[0]?.protected).not.toBe(true);
}
const sessionRecord = (w: World, id: string): { protected: boolean; reasons: string[] } | undefined =>
  (JSON.parse(w.cairn(['sessions', '--json']).stdout) as { sessions: Array<{ id: string; protected: boolean; reasons: string[] }> }).sessions.find(
    (s) => s.id === id,
  );

describe.skipIf(!hasSandboxTools)('a protected start-up session meets an unprotected session /clear, /compact or /resume started (h51 attack A9)', () => {
  /** A protected world; `sess-first` started protected; a project settings key Cairn does not know, so sessions started from now on are unprotected. */
  async function firstProtected(): Promise<World> {
    const w = await protectedWorld();
    startedSession(w, 'sess-first', 'startup');
    expect(sessionRecord(w, 'sess-first')).toMatchObject({ protected: true, reasons: [] });
    mkdirSync(join(w.project, '.claude'), { recursive: true });
    writeFileSync(join(w.project, '.claude', 'settings.json'), JSON.stringify({ someFutureKey: true }));
    return w;
  }

  it('control: with no later session, the write under the start-up id is the protected session’s', async () => {
    const w = await firstProtected();
    const r = await memorizeOverMcp<Written>(w, 'sess-first', TEXT);
    expect(r.origin).toBe('agent');
    expect(evidenceOf(w, r.id)).toEqual([expect.objectContaining({ session: 'sess-first', protected: true })]);
  });

  it.each(['clear', 'compact', 'resume'])(
    'the unprotected session %s started takes the protection from the write under the start-up id, and its gap lowers it',
    async (source) => {
      const w = await firstProtected();
      startedSession(w, 'sess-later', source);
      expect(sessionRecord(w, 'sess-later')?.protected).toBe(false);
      // No gap yet: the write keeps its origin, but is no protected session's.
      const plain = await memorizeOverMcp<Written>(w, 'sess-first', TEXT);
      expect(plain.origin).toBe('agent');
      expectUnprotected(evidenceOf(w, plain.id), 'sess-first');
      // The later session's fetch whose hook failed: a gap that lowers the write made under the start-up id.
      const later = join(transcriptFolder(w), 'sess-later.jsonl');
      writeFileSync(later, `${JSON.stringify(unobservedFetch('toolu_web_later'))}\n`);
      const lowered = await memorizeOverMcp<Written>(w, 'sess-first', 'The nightly flush writes the queue to the berth ledger.');
      expect(lowered.origin).toBe('tool');
      expect(lowered.clamped.find((c) => c.field === 'origin')?.reason).toContain(
        'toolu_web_later (host session sess-later, started in the same host after this one)',
      );
      expectUnprotected(evidenceOf(w, lowered.id), 'sess-first');
      // Nor does the later session inherit the first one's protection: its own write is unprotected too.
      const own = await memorizeOverMcp<Written>(w, 'sess-later', 'The berth ledger is archived every Sunday night.');
      expect(own.origin).toBe('tool');
      expectUnprotected(evidenceOf(w, own.id), 'sess-later');
    },
  );
});
