import type { MemoryRecord } from '../schema/record.js';
import type { ListFilter } from './MemoryStore.js';

function oneOf<T>(value: T, wanted: T | readonly T[] | undefined): boolean {
  if (wanted === undefined) return true;
  return Array.isArray(wanted) ? (wanted as readonly T[]).includes(value) : value === wanted;
}

/**
 * True when `record` satisfies every field of `filter` (a shared helper so every store
 * filters the same way).
 */
export function matchesFilter(record: MemoryRecord, filter: ListFilter = {}): boolean {
  return (
    oneOf(record.status, filter.status) &&
    oneOf(record.origin, filter.origin) &&
    oneOf(record.kind, filter.kind) &&
    (filter.flag === undefined || record.flags.includes(filter.flag)) &&
    (filter.source === undefined || record.evidence.some((e) => e.source === filter.source))
  );
}

/** Stable list order for every store: creation time, then id. */
export function compareRecords(a: MemoryRecord, b: MemoryRecord): number {
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
