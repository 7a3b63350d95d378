import type { MemoryRecord } from '../schema/record.js';
import { POLICY } from './policy.js';

/**
 * True when `incoming` may supersede `existing` by itself (DESIGN.md §1): a person on a
 * human channel writing as `user`, or a strictly more trusted origin replacing a record that
 * is neither confirmed nor pinned. Otherwise the new record gets the flag `contradicts` and
 * waits for a person's confirmation while the old one stays active.
 *
 * @param humanUser - the write is origin `user` on a human channel
 */
export function maySupersede(incoming: Pick<MemoryRecord, 'origin'>, existing: MemoryRecord, humanUser: boolean): boolean {
  if (humanUser) return true;
  const stronger = POLICY[incoming.origin].trustRank < POLICY[existing.origin].trustRank;
  return stronger && existing.confirmedAt === undefined && !existing.pinned;
}
