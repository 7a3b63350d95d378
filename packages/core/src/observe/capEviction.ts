import { newSessionRecord, type Observation, type SessionRecord } from './observation.js';

/**
 * The order in which the observation cap removes observations still inside the retention window
 * (attack h59 A4): class 0 first, class 2 last.
 * - 2: what lowers a write to third-party text — a page (`web`), a third-party file, a mail or an
 *   issue (`external`) — and any read of content Cairn cannot compare (`opaque`, which lowers every
 *   later write of its session, whatever its origin): the injection routes the attested-provenance
 *   issue (#22) was written for, kept longest;
 * - 1: command and tool output (`tool`): the most numerous (every Bash call) and the cheapest for an
 *   agent to make, by running commands or by piping PostToolUse events into `cairn hook`;
 * - 0: the rest — the person's prompts (`user`: their loss only withdraws an exemption), reads of
 *   the project's files (`repo`: the working-tree index attests them as well), and any other.
 * The order is a matter of precision only, never of safety: every observation the cap removes
 * inside the window makes its session count a gap ({@link withCapGap}), so no order an agent can
 * steer (a flood of forged `web` reads keeps those and pushes out the rest) raises an origin.
 */
export function capEvictionClass(o: Pick<Observation, 'origin' | 'opaque'>): 0 | 1 | 2 {
  if (o.opaque !== undefined || o.origin === 'web' || o.origin === 'external') return 2;
  return o.origin === 'tool' ? 1 : 0;
}

/**
 * The observations the cap removes: of those inside the window (`inWindow`, already filtered by the
 * caller on `pruneCutoff`'s cutoff), all but `cap`, taken in {@link capEvictionClass} order, the
 * oldest (`at`, an ISO time) first within a class, then by `id`, so the answer does not depend on the
 * order given. Returns the removed items themselves (the caller compares by identity: two stored
 * observations may carry the same id) in that order; empty when `inWindow.length <= cap`.
 *
 * @param inWindow - the observations the age step keeps, any order
 * @param cap - observations kept per project (`observationCap`, ≥ 0; a fraction is floored, a
 *   negative or NaN cap keeps none)
 */
export function capEvictions<T extends Pick<Observation, 'id' | 'at' | 'origin' | 'opaque'>>(inWindow: readonly T[], cap: number): T[] {
  const keep = Number.isFinite(cap) && cap > 0 ? Math.floor(cap) : 0;
  if (inWindow.length <= keep) return [];
  const order = (a: T, b: T): number =>
    capEvictionClass(a) - capEvictionClass(b) || (a.at < b.at ? -1 : a.at > b.at ? 1 : 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return [...inWindow].sort(order).slice(0, inWindow.length - keep);
}

/** The words every cap gap starts with ({@link capGap}); one such gap per session, updated in place. */
export const CAP_GAP_PREFIX = 'observation cap removed ';

/** A record's gaps are at most this many (core's `SessionRecordSchema`). */
const MAX_GAPS = 10_000;

/** One cap gap's words: how many observations of the session the cap removed inside the window, the cap, and the newest one's time. At most 200 characters. */
export function capGap(count: number, cap: number, newest: string): string {
  return `${CAP_GAP_PREFIX}${count} observation${count === 1 ? '' : 's'} of this session inside the retention window (observationCap ${cap}), the newest at ${newest}`.slice(
    0,
    200,
  );
}

const CAP_GAP = /^observation cap removed (\d+) observations? of this session inside the retention window \(observationCap [^)]*\), the newest at (\S+)$/u;

/**
 * A session's record after the cap removed `removed` of its observations inside the retention
 * window (attack h59 A4): the session counts a gap — one {@link capGap} per session, its count and
 * newest time merged with an earlier one's — so every agent write of it, and every write that
 * belongs to no protected host session (core's `windowLowerings`, `openGapClamp`), is stored as
 * `tool` while the session stays within the window: what the removed observations would have
 * lowered cannot be raised by pushing them out (DESIGN.md §10: anything an agent could forge — here
 * the PostToolUse events that fill the cap — only lowers). `updatedAt` becomes at least the newest
 * removed observation's time (no later than `now`), so the gap lasts at least as long as that
 * observation would have attested. A session with no record (or an unreadable one: read as none)
 * gets a fresh unprotected one, started at its oldest removed observation, saying why. A record
 * already holding the most gaps it may (10,000) is left with them: it is lowered already.
 *
 * @param current - the session's record, or undefined when it has none
 * @param id - the session's id
 * @param removed - the session's observations the cap removed (not empty)
 * @param cap - the cap that removed them (`observationCap`), named in the gap
 * @param now - the prune's clock, an ISO time
 */
export function withCapGap(
  current: SessionRecord | undefined,
  id: string,
  removed: readonly Pick<Observation, 'at'>[],
  cap: number,
  now: string,
): SessionRecord {
  return withCountedGap(
    current,
    (startedAt) =>
      newSessionRecord({
        id,
        host: 'unknown',
        startedAt,
        startedBy: 'observation-cap',
        reasons: ['no session record was found when the observation cap removed observations of this session'],
      }),
    removed.map((o) => o.at),
    now,
    { prefix: CAP_GAP_PREFIX, pattern: CAP_GAP, text: (count, newest) => capGap(count, cap, newest) },
  );
}

/**
 * `current` (or `fresh(oldest removed time)` when there is none) with one counting gap merged in:
 * the gap starting with `gap.prefix` gets `times.length` more removals and the newest of its time
 * and theirs (each time no later than `now`); without one, it is added while the record holds fewer
 * than MAX_GAPS. `updatedAt` becomes at least the newest removed time. What {@link withCapGap} and
 * {@link withSessionCapGap} share.
 */
