/**
 * The policy table of DESIGN.md §1, row by row, observed through `memorize`, the operations
 * and the exported policy helpers. The numbers below are the ones DESIGN.md §1 states (the
 * table "Origins and the policy table" and the bullets under it); each test checks what a
 * caller sees, not how the table is stored.
 */
import { describe, expect, it } from 'vitest';
import { currentStrength, DAY_MS } from '../../src/decay/strength.js';
import { CoreError } from '../../src/errors/CoreError.js';
import { memorize } from '../../src/memorize/memorize.js';
import { mergeRecords } from '../../src/operations/consolidate.js';
import { pin } from '../../src/operations/operations.js';
import { isPruneExempt, planPrune } from '../../src/operations/prune.js';
import { applyPolicy, decideOrigin } from '../../src/policy/applyPolicy.js';
import { type Channel, CHANNELS, isHumanChannel, type Origin, ORIGINS, weakerOrigin } from '../../src/policy/policy.js';
import type { MemoryRecord } from '../../src/schema/record.js';
import { protectedHost, setup } from '../helpers.js';

/** DESIGN.md §1, the policy table: caps, decay per day and "promotes itself", per origin. */
const DESIGN_TABLE: Record<
  Origin,
  { salienceCap: number; confidenceCap: number; decayPerDay: number; promotes: 'at once' | 'after 2 independent sightings' | 'never' }
> = {
  user: { salienceCap: 1.0, confidenceCap: 1.0, decayPerDay: 0.995, promotes: 'at once' },
  agent: { salienceCap: 0.6, confidenceCap: 0.7, decayPerDay: 0.99, promotes: 'after 2 independent sightings' },
  repo: { salienceCap: 0.5, confidenceCap: 0.5, decayPerDay: 0.99, promotes: 'never' },
  tool: { salienceCap: 0.4, confidenceCap: 0.4, decayPerDay: 0.98505, promotes: 'never' },
  web: { salienceCap: 0.4, confidenceCap: 0.4, decayPerDay: 0.98505, promotes: 'never' },
  external: { salienceCap: 0.4, confidenceCap: 0.4, decayPerDay: 0.98505, promotes: 'never' },
};
/** DESIGN.md §1: "The prune-exempt salience threshold is 0.7: only `user` memories can reach it." */
const PRUNE_EXEMPT = 0.7;
/** DESIGN.md §1: a human channel is the VS Code UI or the CLI; `mcp` is agent-driven, `api` has no person. */
const HUMAN: Record<Channel, boolean> = { cli: true, vscode: true, mcp: false, api: false };

const UNTRUSTED = ['repo', 'tool', 'web', 'external'] as const;
const NON_USER = ['agent', ...UNTRUSTED] as const;

async function refusal(p: Promise<unknown>): Promise<CoreError> {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CoreError);
  expect((error as CoreError).code).toBe('ENTRENCHMENT_REFUSED');
  return error as CoreError;
}

describe.each(ORIGINS)('origin %s', (origin) => {
  const row = DESIGN_TABLE[origin];

  it('clamps salience and confidence to its caps and reports exactly the values it lowered', async () => {
    const { write } = setup();
    const r = await memorize({ text: `A fact from ${origin}.`, origin, salience: 1, confidence: 1 }, write());
    expect(r.record.origin).toBe(origin);
    expect(r.record.salience).toBe(row.salienceCap);
    expect(r.record.confidence).toBe(row.confidenceCap);
    expect(r.clamped).toEqual([
      ...(row.salienceCap < 1 ? [{ field: 'salience', requested: 1, applied: row.salienceCap }] : []),
      ...(row.confidenceCap < 1 ? [{ field: 'confidence', requested: 1, applied: row.confidenceCap }] : []),
    ]);
  });

  it('keeps a value exactly at the cap, or below it, and reports nothing', async () => {
    const { write } = setup();
    const at = await memorize({ text: `At the cap, ${origin}.`, origin, salience: row.salienceCap, confidence: row.confidenceCap }, write());
    expect([at.record.salience, at.record.confidence, at.clamped]).toEqual([row.salienceCap, row.confidenceCap, []]);
    const below = await memorize({ text: `Below the cap, ${origin}.`, origin, salience: 0.1, confidence: 0.2 }, write());
    expect([below.record.salience, below.record.confidence, below.clamped]).toEqual([0.1, 0.2, []]);
  });

  it('starts a write that asks for nothing within the caps, and reports no clamp for a value nobody asked for', async () => {
    const { write } = setup();
    const r = await memorize({ text: `No numbers given, ${origin}.`, origin }, write());
    expect(r.clamped).toEqual([]);
    expect(r.record.salience).toBeGreaterThan(0);
    expect(r.record.salience).toBeLessThanOrEqual(row.salienceCap);
    expect(r.record.confidence).toBeGreaterThan(0);
    expect(r.record.confidence).toBeLessThanOrEqual(row.confidenceCap);
  });

  it('decays at its daily rate: strength × rate^days', async () => {
    const { write, clock } = setup();
    const r = await memorize({ text: `Decaying fact, ${origin}.`, origin, salience: 1 }, write());
    expect(r.record.decayRate).toBe(row.decayPerDay);
    const start = clock.now().getTime();
    for (const days of [1, 10, 100]) {
      expect(currentStrength(r.record, new Date(start + days * DAY_MS))).toBeCloseTo(row.salienceCap * row.decayPerDay ** days, 10);
    }
  });

  it(`promotes itself ${row.promotes}`, async () => {
    const { write } = setup();
    const text = `The build uses esbuild, says ${origin}.`;
    const statuses: string[] = [];
    for (const n of [1, 2, 3]) {
      // Independent evidence: another source, another protected host session the project session
      // attested each time (DESIGN.md §2.6; a session the caller names is a note, issue #16).
      const r = await memorize({ text, origin, source: `docs/notes-${n}.md:1` }, write(protectedHost(`session-${n}`)));
      statuses.push(r.status);
    }
    const expected = {
      'at once': ['active', 'active', 'active'],
      'after 2 independent sightings': ['candidate', 'active', 'active'],
      never: ['candidate', 'candidate', 'candidate'],
    }[row.promotes];
    expect(statuses).toEqual(expected);
  });
});

