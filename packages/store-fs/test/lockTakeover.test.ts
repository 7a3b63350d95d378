/**
 * A writer that dies holding the lock (issue #14, walk 3, item 1): a Ctrl-C during `cairn
 * memorize --batch` left `write.lock` behind about one time in seven, and the next write waited
 * and failed `STORE_LOCKED`. Real child processes (test/fixtures/worker.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scanFrames } from '../src/frame.js';
import { projectKey } from '../src/resolveProject.js';
import { acked, startWorker } from './childProcess.js';
import { put, record, type Sandbox, sandbox } from './helpers.js';

let sb: Sandbox | undefined;
afterEach(async () => {
  await sb?.cleanup();
  sb = undefined;
});

/** Resolves once the process is stopped (state T in /proc): a `paused` line is printed just before the SIGSTOP. */
async function stopped(pid: number | undefined): Promise<void> {
  for (;;) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (/^\d+ \(.*\) T /su.test(stat)) return;
    await sleep(10);
  }
}

const projectFolder = (s: Sandbox): string => join(s.home, 'projects', projectKey(s.project));

describe('a lock whose holder is gone', () => {
  it('killed between the lock folder and its owner note: the next write takes the lock over, not after `stale`', async () => {
    // Production staleness (30 s) and a wait shorter than it: only a takeover lets the write through.
    sb = await sandbox();
    const worker = startWorker({ home: sb.home, project: sb.project, count: 5, prefix: 'k', killAtLockTaken: 3 });
    expect((await worker.exited).signal, worker.stderr.join('')).toBe('SIGKILL');
    expect(acked(worker).length).toBeGreaterThan(0);
    // The dead process's folder is there, and the owner note still names the folder before it.
    expect(existsSync(join(projectFolder(sb), 'write.lock'))).toBe(true);

    const store = await sb.open({ lockTimeoutMs: 3_000 });
    // What doctor reads (the seventh newcomer walk: it said FAIL and "wait 30 s"): a dead holder's lock, taken over at the next write.
    expect(await store.stats()).toMatchObject({ lockHeld: true, lockHolderDead: [worker.child.pid] });
    await put(store, record('after', 'written after the holder died'));
    expect((await store.list()).map((r) => r.id)).toContain('after');
    await store.close();
    expect(sb.warnings.join('\n')).toMatch(/took over the store lock of process \d+, which died while holding it/);
  }, 60_000);

  it('a live holder in the same state is never taken over: the write waits and says STORE_LOCKED', async () => {
    sb = await sandbox();
    // A holder stopped (SIGSTOP) right after its mkdir, before its owner note: alive, so its claim holds.
    const holder = startWorker({ home: sb.home, project: sb.project, count: 2, prefix: 'live', pauseAtLockTaken: 2 });
    await holder.waitFor((l) => l === 'paused');
    await stopped(holder.child.pid);
    const store = await sb.open({ lockTimeoutMs: 1_500 });
    const stats = await store.stats();
    expect(stats.lockHeld).toBe(true);
    expect(stats.lockHolderDead).toBeUndefined();
    await expect(put(store, record('blocked', 'must wait for the live holder'))).rejects.toMatchObject({ code: 'STORE_LOCKED' });
    holder.child.kill('SIGCONT');
    expect(await holder.exited).toEqual({ code: 0, signal: null });
    expect(acked(holder)).toHaveLength(2);
    await store.close();
    expect(sb.warnings.join('\n')).not.toMatch(/took over/);
  }, 60_000);
});

describe('SIGINT during a write', () => {
  it('the write in flight ends and is kept, the lock is released, then the process stops as SIGINT says', async () => {
    sb = await sandbox();
    // The worker stops itself (SIGSTOP) inside its commit, lock held; SIGINT arrives while it is stopped.
    const worker = startWorker({ home: sb.home, project: sb.project, count: 3, prefix: 'int', pauseAt: 'before-log-append' });
    await worker.waitFor((l) => l === 'paused');
    await stopped(worker.child.pid);
    worker.child.kill('SIGINT');
    worker.child.kill('SIGCONT');
    const exit = await worker.exited;
    expect(exit.signal, worker.stderr.join('')).toBe('SIGINT');
    // The commit in flight was finished and acknowledged; no later write started.
    expect(acked(worker)).toHaveLength(1);
    expect(existsSync(join(projectFolder(sb), 'write.lock'))).toBe(false);
    const scan = scanFrames(await readFile(join(projectFolder(sb), 'events.jsonl')), 0, 0);
    expect(scan.torn).toBeUndefined();
    expect(scan.malformed).toEqual([]);
    const store = await sb.open({ lockTimeoutMs: 3_000 });
    expect((await store.list()).map((r) => r.id)).toEqual(acked(worker));
    expect(await store.verifyAudit()).toMatchObject({ ok: true });
    await store.close();
  }, 60_000);
});
