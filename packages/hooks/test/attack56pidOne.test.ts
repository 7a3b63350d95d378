import { describe, expect, it } from 'vitest';
import { addDirArguments, type ReadProcess } from '../src/hostProcess.js';

/**
 * Attack h56 H6 (low-medium: a session counted protected though started with --add-dir): the walk
 * up the hook's ancestors (hostProcess.ts `addDirArguments`) reads a process only while `pid > 1`.
 * Where Claude Code IS process 1 — a container whose entrypoint is `claude --add-dir /data …`
 * (`docker run … claude`, no init), with the hook's `sh -c` exec'ing `cairn hook` so its parent is
 * Claude Code — nothing is read: no folder found and no `unreadable`, so SessionStart keeps the
 * session protected. Through `cairn daemon` a client whose parent is 1 sends `ppid: 1`, which the
 * daemon drops (`req.ppid > 1`) and walks its own ancestors instead. Fail closed: read process 1
 * too (it is a process like any other in a container), or count a walk that reached 1 at depth 0
 * as `unreadable`.
 */
const host: Record<number, { ppid: number; args: string[] }> = {
  1: { ppid: 0, args: ['node', '/usr/local/bin/claude', '--add-dir', '/data/shared', '--model', 'sonnet'] },
};
const read: ReadProcess = async (pid) => host[pid];

describe('attack h56 H6: a host that is process 1', () => {
  it('control: the same host as process 4242 has its --add-dir found', async () => {
    const r = await addDirArguments(4242, async (pid) => (pid === 4242 ? { ppid: 1, args: host[1]?.args ?? [] } : undefined));
    expect(r.dirs).toEqual(['/data/shared']);
  });

  it('its --add-dir is found, or the walk says it could not rule one out', async () => {
    const r = await addDirArguments(1, read);
    expect(r.dirs.length > 0 || r.unreadable !== undefined).toBe(true);
  });
});
