import { inFileOrderWithinRuns } from '../display/fileOrder.js';
import { needsConfirmation } from '../policy/promotion.js';
import type { MemoryStore } from '../store/MemoryStore.js';
import { RECALL_LIMITS, type Receipt, recall, toReceipt } from './recall.js';

/** One entry of "what we decided": the decision, its date, status and tripwires (seeds/002 F7). */
export interface DecisionEntry {
  id: string;
  decision: string;
  /**
   * ISO date (YYYY-MM-DD) it was made: the date its text opens with (`2026-11-14: We chose…`,
   * as decision logs write them), else the day it was recorded (issue #14, the eighth newcomer
   * walk: an imported log's decisions all read as the import day).
   */
  date: string;
  age: string;
  status: Receipt['status'];
  origin: Receipt['origin'];
  flags: Receipt['flags'];
  /** Conditions that would invalidate it. */
  tripwires: string[];
  /** Where its evidence came from (see `Receipt.sources`). */
  sources: string[];
  supersededBy?: string;
}

/** A date a decision's text opens with (`2026-11-14:`, `2026-11-14 —`, `**2026-11-14**`), when it is a real day no later than it was recorded. */
const OPENING_DATE = /^\W{0,4}(\d{4})-(\d{2})-(\d{2})\b/u;

/** The day a decision was made (see {@link DecisionEntry.date}). */
export function decisionDate(text: string, createdAt: string): string {
  const recorded = createdAt.slice(0, 10);
  const m = OPENING_DATE.exec(text);
  if (m === null) return recorded;
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  const t = Date.parse(`${day}T00:00:00Z`);
  // Not a real day (2026-02-30 rolls over), or after it was recorded: a plan, not the decision's day.
  if (!Number.isFinite(t) || new Date(t).toISOString().slice(0, 10) !== day || day > recorded) return recorded;
  return day;
}

function toEntry(r: Receipt): DecisionEntry {
  return {
    id: r.id,
    decision: r.text,
    date: decisionDate(r.text, r.createdAt),
    age: r.age,
    status: r.status,
    origin: r.origin,
    flags: r.flags,
    tripwires: r.tripwires ?? [],
    sources: r.sources,
    ...(r.supersededBy !== undefined ? { supersededBy: r.supersededBy } : {}),
  };
}

/**
 * What we decided: active decisions (newest first; one file's in its line order), or those matching `query`, each with
 * its date, status, tripwires and sources. Superseded decisions are included with what
 * replaced them only when `includeSuperseded` is set; unconfirmed candidates only when
 * `includeCandidates` is set (marked by their status). A decision that waits for a person's
 * confirm (flagged) is never listed here.
 */
export async function decisions(
  store: MemoryStore,
  options: { query?: string; now: Date; includeSuperseded?: boolean; includeCandidates?: boolean; limit?: number },
): Promise<DecisionEntry[]> {
  const includeCandidates = options.includeCandidates === true;
  if (options.query !== undefined && options.query.trim().length > 0) {
    const result = await recall(
      store,
      {
        query: options.query,
        kinds: ['decision'],
        includeSuperseded: options.includeSuperseded === true,
        includeCandidates,
        limit: options.limit ?? RECALL_LIMITS.defaultDecisionHits,
      },
      { now: options.now, reinforce: false },
    );
    return result.hits.map(toEntry);
  }
  const statuses = [
    'active',
    ...(includeCandidates ? (['candidate'] as const) : []),
    ...(options.includeSuperseded === true ? (['superseded'] as const) : []),
  ] as const;
  const records = await store.list({ kind: 'decision', status: [...statuses] });
  const newest = records
    .filter((r) => !needsConfirmation(r))
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
    .slice(0, options.limit ?? RECALL_LIMITS.defaultDecisions);
  // The decisions of one file follow its lines in the places they hold (an import writes top to
  // bottom: newest first read a file backwards; issue #14, the sixth newcomer walk).
  return inFileOrderWithinRuns(newest, (r) => r).map((r) => toEntry(toReceipt(r, 0, new Set(), options.now)));
}