describe('agent: "after 2 independent sightings" (minSeen = 2)', () => {
  it('a second sighting that is not independent (same source, same content) does not promote', async () => {
    const { write } = setup();
    const text = 'Tests run with vitest.';
    await memorize({ text, origin: 'agent', source: 'AGENTS.md:3', sourceHash: 'h1', session: 's1' }, write());
    const again = await memorize({ text, origin: 'agent', source: 'AGENTS.md:3', sourceHash: 'h1', session: 's2' }, write());
    expect(again.status).toBe('candidate');
  });
});

describe('may request pinned/stable: "yes, on a human channel only" for user; refused for every other origin', () => {
  for (const channel of CHANNELS) {
    for (const field of ['pinned', 'stable'] as const) {
      if (HUMAN[channel]) {
        it(`user may ask for ${field} on ${channel}, and gets only what it asked for`, async () => {
          const { write } = setup(channel);
          const r = await memorize({ text: `Keep this, ${field}.`, origin: 'user', [field]: true }, write());
          expect(r.record.pinned).toBe(field === 'pinned');
          expect(r.record.stable).toBe(field === 'stable');
          expect(r.status).toBe('active');
        });
      } else {
        it(`user is refused ${field} on ${channel}, which is not a human channel`, async () => {
          const { write, store } = setup(channel);
          const e = await refusal(memorize({ text: 'Keep this.', origin: 'user', [field]: true }, write()));
          expect(e.message).toContain(`origin "user" is stored as "agent" on the ${channel} channel`);
          expect(e.message).toContain('cairn pin <id>');
          expect(e.data).toEqual({ fields: [field], origin: 'agent', channel });
          expect(await store.list()).toEqual([]);
        });
      }
      for (const origin of NON_USER) {
        it(`${origin} is refused ${field} on ${channel}`, async () => {
          const { write } = setup(channel);
          const e = await refusal(memorize({ text: 'Keep this.', origin, [field]: true }, write()));
          expect(e.message).toContain(`origin "${origin}" may not entrench a memory`);
          // It names the ways a person entrenches today, and no flag that is refused (issue #14).
          expect(e.message).toContain('signed with their passphrase (in a terminal: `cairn memorize --pin --text …`');
          expect(e.message).toContain('`cairn person sign -- memorize --pin …`');
          expect(e.message).not.toContain('--yes');
          expect(e.data).toEqual({ fields: [field], origin, channel });
        });
      }
    }
  }

  it('a refusal names both fields when both are asked for', async () => {
    const { write } = setup('cli');
    const e = await refusal(memorize({ text: 'Keep this.', origin: 'tool', pinned: true, stable: true }, write()));
    expect(e.message).toContain('Refused pinned and stable');
    expect(e.data).toEqual({ fields: ['pinned', 'stable'], origin: 'tool', channel: 'cli' });
  });

  it('asking for false is not asking: nothing is refused and nothing is entrenched', async () => {
    const { write } = setup('mcp');
    const r = await memorize({ text: 'Plain fact.', origin: 'tool', pinned: false, stable: false }, write());
    expect([r.record.pinned, r.record.stable]).toEqual([false, false]);
  });

  it('a user write that asks for neither is neither pinned nor stable', async () => {
    const { write } = setup('cli');
    const r = await memorize({ text: 'Plain user fact.', origin: 'user' }, write());
    expect([r.record.pinned, r.record.stable]).toEqual([false, false]);
  });
});

