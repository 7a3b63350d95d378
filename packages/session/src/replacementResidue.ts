import type { MemoryRecord, SignatureFinding } from '@cairn/core';

/** An act as stored on a record (typed loosely there; only its `view` and `at` are read here). */
type StoredAct = { view?: unknown; at?: unknown };

const actsOf = (r: MemoryRecord | undefined): StoredAct[] => (r?.acts ?? []).filter((a): a is StoredAct => typeof a === 'object' && a !== null);

/**
 * Which of doctor's "person's acts" findings are upgrade residue (issue #21): a memory marked
 * superseded by a replacement the person signed in view 1 — before acts covered `supersedes`
 * (h48-sign) — and before the first view-2 act anywhere in this store (`records`), so an earlier
 * Cairn wrote it. Such a finding is safe (the memory it replaced is shown until the person signs
 * the replacement again, `cairn supersede <old> --by <new>`, its `fix`) and is a WARN; any other,
 * or a replacement signed since this store held view-2 acts, fails. Dates are the acts' own
 * (`at`, signed): an act cannot be moved earlier without breaking its signature, though an old
 * view-1 act's record can have a `supersedes` edited in — which reads the same, and is safe the same way.
 *
 * @param records - every record of the store (`ProjectStore.list`)
 * @returns a predicate over findings
 */
export function replacementResidue(records: readonly MemoryRecord[]): (f: Pick<SignatureFinding, 'claim' | 'fix'>) => boolean {
  const view2Since = records
    .flatMap((r) => actsOf(r))
    .filter((a) => a.view === 2 && typeof a.at === 'string')
    .reduce<string | undefined>((t, a) => (t === undefined || (a.at as string) < t ? (a.at as string) : t), undefined);
  return (f) => {
    const by = f.claim === 'superseded' && f.fix !== undefined ? /^cairn supersede \S+ --by (\S+)$/u.exec(f.fix)?.[1] : undefined;
    if (by === undefined) return false;
    const signed = actsOf(records.find((r) => r.id === by));
    return signed.length > 0 && signed.every((a) => a.view === undefined && typeof a.at === 'string' && (view2Since === undefined || a.at < view2Since));
  };
}
