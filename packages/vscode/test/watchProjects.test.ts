import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVscodePersonProof } from '../src/person/createVscodePersonProof.js';
import { createLiveKeyring } from '../src/person/liveKeyring.js';
import { createCairnWorkspace } from '../src/session/createCairnWorkspace.js';
import { createProjectWatchers, debounce } from '../src/session/watchProjects.js';
import { asPerson, createFakeUi, createTempProject, type TempProject } from './helpers.js';

let tmp: TempProject | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await tmp?.remove();
});

describe('createProjectWatchers', () => {
  it('notices a write by another process-like store instance on the project folder', async () => {
    tmp = await createTempProject();
    const workspace = createCairnWorkspace({
      folders: () => [{ path: tmp!.project, name: 'p' }],
      settings: () => ({ home: tmp!.home, digestBudget: 8000 }),
      personProof: createVscodePersonProof({ ui: createFakeUi(), home: () => tmp!.home, keyring: createLiveKeyring(() => tmp!.home) }),
    });
    const [dir] = await (await workspace.folders()[0]!.session()).watchPaths();
    if (dir === undefined) throw new Error('no folder to watch');
    let calls = 0;
    const watchers = createProjectWatchers(() => void calls++);
    watchers.update([dir]);
    expect(watchers.watched()).toEqual([dir]);
    await asPerson(tmp.home, tmp.project, (s) => s.memorize({ text: 'Written by the CLI', origin: 'user' }));
    await vi.waitFor(() => expect(calls).toBeGreaterThan(0), { timeout: 3000 });
    watchers.dispose();
    expect(watchers.watched()).toEqual([]);
    await workspace.reset();
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