describe('channels (DESIGN.md §1 "Channels")', () => {
  it.each(CHANNELS)('%s is a human channel exactly when DESIGN.md says so', (channel) => {
    expect(isHumanChannel(channel)).toBe(HUMAN[channel]);
  });

  for (const channel of CHANNELS) {
    it(`a claimed user origin on ${channel} is ${HUMAN[channel] ? 'kept' : 'clamped to agent, and the clamp is reported'}`, async () => {
      const { write } = setup(channel);
      const r = await memorize({ text: `The person said so on ${channel}.`, origin: 'user', salience: 1 }, write());
      if (HUMAN[channel]) {
        expect(r.record.origin).toBe('user');
        expect(r.clamped).toEqual([]);
      } else {
        expect(r.record.origin).toBe('agent');
        // The origin clamp comes first, then the agent row's caps apply.
        expect(r.clamped).toEqual([
          { field: 'origin', requested: 'user', applied: 'agent' },
          { field: 'salience', requested: 1, applied: DESIGN_TABLE.agent.salienceCap },
        ]);
        expect(r.status).toBe('candidate');
      }
    });

    it(`every other origin is kept as claimed on ${channel}: a channel never raises or changes it`, async () => {
      for (const origin of NON_USER) {
        expect(decideOrigin(origin, channel)).toEqual({ origin });
        expect(applyPolicy({ text: 'x', origin } as Parameters<typeof applyPolicy>[0], channel).origin).toBe(origin);
      }
    });
  }
});

describe('prune-exempt salience threshold 0.7', () => {
  async function userRecord(salience: number): Promise<{ record: MemoryRecord; now: Date }> {
    const { write, clock } = setup();
    const { record } = await memorize({ text: `User fact at ${salience}.`, origin: 'user', salience }, write());
    clock.advanceDays(3000); // long enough for any unpinned strength to fall below the prune threshold
    return { record, now: clock.now() };
  }

  it('a user memory at 0.7 is never pruned, however weak it has become', async () => {
    const { record, now } = await userRecord(PRUNE_EXEMPT);
    expect(isPruneExempt(record)).toBe(true);
    expect(planPrune([record], now)).toEqual([]);
  });

  it('a user memory just below 0.7 is pruned once it has decayed', async () => {
    const { record, now } = await userRecord(0.69);
    expect(isPruneExempt(record)).toBe(false);
    expect(planPrune([record], now).map((p) => p.reason)).toEqual(['decayed']);
  });

  it.each(NON_USER)('no %s memory can reach it, whatever it asks for', async (origin) => {
    const { write } = setup();
    const { record } = await memorize({ text: `Important, says ${origin}.`, origin, salience: 1 }, write());
    expect(record.salience).toBeLessThan(PRUNE_EXEMPT);
    expect(isPruneExempt(record)).toBe(false);
  });
});

describe('weakerOrigin: a merged record carries the weakest origin of its parents', () => {
  // DESIGN.md §1 lists origins from most to least trusted; tool, web and external share a row.
  const order: readonly Origin[] = ['user', 'agent', 'repo', 'tool'];

  it('of two origins of different trust, returns the less trusted, in either order', () => {
    for (let i = 0; i < order.length; i++) {
      for (let j = i + 1; j < order.length; j++) {
        const stronger = order[i] as Origin;
        const weaker = order[j] as Origin;
        expect(weakerOrigin(stronger, weaker)).toBe(weaker);
        expect(weakerOrigin(weaker, stronger)).toBe(weaker);
      }
    }
  });

  it('of two equally trusted origins, returns the first', () => {
    expect(weakerOrigin('tool', 'web')).toBe('tool');
    expect(weakerOrigin('web', 'tool')).toBe('web');
    expect(weakerOrigin('external', 'web')).toBe('external');
    for (const origin of ORIGINS) expect(weakerOrigin(origin, origin)).toBe(origin);
  });

  it('a consolidation of a user and a web memory is a web memory, capped as one', async () => {
    const { write, clock } = setup();
    const a = await memorize({ text: 'Deploys happen on Tuesdays.', origin: 'user', salience: 1 }, write());
    const b = await memorize({ text: 'Deploys happen on Tuesday.', origin: 'web' }, write());
    const merged = mergeRecords([a.record, b.record], clock.now());
    expect(merged.origin).toBe('web');
    expect(merged.salience).toBeLessThanOrEqual(DESIGN_TABLE.web.salienceCap);
    expect(merged.pinned).toBe(false);
  });
});

describe('a person pins deliberately', () => {
  it('pin on the CLI works for any origin (the deliberate alternative named by every refusal)', async () => {
    const { write, op } = setup();
    const r = await memorize({ text: 'Tool says the port is 8080.', origin: 'tool' }, write());
    const pinned = await pin(r.record.id, op());
    expect(pinned.pinned).toBe(true);
    expect(pinned.origin).toBe('tool');
  });
});
