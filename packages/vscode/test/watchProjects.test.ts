import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memorize } from '@cairn/core';
import { openFileStore } from '@cairn/store-fs';
import { createCairnWorkspace } from '../src/session/createCairnWorkspace.js';
import { createProjectWatchers, debounce } from '../src/session/watchProjects.js';
import { createTempProject, type TempProject } from './helpers.js';

let tmp: TempProject | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await tmp?.remove();
});

describe('createProjectWatchers', () => {
  it('notices a write by another process-like store instance on the project folder', async () => {
    tmp = await createTempProject();
    const workspace = createCairnWorkspace({ folders: () => [{ path: tmp!.project, name: 'p' }], settings: () => ({ home: tmp!.home, digestBudget: 8000 }) });
    const dir = await workspace.sessions()[0]!.projectDir();
    let calls = 0;
    const watchers = createProjectWatchers(() => void calls++);
    watchers.update([dir]);
    expect(watchers.watched()).toEqual([dir]);
    const other = await openFileStore({ home: tmp.home, projectPath: tmp.project, index: 'js' });
    await memorize(
      { text: 'Written by the CLI', origin: 'user' },
      { store: other, channel: 'cli', now: () => new Date(), newId: () => `mem_${randomBytes(8).toString('hex')}`, digest: (t) => t },
    );
    await other.close();
    await vi.waitFor(() => expect(calls).toBeGreaterThan(0), { timeout: 3000 });
    watchers.dispose();
    expect(watchers.watched()).toEqual([]);
  });

  it('closes watchers of folders no longer wanted and skips folders that cannot be watched', () => {
    const closed: string[] = [];
    const watchers = createProjectWatchers(
      () => undefined,
      (folder) => {
        if (folder === '/missing') throw new Error('ENOENT');
        return { close: () => void closed.push(folder) };
      },
    );
    watchers.update(['/a', '/b', '/missing']);
    expect(watchers.watched()).toEqual(['/a', '/b']);
    watchers.update(['/b']);
    expect(closed).toEqual(['/a']);
    expect(watchers.watched()).toEqual(['/b']);
  });
});

describe('debounce', () => {
  it('calls once after a burst', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d();
    d();
    vi.advanceTimersByTime(50);
    d();
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    d();
    d.cancel();
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
