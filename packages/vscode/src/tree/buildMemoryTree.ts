import { type CheckedRecord, compareByUrgency, type MemoryRecord, needsConfirmation, ORIGIN_MEANING, type ReviewReason, reviewReasons } from '@cairn/session';
import { displayText } from '../displayText.js';
import { isConfirmedInstruction, KIND_BADGES, memoryLabel, ORIGIN_ICONS, reasonPhrase, shortAge, tooltipMarkdown } from './describeMemory.js';

/** The view's groups, in display order: what needs the person comes first (issue #17). */
export const GROUP_IDS = ['needsAttention', 'active', 'candidates', 'superseded'] as const;
/** One of {@link GROUP_IDS}. */
export type GroupId = (typeof GROUP_IDS)[number];

/** The codicon of a flagged memory the person confirmed (an order the agent now follows). */
export const CONFIRMED_INSTRUCTION_ICON = 'megaphone';

/** The groups' labels. */
export const GROUP_LABELS: Readonly<Record<GroupId, string>> = {
  needsAttention: 'Needs attention',
  active: 'Active',
  candidates: 'Candidates',
  superseded: 'Superseded',
};

/** One memory in the view. Plain data: the VS Code layer turns it into a `TreeItem`. */
export interface MemoryItem {
  id: string;
  group: GroupId;
  record: MemoryRecord;
  /** The memory's text on one line: first, so a narrow side bar still shows it. */
  label: string;
  /** Why it needs the person (Needs attention), "confirmed instruction", what replaced it, or its age. */
  description: string;
  /** Markdown, rendered untrusted. */
  tooltip: string;
  /** `memory.<group>`, plus `.pinned` and `.confirmedInstruction`: drives the menus' `when` clauses. */
  contextValue: string;
  /** The codicon of its origin, or of a confirmed instruction (the icon's accessible words are in {@link accessibilityLabel}). */
  icon: string;
  /** Drawn in the theme's warning colour, at full contrast (it needs the person). */
  warning: boolean;
  /** One letter for its kind, beside the label. */
  badge: string;
  /** What a screen reader says: text, origin and kind in words, and why it needs the person. */
  accessibilityLabel: string;
  /** Why it needs the person, in words with the internal codes (empty outside Needs attention). */
  reasons: ReviewReason[];
  /** A flagged memory the person confirmed. */
  confirmedInstruction: boolean;
  /** What replaced it, for superseded memories. */
  replacedBy?: { id: string; label: string };
}

/** One group of the view. */
export interface MemoryGroup {
  id: GroupId;
  label: string;
  items: MemoryItem[];
}

/**
 * Which group a record belongs to. A record needs attention while it carries the `instruction`
 * or `contradicts` flag and no person has confirmed it (core's `needsConfirmation`; DESIGN.md
 * §1, §2.5); once confirmed it is listed by its status (the flags stay for its history).
 *
 * @returns undefined for a forgotten record (not listed)
 */
export function groupOf(record: MemoryRecord): GroupId | undefined {
  if (record.status === 'forgotten') return undefined;
  if (record.status === 'superseded') return 'superseded';
  if (needsConfirmation(record)) return 'needsAttention';
  return record.status === 'active' ? 'active' : 'candidates';
}

/** Newest first; ties by id, so the order is stable. */
function newestFirst(a: MemoryRecord, b: MemoryRecord): number {
  return a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Builds the Project Memory view from a project's records: the four groups in
 * {@link GROUP_IDS} order (all of them, empty or not). Needs attention is ordered most urgent
 * first (core's `compareByUrgency`), the others newest first. Pure: same records and clock,
 * same tree.
 *
 * @param now - the clock's time, for ages
 */
export function buildMemoryTree(records: readonly MemoryRecord[], now: Date): MemoryGroup[] {
  const byId = new Map(records.map((r) => [r.id, r]));
  const groups = new Map<GroupId, MemoryItem[]>(GROUP_IDS.map((g) => [g, []]));
  for (const record of [...records].sort(newestFirst)) {
    const group = groupOf(record);
    if (group === undefined) continue;
    const replacement = record.supersededBy !== undefined ? byId.get(record.supersededBy) : undefined;
    const replaces = record.supersedes !== undefined ? byId.get(record.supersedes) : undefined;
    const attention = group === 'needsAttention';
    const reasons = attention ? reviewReasons(record, { replaces }) : [];
    const confirmedInstruction = isConfirmedInstruction(record);
    const label = memoryLabel(record);
    const age = shortAge(record.createdAt, now);
    let description: string;
    if (attention) description = reasonPhrase(reasons[0] as ReviewReason, record);
    else if (group === 'superseded') description = `replaced by “${replacement ? memoryLabel(replacement) : 'a newer memory'}”`;
    else
      description = [
        confirmedInstruction ? 'confirmed instruction' : '',
        // A file it is bound to changed since it was bound (issue #23).
        ((record as CheckedRecord).stale?.length ?? 0) > 0 ? 'stale' : '',
        record.pinned ? 'pinned' : '',
        age,
      ]
        .filter(Boolean)
        .join(' · ');
    const state = attention
      ? `needs attention: ${reasons.map((r) => reasonPhrase(r, record)).join('; ')}`
      : confirmedInstruction
        ? 'confirmed instruction'
        : group === 'candidates'
          ? 'candidate'
          : group;
    const item: MemoryItem = {
      id: record.id,
      group,
      record,
      label,
      description,
      tooltip: tooltipMarkdown(record, { now, replacement, replaces, attention }),
      contextValue: `memory.${group}${record.pinned ? '.pinned' : ''}${confirmedInstruction ? '.confirmedInstruction' : ''}`,
      // A confirmed instruction keeps a marker a narrow side bar still shows: its own icon (the
      // origin stays in the tooltip and the accessible label).
      icon: confirmedInstruction ? CONFIRMED_INSTRUCTION_ICON : ORIGIN_ICONS[record.origin],
      warning: attention,
      badge: KIND_BADGES[record.kind],
      accessibilityLabel: displayText(`${label}. ${record.kind} from ${ORIGIN_MEANING[record.origin]}, ${age}. ${state}.`, 400),
      reasons,
      confirmedInstruction,
    };
    if (record.supersededBy !== undefined) item.replacedBy = { id: record.supersededBy, label: replacement ? memoryLabel(replacement) : record.supersededBy };
    groups.get(group)?.push(item);
  }
  groups.get('needsAttention')?.sort((a, b) => compareByUrgency(a.record, b.record));
  return GROUP_IDS.map((id) => ({ id, label: GROUP_LABELS[id], items: groups.get(id) ?? [] }));
}

/** How many memories need the person's attention (the status bar's and the badge's count). */
export function needsAttentionCount(records: readonly MemoryRecord[]): number {
  return records.filter((r) => groupOf(r) === 'needsAttention').length;
}

/** How many plain candidates wait for confirmation (not flagged). */
export function candidateCount(records: readonly MemoryRecord[]): number {
  return records.filter((r) => groupOf(r) === 'candidates').length;
}
