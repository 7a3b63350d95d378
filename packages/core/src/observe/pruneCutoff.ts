/** Milliseconds in a day. */
const DAY_MS = 86_400_000;

/** How far (days) the clock may run ahead of the newest stored observation before a prune names it. */
export const CLOCK_AHEAD_DAYS = 1;

/** What a prune of observations removed, and from which time (`ObservationStore.prune`). */
export interface PruneReport {
  /** Observations removed: those older than `cutoff` and those the cap removed ({@link PruneReport.capped}), with unreadable lines that went with their session. */
  observations: number;
  /**
   * Of `observations`, those the cap (`observationCap`) removed while still inside the window, in
   * core's `capEvictions` order (attack h59 A4); absent or 0: the cap removed none.
   */
  capped?: number;
  /** Host sessions that count a gap because the cap removed observations of theirs (core's `withCapGap`); absent or 0: none. */
  cappedSessions?: number;
  /** Session records removed with their logs (last updated before `cutoff`). */
  sessions: number;
  /**
   * Session records the session cap (policy's `SESSION_CAP`) removed, least recently updated first
   * (core's `sessionCapEvictions`; their observations stay); absent or 0: none. The stand-in record
   * (`SESSION_CAP_RECORD`) then counts a gap for them (core's `withSessionCapGap`).
   */
  sessionsCapped?: number;
  /** ISO time: what is older goes. */
  cutoff: string;
  /**
   * Days the clock ran ahead of the newest stored observation, when more than
   * {@link CLOCK_AHEAD_DAYS}: the cutoff was taken from that observation, not from the clock.
   */
  clockAhead?: number;
}

/**
 * The time before which observations are pruned: `maxAgeDays` before the earlier of the clock
 * and the newest observation stored, so the window is measured on the store's own times. A clock
 * that runs ahead (a VM resumed from a snapshot, RTC drift before NTP) then removes nothing that
 * is younger than the window by the store's own record (attack note A6, 2026-12-06: one
 * SessionEnd 15 days ahead pruned every observation and most session records, and a web page's
 * sentence was stored `agent` afterwards). Reading is unchanged: only observations inside the
 * window by the clock attest (`attestationFor`). What it does not catch: a clock ahead while new
 * observations are made — those carry its time.
 *
 * @param now - the clock
 * @param newest - ISO time of the newest observation stored; undefined when there is none
 * @param maxAgeDays - the retention window in days (`observationDays`)
 */
export function pruneCutoff(now: Date, newest: string | undefined, maxAgeDays: number): Pick<PruneReport, 'cutoff' | 'clockAhead'> {
  const newestMs = newest !== undefined ? Date.parse(newest) : Number.NaN;
  const from = Number.isFinite(newestMs) ? Math.min(now.getTime(), newestMs) : now.getTime();
  const ahead = Number.isFinite(newestMs) ? (now.getTime() - newestMs) / DAY_MS : 0;
  return {
    cutoff: new Date(from - maxAgeDays * DAY_MS).toISOString(),
    ...(ahead > CLOCK_AHEAD_DAYS ? { clockAhead: Math.round(ahead) } : {}),
  };
}
