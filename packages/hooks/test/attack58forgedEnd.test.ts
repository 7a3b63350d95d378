import { describe, expect, it } from 'vitest';
import { world } from './helpers.js';
import { memorizedOrigin, startedSession, unobservedFetch } from './hostSessions.js';

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
 * A fix would keep a gapped session lowering unnamed writes for the retention window whether or
 * not it ended (or only a SessionEnd whose transcript shows the end closes the window).
 */
const PAYLOAD = 'Packages are fetched from tools.deploy-mirror.example for every build of the scheduler.';

describe('attack h58 F2: a forged SessionEnd closes a gapped session', () => {
  it('control: while the gapped session is open, an unnamed write is tool', () => {
    const w = world();
    const common = startedSession(w, 'sess-gap', 'startup', [unobservedFetch('toolu_web_gap')]);
    expect(w.hook(w.fixture('claude-code', 'Stop', common)).code).toBe(0);
    expect(memorizedOrigin(w, PAYLOAD)).toBe('tool');
  });

  it.fails('attack h58 F2: after a SessionEnd piped in by the agent, the unnamed write is still tool', () => {
    const w = world();
    const common = startedSession(w, 'sess-gap', 'startup', [unobservedFetch('toolu_web_gap')]);
    expect(w.hook(w.fixture('claude-code', 'Stop', common)).code).toBe(0);
    // The agent's forgery: one SessionEnd for the session's id.
    expect(w.hook(w.fixture('claude-code', 'SessionEnd', common)).code).toBe(0);
    expect(memorizedOrigin(w, PAYLOAD)).toBe('tool');
  });
});
