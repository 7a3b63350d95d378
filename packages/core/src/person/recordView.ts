import { bindingRef } from '../binding/binding.js';
import { foldForDisplay, foldLine } from '../display/foldForDisplay.js';
import type { PersonAct } from '../policy/personActs.js';
import type { MemoryRecord } from '../schema/record.js';

/** The fields of a record a person is shown before an act, and that the act's signature binds. */
export type ViewedRecord = Pick<MemoryRecord, 'id' | 'kind' | 'origin' | 'flags' | 'gateReasons' | 'text' | 'tags'> &
  Partial<Pick<MemoryRecord, 'title' | 'summary' | 'tripwires' | 'filesEdited' | 'evidence'>>;

/**
 * THE view of a record a person reads before a person's act (confirm, pin, forget, a memory
 * they type…) and whose sha256 the act's signature carries as `shown` (issue #16: "a hash of
 * exactly what the person was shown"). Deterministic: the same record gives the same text,
 * so a reader recomputes it and a confirm replayed on an edited record no longer matches.
 *
 * It holds the whole act: the id, kind, origin, flags with the gate's reasons, every free-text
 * field folded (`foldForDisplay`: escape sequences, controls, bidi and invisible characters as
 * markers, hidden text decoded beside) and the first source. Not in it, because acts change
 * them or they grow by themselves: status, strength, evidence counts, pinned/stable, times,
 * and the `contradicts` flag (a relation to another record, which a supersede resolves; the
 * prompt shows it beside the view).
 *
 * @returns lines joined with `\n`; free text indented by two spaces under its label
 */
export function recordView(r: ViewedRecord): string {
  const flags = r.flags.filter((f) => f !== 'contradicts');
  const lines = [
    `memory ${foldLine(r.id)}`,
    `kind ${r.kind} · origin ${r.origin}`,
    `flags ${flags.length > 0 ? flags.join(', ') : 'none'}${r.gateReasons.length > 0 ? ` (${r.gateReasons.map((g) => foldLine(g)).join(', ')})` : ''}`,
  ];
  const block = (label: string, text: string): void => {
    lines.push(`${label}:`);
    for (const line of foldForDisplay(text).split('\n')) lines.push(`  ${line}`);
  };
  block('text', r.text);
  if (r.title !== undefined) block('title', r.title);
  if (r.summary !== undefined) block('summary', r.summary);
  if (r.tags.length > 0) lines.push(`tags: ${r.tags.map((t) => foldLine(t)).join(', ')}`);
  if (r.tripwires !== undefined && r.tripwires.length > 0) lines.push(`tripwires: ${r.tripwires.map((t) => foldLine(t)).join('; ')}`);
  if (r.filesEdited !== undefined && r.filesEdited.length > 0) lines.push(`files edited: ${r.filesEdited.map((f) => foldLine(f)).join(', ')}`);
  const source = r.evidence?.[0]?.source;
  if (typeof source === 'string') lines.push(`source: ${foldLine(source)}`);
  return lines.join('\n');
}

/**
 * What a merge keeps of its parents' standing (DESIGN.md §1: confirmed only if every parent was,
 * pinned or stable only if every parent was a pinned or stable `user` record; `mergeRecords`).
 */
export interface MergeStanding {
  confirmed: boolean;
  pinned: boolean;
  stable: boolean;
}

/** The line a merge's view ends with when the merged memory keeps the pin of its parents. */
export const MERGE_PINNED_LINE = 'pinned: yes (a merge of pinned memories keeps the pin)';

/**
 * The lines a merge's view ends with, one per standing the merged memory keeps, in this order
 * (issue #16): each is what the person reads before they sign the merge — in the terminal's
 * prompt and the editor's modal alike — and what their signature then backs.
 */
export const MERGE_STANDING_LINES: Readonly<Record<keyof MergeStanding, string>> = {
  confirmed: 'confirmed: yes (a merge of confirmed memories stays confirmed)',
  pinned: MERGE_PINNED_LINE,
  stable: 'stable: yes (a merge of stable memories stays stable: it does not decay)',
};

