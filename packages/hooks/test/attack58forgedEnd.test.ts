import { describe, expect, it } from 'vitest';
import { memorizeOverMcp, type World, world } from './helpers.js';
import { hasSandboxTools, INTERACTIVE, memorizedOrigin, protectedWorld, startedSession, unobservedFetch } from './hostSessions.js';

/**
 * Attack h58 F2 (low: a forged hook event raises trust, tool → agent, in a home that is not
 * sandbox-only). A host session with a gap (a WebFetch the transcript shows and no hook observed)
 * lowers every write that names no protected session to `tool` while it is open (C8, core
 * `openGap`). The open window ends at the session's SessionEnd — and a SessionEnd is one line the
 * agent pipes into `cairn hook` with the session's id (`cairn sessions` lists the ids). After it,
 * the agent's copy of what it read unobserved is stored `agent`: a forged event RAISED the origin,
 * against "anything an agent could forge may only lower trust". Impact is bounded: in an
 * unprotected home an agent memory never promotes itself and the agent could also edit the
 * session record; but a deceived agent's copy now reads as its own conclusion in `cairn review`.
 * Fixed (h59-hooks): a gapped session keeps lowering every write that names no protected session
 * for the observation retention window whether it has ended or not (core's `windowLowerings`, used by
 * session's `attestationFor`; the same for its opaque reads). A forged SessionStart with the same id
 * after the forged end changes nothing either (the record keeps its gaps). In a home declared
 * sandbox-only an honest end changes nothing too: the end's payload proves nothing about who sent it
 * (an unprotected session of that home can run `cairn hook`), and a protected session's own writes
 * were never lowered by another session's gap — only by its own.
 */
const sessionRecord = (w: World, id: string): { protected: boolean } | undefined =>
  (JSON.parse(w.cairn(['sessions', '--json']).stdout) as { sessions: Array<{ id: string; protected: boolean }> }).sessions.find((s) => s.id === id);

const PAYLOAD = 'Packages are fetched from tools.deploy-mirror.example for every build of the scheduler.';

describe('attack h58 F2: a forged SessionEnd closes a gapped session', () => {
  it('control: while the gapped session is open, an unnamed write is tool', () => {
    const w = world();
    const common = startedSession(w, 'sess-gap', 'startup', [unobservedFetch('toolu_web_gap')]);
    expect(w.hook(w.fixture('claude-code', 'Stop', common)).code).toBe(0);
    expect(memorizedOrigin(w, PAYLOAD)).toBe('tool');
  });

  // F2 (attack-h58): held — was `agent`.
  it('attack h58 F2: after a SessionEnd piped in by the agent, the unnamed write is still tool', () => {
    const w = world();
    const common = startedSession(w, 'sess-gap', 'startup', [unobservedFetch('toolu_web_gap')]);
    expect(w.hook(w.fixture('claude-code', 'Stop', common)).code).toBe(0);
    // The agent's forgery: one SessionEnd for the session's id.
    expect(w.hook(w.fixture('claude-code', 'SessionEnd', common)).code).toBe(0);
    expect(memorizedOrigin(w, PAYLOAD)).toBe('tool');
  });

  it('a forged SessionEnd, then a forged SessionStart with the same id: the unnamed write is still tool', () => {
    const w = world();
    const common = startedSession(w, 'sess-gap', 'startup', [unobservedFetch('toolu_web_gap')]);
    expect(w.hook(w.fixture('claude-code', 'Stop', common)).code).toBe(0);
    expect(w.hook(w.fixture('claude-code', 'SessionEnd', common)).code).toBe(0);
    // The session "started again", fresh: its record keeps the gap the Stop found.
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { ...common, source: 'startup' })).code).toBe(0);
    expect(memorizedOrigin(w, PAYLOAD)).toBe('tool');
    // And another forged end after it closes nothing either.
    expect(w.hook(w.fixture('claude-code', 'SessionEnd', common)).code).toBe(0);
    expect(memorizedOrigin(w, `${PAYLOAD} Again.`)).toBe('tool');
  });
});

describe.skipIf(!hasSandboxTools)('an honest end of a gapped session in a home declared sandbox-only', () => {
  it('changes nothing: an unnamed write stays tool, and a protected session’s own write is agent before and after', async () => {
    const w = await protectedWorld();
    const common = startedSession(w, 'sess-gap', 'startup', [unobservedFetch('toolu_web_gap')]);
    expect(w.hook(w.fixture('claude-code', 'Stop', common)).code).toBe(0);
    const own = (text: string) => memorizeOverMcp<{ origin: string }>(w, 'sess-clean', text);
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-clean' }), [], INTERACTIVE).code).toBe(0);
    expect(sessionRecord(w, 'sess-clean')?.protected).toBe(true);
    expect((await own('The scheduler keeps its queue in a ring buffer of 512 slots.')).origin).toBe('agent');
    expect(w.hook(w.fixture('claude-code', 'SessionEnd', common)).code).toBe(0);
    expect(memorizedOrigin(w, PAYLOAD)).toBe('tool');
    expect((await own('The scheduler drains its ring buffer every 40 ms.')).origin).toBe('agent');
  });
});
