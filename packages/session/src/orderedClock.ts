/**
 * A clock whose every reading is at least 1 ms later than the one before it, and never earlier
 * than `clock`: the memories of one import are stamped in the order their writes are handed out
 * (file, then line), so `cairn list` (oldest first: `createdAt`, then id) lists them in that
 * order. Their writes run in groups and reach the real clock in any order (walk 10 item 14:
 * AGENTS.md:8 stored before AGENTS.md:7). Readings run ahead of `clock` by at most the number
 * of readings taken within one millisecond, in ms.
 *
 * @param clock - the session's clock (the real one by default)
 * @returns a function returning a new Date on each call, strictly increasing
 */
export function createOrderedClock(clock: () => Date): () => Date {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    last = Math.max(clock().getTime(), last + 1);
    return new Date(last);
  };
}
