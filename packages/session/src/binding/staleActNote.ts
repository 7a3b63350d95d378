import { type BindingChange, staleLabel } from '@cairn/core';

/** One memory an act would put in force, with what changed in the files it is bound to (non-empty). */
export interface StaleInForce {
  id: string;
  changes: readonly BindingChange[];
}

/**
 * What a person is told before an act puts memories in force whose bound files changed since
 * they were bound (issue #14, the eighth newcomer walk: `confirm` of a stale memory said nothing
 * of it; walk h54 item 1: neither did `cairn review`). One wording for every place that asks —
 * the act's question (`confirm`, `pin`, `supersede`) and `cairn review`'s memory before its
 * keystroke: `It may be outdated — src/queue.ts changed today. Re-read it first (…); …`.
 *
 * @param stale the memories among those affected that are stale (each with its changes)
 * @param affected how many memories the act puts in force (the one-memory wording needs 1 of 1)
 * @param now the clock's time, for "changed 3 days ago"
 * @returns the note, starting with a space (appended to a question), or `''` when none is stale
 */
export function staleActNote(stale: readonly StaleInForce[], affected: number, now: Date): string {
  const first = stale[0];
  if (first === undefined) return '';
  if (stale.length === 1 && affected === 1)
    return ` It ${staleLabel(first.changes, now).replace(/^may be outdated: /u, 'may be outdated — ')}. Re-read it first (\`cairn show ${first.id}\`); \`cairn reverify ${first.id}\` binds it to the file as it is now.`;
  const ids = stale.slice(0, 5).map((x) => x.id);
  return ` ${stale.length} of them may be outdated (a file they are bound to changed): ${ids.join(', ')}${stale.length > ids.length ? ', …' : ''} — \`cairn stale\` lists them.`;
}
