import { type MemoryRecord, needsConfirmation } from '@cairn/session';
import { displayText } from '../displayText.js';
import { confirmationReasons, memoryLabel, provenanceMarkdown, shortAge } from './describeMemory.js';

/** The view's groups, in display order. */
export const GROUP_IDS = ['active', 'candidates', 'needsConfirmation', 'superseded'] as const;
/** One of {@link GROUP_IDS}. */
export type GroupId = (typeof GROUP_IDS)[number];

const GROUP_LABELS: Readonly<Record<GroupId, string>> = {
  active: 'Active',
  candidates: 'Candidates',
  needsConfirmation: 'Needs confirmation',
  superseded: 'Superseded',
};

/** The codicon of an item. */
export type MemoryIcon = 'warning' | 'pinned' | 'pass' | 'circle-outline' | 'history';

/** One memory in the view. Plain data: the VS Code layer turns it into a `TreeItem`. */
export interface MemoryItem {
  id: string;
  group: GroupId;
  record: MemoryRecord;
  /** One line of the memory's text. */
  label: string;
  /** Kind, origin and age (plus gate reasons or what replaced it). */
  description: string;
  /** Provenance, Markdown (memory text in a code block). */
  tooltip: string;
  /** `memory.<group>` plus `.pinned`: drives the context menu's `when` clauses. */
  contextValue: string;
  icon: MemoryIcon;
  /** Shown dimmed (waits for confirmation). */
  dimmed: boolean;
  /** Why it waits for confirmation: the gate's categories, `contradicts …`. */
  reasons: string[];
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
 * Which group a record belongs to. A record waits for confirmation while it carries the
 * `instruction` or `contradicts` flag and no person has confirmed it (DESIGN.md §1, §2.5);
 * once confirmed it is listed by its status (the flags stay for its history).
 *
 * @returns undefined for a forgotten record (not listed)
 */
export function groupOf(record: MemoryRecord): GroupId | undefined {
  if (record.status === 'forgotten') return undefined;
  if (record.status === 'superseded') return 'superseded';
  if (needsConfirmation(record)) return 'needsConfirmation';
  return record.status === 'active' ? 'active' : 'candidates';
}

function iconOf(group: GroupId, record: MemoryRecord): MemoryIcon {
  if (group === 'needsConfirmation') return 'warning';
  if (group === 'superseded') return 'history';
  if (record.pinned) return 'pinned';
  return group === 'active' ? 'pass' : 'circle-outline';
}

/** Newest first; ties by id, so the order is stable. */
function newestFirst(a: MemoryRecord, b: MemoryRecord): number {
  return a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Builds the Project Memory view from a project's records: the four groups in
 * {@link GROUP_IDS} order (all of them, empty or not), each newest first, with labels,
 * descriptions and provenance tooltips. Pure: same records and clock, same tree.
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
    const reasons = group === 'needsConfirmation' ? confirmationReasons(record) : [];
    const parts = [record.kind, record.origin, shortAge(record.createdAt, now)];
    if (reasons.length > 0) parts.unshift(`⚠ ${reasons.map((r) => displayText(r, 40)).join(', ')}`);
    if (record.pinned) parts.push('pinned');
    if (group === 'superseded') parts.push(`replaced by “${replacement ? memoryLabel(replacement) : (record.supersededBy ?? '?')}”`);
    const item: MemoryItem = {
      id: record.id,
      group,
      record,
      label: memoryLabel(record),
      description: parts.join(' · '),
      tooltip: provenanceMarkdown(record, { now, replacement, replaces: record.supersedes !== undefined ? byId.get(record.supersedes) : undefined }),
      contextValue: `memory.${group}${record.pinned ? '.pinned' : ''}`,
      icon: iconOf(group, record),
      dimmed: group === 'needsConfirmation',
      reasons,
    };
    if (record.supersededBy !== undefined) item.replacedBy = { id: record.supersededBy, label: replacement ? memoryLabel(replacement) : record.supersededBy };
    groups.get(group)?.push(item);
  }
  return GROUP_IDS.map((id) => ({ id, label: GROUP_LABELS[id], items: groups.get(id) ?? [] }));
}

/** How many memories wait for a person's confirmation (the status bar's count). */
export function needsConfirmationCount(records: readonly MemoryRecord[]): number {
  return records.filter((r) => groupOf(r) === 'needsConfirmation').length;
}
