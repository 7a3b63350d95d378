import type { Observation, ObservationFilter, ObservationStats, ObservationStore, PauseState, SessionRecord } from './observation.js';
import { SESSION_CAP } from '../policy/policy.js';
import { bySession, capEvictions, SESSION_CAP_RECORD, sessionCapEvictions, withCapGap, withSessionCapGap } from './capEviction.js';
import { pruneCutoff } from './pruneCutoff.js';

/** An {@link ObservationStore} in memory, for tests and for the contract's reference. */
export function createInMemoryObservationStore(): ObservationStore {
  let observations: Observation[] = [];
  const sessions = new Map<string, SessionRecord>();
  let pause: PauseState = { paused: false };
  const copy = <T>(v: T): T => structuredClone(v);
  return {
    async append(items) {
      observations.push(...items.map(copy));
    },
    async list(filter: ObservationFilter = {}) {
      return observations
        .filter((o) => (filter.session === undefined || o.session === filter.session) && (filter.since === undefined || o.at >= filter.since))
        .map(copy);
    },
    async unreadable() {
      // Nothing in memory is ever torn.
      return [];
    },
    async getSession(id) {
      const s = sessions.get(id);
      return s ? copy(s) : undefined;
    },
    async updateSession(id, change) {
      const next = change(sessions.has(id) ? copy(sessions.get(id) as SessionRecord) : undefined);
      if (next === undefined) return sessions.has(id) ? copy(sessions.get(id) as SessionRecord) : undefined;
      sessions.set(id, copy(next));
      return copy(next);
    },
    async listSessions() {
      return [...sessions.values()].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).map(copy);
    },
    async prune({ now, maxAgeDays, cap, sessionCap = SESSION_CAP }) {
      const before = observations.length;
      const newest = observations.reduce<string | undefined>((n, o) => (n === undefined || o.at > n ? o.at : n), undefined);
      const { cutoff, clockAhead } = pruneCutoff(now, newest, maxAgeDays);
      observations = observations.filter((o) => o.at >= cutoff);
      // The cap removes in core's order, and each session it removed observations of counts a gap (attack h59 A4).
      const evicted = new Set(capEvictions(observations, cap));
      const capped = bySession(evicted);
      for (const [id, removed] of capped) sessions.set(id, withCapGap(sessions.get(id), id, removed, cap, now.toISOString()));
      observations = observations.filter((o) => !evicted.has(o));
      let gone = 0;
      for (const [id, r] of sessions)
        if (r.updatedAt < cutoff) {
          sessions.delete(id);
          gone++;
        }
      // The session cap (h61): the stand-in's gap first, then the records go; their observations stay.
      const over = sessionCapEvictions([...sessions.values()], sessionCap);
      if (over.length > 0) sessions.set(SESSION_CAP_RECORD, withSessionCapGap(sessions.get(SESSION_CAP_RECORD), over, sessionCap, now.toISOString()));
      for (const r of over) sessions.delete(r.id);
      return {
        observations: before - observations.length,
        capped: evicted.size,
        cappedSessions: capped.size,
        sessions: gone,
        ...(over.length > 0 ? { sessionsCapped: over.length } : {}),
        cutoff,
        ...(clockAhead !== undefined ? { clockAhead } : {}),
      };
    },
    async remove(match) {
      const before = observations.length;
      observations = observations.filter((o) => !match(o));
      return before - observations.length;
    },
    async pauseState() {
      return copy(pause);
    },
    async setPause(state) {
      pause = copy(state);
    },
    async stats(): Promise<ObservationStats> {
      return { observations: observations.length, sessions: sessions.size, bytes: 0, ...(observations[0] ? { oldest: observations[0].at } : {}) };
    },
    async wipe() {
      observations = [];
      sessions.clear();
      pause = { paused: false };
    },
    async close() {},
  };
}
