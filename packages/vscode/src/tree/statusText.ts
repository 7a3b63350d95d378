import type { WorkspaceSnapshot } from '../session/snapshotWorkspace.js';

/** What the status bar item and the view's title bar say for a snapshot. */
export interface StatusText {
  /** The status bar item's text (codicons allowed). */
  text: string;
  tooltip: string;
  /** False when no folder has memory enabled: the item is hidden. */
  visible: boolean;
  /** Beside the view's title: the count that needs attention (undefined: nothing to say). */
  viewDescription: string | undefined;
  /**
   * Above the view's rows (`TreeView.message`, which wraps, so it reads whole in a 300 px side
   * bar where a row's description is cut): why memories need attention, in words, with counts;
   * undefined when none does.
   */
  viewMessage: string | undefined;
}

/**
 * Why memories need attention, in words, most urgent first (the Needs attention rows are in
 * that order), each reason once with how many memories give it. The first reason of each row
 * counts: the one its description shows.
 */
function attentionMessage(snapshot: WorkspaceSnapshot): string | undefined {
  const counts = new Map<string, number>();
  for (const folder of snapshot.folders) {
    for (const item of folder.groups.find((g) => g.id === 'needsAttention')?.items ?? []) {
      const words = item.reasons[0]?.words ?? 'waits for your review';
      counts.set(words, (counts.get(words) ?? 0) + 1);
    }
  }
  if (counts.size === 0) return undefined;
  const why = [...counts].map(([words, n]) => `${words}${n > 1 ? ` (${n} memories)` : ''}`).join('; ');
  return `Review these before your agent follows them. Why: ${why}. Click a memory to see it whole and choose.`;
}

const memories = (n: number): string => `${n} memor${n === 1 ? 'y' : 'ies'}`;

/**
 * The status bar and the view's title for a snapshot: how many memories need the person's
 * attention (the same count as the view's badge, the Needs attention group and the top of the
 * Confirm picker), and "Cairn ✓" when none does. Pure.
 */
export function statusBarText(snapshot: WorkspaceSnapshot): StatusText {
  const n = snapshot.needsAttention;
  const c = snapshot.candidates;
  const visible = snapshot.folders.some((f) => f.state === 'ready');
  const candidates = c > 0 ? ` ${c === 1 ? '1 candidate waits' : `${c} candidates wait`} for your confirmation.` : '';
  if (n > 0) {
    return {
      text: `$(warning) Cairn: ${n} need${n === 1 ? 's' : ''} attention`,
      tooltip: `${memories(n)} need${n === 1 ? 's' : ''} your attention: ${n === 1 ? 'it reads' : 'they read'} as orders to an agent, or would replace a memory you rely on.${candidates} Click to review.`,
      visible,
      viewDescription: `${n} need${n === 1 ? 's' : ''} attention`,
      viewMessage: attentionMessage(snapshot),
    };
  }
  return {
    text: 'Cairn ✓',
    tooltip: `Nothing needs your attention in Cairn's project memory.${candidates}`,
    visible,
    viewDescription: c > 0 ? `${c} candidate${c === 1 ? '' : 's'}` : undefined,
    viewMessage: undefined,
  };
}