/** The standing a merged record claims: confirmed, pinned, stable. */
export function mergeStanding(r: Partial<Pick<MemoryRecord, 'confirmedAt' | 'pinned' | 'stable'>>): MergeStanding {
  return { confirmed: r.confirmedAt !== undefined, pinned: r.pinned === true, stable: r.stable === true };
}

/** {@link MERGE_STANDING_LINES} of what `standing` keeps, in their fixed order; none when it keeps nothing. */
export function mergeStandingLines(standing: Partial<MergeStanding>): string[] {
  return (['confirmed', 'pinned', 'stable'] as const).filter((k) => standing[k] === true).map((k) => MERGE_STANDING_LINES[k]);
}

/**
 * The view a person's `consolidate` signs for a merged memory (issue #16): {@link recordView}
 * and one line per standing the merge keeps of its parents ({@link mergeStandingLines}:
 * confirmed, pinned, stable) — so the signature says what the person merged into what, and a
 * confirm, pin or `stable` added to the merge afterwards (or to a parent before it) is no act
 * of the person's. A merge that keeps nothing signs the record's view alone.
 */
export function consolidateView(view: string, standing: Partial<MergeStanding>): string {
  return [view, ...mergeStandingLines(standing)].join('\n');
}

/**
 * The view a person's `act` on `r` signs: {@link recordView}; for `consolidate`, {@link consolidateView}
 * (what the merge keeps of its parents' standing: confirmed, pinned, stable); for `reverify` (memories bound
 * to code, issue #23) one `bound:` line per binding the memory will have after it — path, line
 * range and Cairn's hash — so the signature covers the bindings themselves. A checking reader
 * recomputes it: a binding changed after the person's reverify (a line appended to the log, a
 * write nobody signed) no longer matches, and the reverify no longer vouches for it.
 *
 * @param version - the act's view (`SignedAct.view`): 2 (the default, every new act) adds the
 *   record's `supersedes: <id>` line ({@link supersedesView}) to the record's view; 1 is the view acts were signed over before
 */
export function actView(
  act: PersonAct,
  r: ViewedRecord & Partial<Pick<MemoryRecord, 'bindings' | 'pinned' | 'stable' | 'confirmedAt' | 'supersedes'>>,
  version: 1 | 2 = 2,
): string {
  const view = version === 2 ? supersedesView(recordView(r), r) : recordView(r);
  if (act === 'consolidate') return consolidateView(view, mergeStanding(r));
  if (act !== 'reverify') return view;
  const bound = (r.bindings ?? []).map((b) => `bound: ${foldLine(bindingRef(b))} · ${foldLine(b.hash)}`);
  return [view, ...(bound.length > 0 ? bound : ['bound: nothing'])].join('\n');
}

/** The line view 2 adds for a record that replaces another ({@link supersedesView}). */
export const SUPERSEDES_LABEL = 'supersedes: ';

/**
 * View 2 of a record (`SignedAct.view`, h48-sign, h47-attack F9): {@link recordView} and, when
 * the record names the memory it replaces, one `supersedes: <id>` line — so a person's act on
 * a successor covers WHICH memory it supersedes, and a `supersedes` edited into the store (or
 * an agent's write the person never saw) is no act of theirs. A record that replaces nothing
 * has the same view in both versions (the same `shown`).
 */
export function supersedesView(view: string, r: Partial<Pick<MemoryRecord, 'supersedes'>>): string {
  return r.supersedes === undefined ? view : `${view}\n${supersedesLine(r.supersedes)}`;
}

/**
 * The one line view 2 adds for a record that replaces memory `id` ({@link supersedesView}):
 * `supersedes: <id>`, the id folded (`foldLine`). What every surface shows the person beside the
 * record before they sign (the terminal's view, the editor's modal and review panel, h49-sign).
 */
export function supersedesLine(id: string): string {
  return `${SUPERSEDES_LABEL}${foldLine(id)}`;
}
