import type { MemoryRecord } from '../schema/record.js';

/** The file and lines of a record's first evidence that names a line range (`path:12-14`), if any. */
export function fileLines(record: Pick<MemoryRecord, 'evidence'>): { file: string; start: number; end: number } | undefined {
  for (const e of record.evidence) {
    const m = e.source === null ? null : /^(.*):(\d+)-(\d+)$/u.exec(e.source);
    if (m !== null) return { file: m[1] as string, start: Number(m[2]), end: Number(m[3]) };
  }
  return undefined;
}

/**
 * `items`, already in the caller's order, with each run of items the caller ranks equal
 * (`sameRun` of neighbours) reordered so that the records of one file follow the file's lines:
 * within a run, each file's records take the places that file's records held, in line order; a
 * record with no line range keeps its place. Nothing moves between runs. An import writes a file
 * top to bottom, so "newest first" read a file backwards (issue #14: the digest in the fifth
 * newcomer walk; `cairn review` and `cairn decisions` in the sixth). Pure; returns a copy.
 *
 * @param recordOf - the record of an item (the item itself for a list of records)
 * @param sameRun - true when two neighbouring items are equal in the caller's order; omitted: one run
 */
export function inFileOrderWithinRuns<T>(
  items: readonly T[],
  recordOf: (item: T) => Pick<MemoryRecord, 'evidence'>,
  sameRun: (a: T, b: T) => boolean = () => true,
): T[] {
  const out = [...items];
  for (let start = 0; start < out.length; ) {
    let end = start + 1;
    while (end < out.length && sameRun(out[end - 1] as T, out[end] as T)) end++;
    const byFile = new Map<string, number[]>();
    for (let k = start; k < end; k++) {
      const at = fileLines(recordOf(out[k] as T));
      if (at !== undefined) byFile.set(at.file, [...(byFile.get(at.file) ?? []), k]);
    }
    for (const places of byFile.values()) {
      if (places.length < 2) continue;
      const sorted = places
        .map((k) => out[k] as T)
        .sort((a, b) => {
          const x = fileLines(recordOf(a)) as { start: number; end: number };
          const y = fileLines(recordOf(b)) as { start: number; end: number };
          return x.start - y.start || x.end - y.end;
        });
      places.forEach((k, n) => {
        out[k] = sorted[n] as T;
      });
    }
    start = end;
  }
  return out;
}
