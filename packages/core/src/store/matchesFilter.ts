import type { MemoryRecord } from '../schema/record.js';
import type { ListFilter } from './MemoryStore.js';

function oneOf<T>(value: T, wanted: T | readonly T[] | undefined): boolean {
  if (wanted === undefined) return true;
  return Array.isArray(wanted) ? (wanted as readonly T[]).includes(value) : value === wanted;
}

const LINES = /^(.*):(\d+)(?:-(\d+))?$/u;

/**
 * True when an evidence source came from `ref`: the one meaning of a source filter everywhere
 * (`cairn list --source`, `cairn confirm --source`; issue #14). Compared exactly, letter case
 * included.
 *
 * - A reference without a line range (`AGENTS.md`, a URL, a tool name) matches itself and every
 *   line range of it (`AGENTS.md:12-14`, `AGENTS.md:5`).
 * - A reference with lines (`AGENTS.md:12-14`, or one line `AGENTS.md:5`) matches itself and the
 *   evidence of that file whose lines lie inside it.
 *
 * @param source - an evidence source (`path:start-end`, `path:line`, a URL, a tool name)
 * @param ref - what the person named
 */
export function fromSource(source: string, ref: string): boolean {
  if (source === ref) return true;
  const at = LINES.exec(source);
  if (at === null) return false;
  if (at[1] === ref) return true;
  const wanted = LINES.exec(ref);
  if (wanted === null || wanted[1] !== at[1]) return false;
  const from = Number(wanted[2]);
  const to = Number(wanted[3] ?? wanted[2]);
  return from <= Number(at[2]) && Number(at[3] ?? at[2]) <= to;
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
    (filter.source === undefined || record.evidence.some((e) => e.source !== null && fromSource(e.source, filter.source as string)))
  );
}

/** Stable list order for every store: creation time, then id. */
export function compareRecords(a: MemoryRecord, b: MemoryRecord): number {
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