function withCountedGap(
  current: SessionRecord | undefined,
  fresh: (startedAt: string) => SessionRecord,
  removedTimes: readonly string[],
  now: string,
  gap: { prefix: string; pattern: RegExp; text: (count: number, newest: string) => string },
): SessionRecord {
  const times = removedTimes.map((t) => (t < now ? t : now)).sort();
  const newestRemoved = times[times.length - 1] ?? now;
  const record = current ?? fresh(times[0] ?? now);
  const at = record.gaps.findIndex((g) => g.startsWith(gap.prefix));
  const earlier = at >= 0 ? gap.pattern.exec(record.gaps[at] as string) : null;
  const count = times.length + (earlier ? Number(earlier[1]) : 0);
  const newest = earlier && (earlier[2] as string) > newestRemoved ? (earlier[2] as string) : newestRemoved;
  const merged = gap.text(count, newest);
  const gaps = at >= 0 ? record.gaps.map((g, i) => (i === at ? merged : g)) : record.gaps.length < MAX_GAPS ? [...record.gaps, merged] : record.gaps;
  return { ...record, gaps, updatedAt: record.updatedAt > newestRemoved ? record.updatedAt : newestRemoved };
}

/**
 * `items` grouped by their `session`, each group in the order given; the groups in the order their
 * session first appears. What a store's prune applies {@link withCapGap} by.
 */
export function bySession<T extends Pick<Observation, 'session'>>(items: Iterable<T>): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const list = out.get(item.session);
    if (list) list.push(item);
    else out.set(item.session, [item]);
  }
  return out;
}

/**
 * The id of the one record that stands for the host session records the session cap removed
 * (policy's `SESSION_CAP`; {@link withSessionCapGap}). A host's own id never takes it: the hooks
 * store a host id equal to it as a hash (session's `storedSessionId`), and the cap never removes it
 * (it goes with the retention window like any record).
 */
export const SESSION_CAP_RECORD = 'cairn-session-cap';

/**
 * The session records the session cap removes: of `records` (the stand-in {@link SESSION_CAP_RECORD}
 * left out), all but `cap`, the least recently updated (`updatedAt`, an ISO time) first, then by `id`,
 * so the answer does not depend on the order given. Returns the removed items themselves in that
 * order; empty when no more than `cap` remain.
 *
 * @param records - the project's session records (or their id and update time), any order
 * @param cap - records kept per project (policy's `SESSION_CAP`, ≥ 0; a fraction is floored, a
 *   negative or NaN cap keeps none)
 */
export function sessionCapEvictions<T extends Pick<SessionRecord, 'id' | 'updatedAt'>>(records: readonly T[], cap: number): T[] {
  const keep = Number.isFinite(cap) && cap > 0 ? Math.floor(cap) : 0;
  const hosts = records.filter((r) => r.id !== SESSION_CAP_RECORD);
  if (hosts.length <= keep) return [];
  const order = (a: T, b: T): number => (a.updatedAt < b.updatedAt ? -1 : a.updatedAt > b.updatedAt ? 1 : 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return hosts.sort(order).slice(0, hosts.length - keep);
}

/** The words the stand-in's gap starts with ({@link withSessionCapGap}). */
export const SESSION_CAP_GAP_PREFIX = 'session cap removed ';

const SESSION_CAP_GAP = /^session cap removed (\d+) session records? \(sessionCap [^)]*\), the newest updated at (\S+)$/u;

/** The stand-in's gap: how many session records the cap removed, the cap, and the newest one's update time. At most 200 characters. */
export function sessionCapGap(count: number, cap: number, newest: string): string {
  return `${SESSION_CAP_GAP_PREFIX}${count} session record${count === 1 ? '' : 's'} (sessionCap ${cap}), the newest updated at ${newest}`.slice(0, 200);
}

/**
 * The stand-in record ({@link SESSION_CAP_RECORD}) after the session cap removed `removed` records
 * (h61): what a removed session means for attestation. Its record is gone, so it is no longer
 * protected (its prompts exempt nothing, its sightings promote nothing, its reads rebind nothing:
 * its observations, kept until they age out or the observation cap takes them, can only lower);
 * and a write naming it names no host session the store holds. The stand-in keeps one gap — its
 * count and newest time merged with an earlier one's — so while it stays within the window every
 * write that belongs to no protected host session, those naming a removed one included, is stored
 * as `tool` (core's `windowLowerings`, `openGapClamp`): pushing records out with forged events never
 * raises what they would have lowered (DESIGN.md §10: anything an agent could forge only lowers).
 * `updatedAt` becomes at least the newest removed record's (no later than `now`), so the gap lasts
 * as long as that record would have. Written before the records go (a prune cut short leaves the
 * gap, never the loss alone).
 *
 * @param current - the stand-in as stored, or undefined (a fresh one is made, unprotected, saying why)
 * @param removed - the records the cap removed (not empty; their `updatedAt`, ISO times)
 * @param cap - the cap that removed them, named in the gap
 * @param now - the prune's clock, an ISO time
 */
export function withSessionCapGap(
  current: SessionRecord | undefined,
  removed: readonly Pick<SessionRecord, 'updatedAt'>[],
  cap: number,
  now: string,
): SessionRecord {
  const record = withCountedGap(
    current,
    (startedAt) =>
      newSessionRecord({
        id: SESSION_CAP_RECORD,
        host: 'unknown',
        startedAt,
        startedBy: 'session-cap',
        reasons: ['stands for host session records the session cap removed'],
      }),
    removed.map((r) => r.updatedAt),
    now,
    { prefix: SESSION_CAP_GAP_PREFIX, pattern: SESSION_CAP_GAP, text: (count, newest) => sessionCapGap(count, cap, newest) },
  );
  // The stand-in is never protected, whatever a forged event wrote into it.
  return { ...record, protected: false };
}
