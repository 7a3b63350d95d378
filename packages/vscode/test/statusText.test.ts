import { describe, expect, it } from 'vitest';
import { commandContext, type WorkspaceSnapshot } from '../src/session/snapshotWorkspace.js';
import type { MemoryItem } from '../src/tree/buildMemoryTree.js';
import { statusBarText } from '../src/tree/statusText.js';

const folder = (over: Partial<WorkspaceSnapshot['folders'][number]> = {}): WorkspaceSnapshot['folders'][number] => ({
  folder: { path: '/p', name: 'p' },
  state: 'ready',
  groups: [],
  needsAttention: 0,
  candidates: 0,
  pinned: 0,
  ...over,
});
const snap = (folders: WorkspaceSnapshot['folders']): WorkspaceSnapshot => ({
  folders,
  needsAttention: folders.reduce((n, f) => n + f.needsAttention, 0),
  candidates: folders.reduce((n, f) => n + f.candidates, 0),
});

describe('statusBarText', () => {
  it('counts what needs attention, the same number the view title and badge show', () => {
    const s = statusBarText(snap([folder({ needsAttention: 2, candidates: 1 })]));
    expect(s).toMatchObject({ text: '$(warning) Cairn: 2 need attention', viewDescription: '2 need attention', visible: true });
    expect(s.tooltip).toContain('1 candidate waits for your confirmation');
    expect(statusBarText(snap([folder({ needsAttention: 1 })])).text).toBe('$(warning) Cairn: 1 needs attention');
  });

  it('says "Cairn ✓" at 0, and hides when no folder has memory enabled', () => {
    expect(statusBarText(snap([folder({ candidates: 3 })]))).toMatchObject({ text: 'Cairn ✓', visible: true, viewDescription: '3 candidates' });
    expect(statusBarText(snap([folder({ state: 'uninitialised' })])).visible).toBe(false);
  });
});

describe('the view message (readable whole in a 300 px side bar)', () => {
  const item = (words: string, code: string) => ({ reasons: [{ words, code }] }) as unknown as MemoryItem;
  const attention = (...items: MemoryItem[]) => folder({ needsAttention: items.length, groups: [{ id: 'needsAttention', label: 'Needs attention', items }] });

  it('says why memories need attention, in words, most urgent first, each reason once with its count', () => {
    const shell = item('tells the agent to run a script from the internet', 'shell-pipe');
    const mine = item('would replace your memory', 'contradicts');
    expect(statusBarText(snap([attention(shell, mine, shell)])).viewMessage).toBe(
      'Review these before your agent follows them. Why: tells the agent to run a script from the internet (2 memories); would replace your memory. Click a memory to see it whole and choose.',
    );
    expect(statusBarText(snap([attention(mine)])).viewMessage).not.toMatch(/contradicts|shell-pipe/u);
  });

  it('says nothing when nothing needs attention', () => {
    expect(statusBarText(snap([folder({ candidates: 2 })])).viewMessage).toBeUndefined();
  });
});

describe('commandContext', () => {
  it('offers Enable only where memory is not enabled, Confirm only when something waits, Unpin only when something is pinned, key setup only without a key', () => {
    expect(commandContext(snap([folder()]))).toEqual({
      'cairn.state': 'ready',
      'cairn.canEnable': false,
      'cairn.canConfirm': false,
      'cairn.canUnpin': false,
      'cairn.hasMemories': false,
      'cairn.hasKey': false,
    });
    expect(commandContext({ ...snap([folder()]), hasKey: true })['cairn.hasKey']).toBe(true);
    const mixed = commandContext(snap([folder({ candidates: 1, pinned: 1 }), folder({ state: 'uninitialised' })]));
    expect(mixed).toMatchObject({ 'cairn.state': 'ready', 'cairn.canEnable': true, 'cairn.canConfirm': true, 'cairn.canUnpin': true });
    expect(commandContext(snap([]))['cairn.state']).toBe('noFolder');
  });
});
