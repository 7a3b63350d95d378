/**
 * What `cairn doctor` and `cairn audit --verify` read while another process writes (walk h55
 * MEDIUM 3): a running import made doctor FAIL its lock, its index ("32 changes behind … fix:
 * cairn repair") and — stopped between its log and audit appends — its audit chain ("its last
 * lines are missing"). A writer that runs holds the lock for a write in progress: none of it is a
 * fault. Real child processes, stopped at the store's own crash points; the control kills the
 * writer there, and then the audit line really is missing.
 */
import { mkdir, mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { fileStoreProvider, openFileStore } from '../src/index.js';
import { fileStoreChecks } from '../src/provider.js';
import { startWorker, type Worker } from './childProcess.js';

let root: string | undefined;
const running: Worker[] = [];
afterEach(async () => {
  for (const w of running.splice(0)) {
    w.child.kill('SIGCONT');
    w.child.kill('SIGKILL');
    await w.exited;
  }
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

async function project() {
  root = await realpath(await mkdtemp(join(tmpdir(), 'cairn-busy-')));
  const home = join(root, 'home');
  const path = join(root, 'project');
  await mkdir(path);
  const target = { url: pathToFileURL(home).href, home, projectPath: path };
  await fileStoreProvider.init(target, { channel: 'cli', interactive: false, client: 'vitest' });
  return { home, path, target };
}

/** A worker that writes once and stops (SIGSTOP) at `point`, holding the lock. */
async function pausedWriter(home: string, path: string, point: 'after-log-append'): Promise<Worker> {
  const w = startWorker({ home, project: path, count: 1, prefix: 'busy', pauseAt: point });
  running.push(w);
  await w.waitFor((l) => l === 'paused');
  return w;
}

describe('doctor and audit --verify beside a live writer', () => {
  it('a held lock whose holder runs is busy, the index behind it and its audit line in flight are no failure', async () => {
    const { home, path } = await project();
    const w = await pausedWriter(home, path, 'after-log-append');
    // Read with a batch allowance of 1 frame: the paused writer's frame, not in the index yet, is
    // "behind" as a running import's 32 were.
    const store = await openFileStore({ home, projectPath: path, readOnly: true, indexBatchFrames: 1, onWarning: () => undefined });
    try {
      const checks = await fileStoreChecks(store);
      const by = (name: string) => checks.find((c) => c.name === name);
      expect(by('lock')).toMatchObject({ ok: true, detail: `busy: a write is in progress (pid ${w.child.pid})` });
      expect(by('index')).toMatchObject({ ok: true });
      expect(by('index')?.detail).toMatch(new RegExp(`1 change behind the log while pid ${w.child.pid} writes: it catches the index up when its write ends`));
      expect(by('audit chain')).toMatchObject({ ok: true });
      expect(checks.filter((c) => !c.ok)).toEqual([]);
      expect(await store.verifyAudit()).toMatchObject({ ok: true });
    } finally {
      await store.close();
    }
  });

  it('control: the same writer killed there leaves its audit line really missing, and the lock is no longer busy', async () => {
    const { home, path, target } = await project();
    const w = await pausedWriter(home, path, 'after-log-append');
    w.child.kill('SIGKILL');
    await w.exited;
    running.splice(running.indexOf(w), 1);
    const store = await fileStoreProvider.open(target, { readOnly: true, onWarning: () => undefined });
    try {
      const audit = await store.verifyAudit();
      expect(audit.ok).toBe(false);
      expect(audit.firstBroken?.reason).toMatch(/its last lines are missing/);
      const lock = (await store.doctor()).find((c) => c.name === 'lock');
      expect(lock?.detail).not.toMatch(/busy/);
    } finally {
      await store.close();
    }
  });
});
