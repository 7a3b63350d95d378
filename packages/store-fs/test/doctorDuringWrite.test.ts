/**
 * `cairn doctor` beside a running import (walk h61 item 1, a new user's trial): five of eight
 * checks said "FAIL index: SQLite FTS5 index (better-sqlite3), position unknown — fix: cairn
 * repair" while another process wrote. A reader that finds the view mid-change reads the log
 * privately; that is no damage while the writer runs, and once it is done the check takes the
 * view back. Real child processes, stopped inside the view's SQLite transaction.
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
  root = await realpath(await mkdtemp(join(tmpdir(), 'cairn-doctor-write-')));
  const home = join(root, 'home');
  const path = join(root, 'project');
  await mkdir(path);
  await fileStoreProvider.init({ url: pathToFileURL(home).href, home, projectPath: path }, { channel: 'cli', interactive: false, client: 'vitest' });
  return { home, path };
}

/** A project whose writer is stopped (SIGSTOP) inside its view's SQLite transaction, holding the lock. */
async function writerInView(): Promise<{ home: string; path: string; w: Worker }> {
  const { home, path } = await project();
  const w = startWorker({ home, project: path, count: 1, prefix: 'doc', pauseAt: 'view-checkpoint' });
  running.push(w);
  await w.waitFor((l) => l === 'paused');
  return { home, path, w };
}

const index = (checks: Awaited<ReturnType<typeof fileStoreChecks>>) => checks.find((c) => c.name === 'index');

describe('doctor beside a writer stopped inside its view transaction', () => {
  it('reads the log itself while the writer runs: no failure, and it says which process writes', async () => {
    const { home, path, w } = await writerInView();
    const store = await openFileStore({ home, projectPath: path, onWarning: () => undefined });
    try {
      const checks = await fileStoreChecks(store);
      expect(index(checks)).toMatchObject({ ok: true });
      expect(index(checks)?.detail).toContain(`while pid ${w.child.pid} writes`);
      expect(checks.filter((c) => !c.ok)).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('once the writer is done, the same open store takes the view back: up to date', async () => {
    const { home, path, w } = await writerInView();
    const store = await openFileStore({ home, projectPath: path, onWarning: () => undefined });
    try {
      w.child.kill('SIGCONT');
      await w.waitFor((l) => l === 'done');
      await w.exited;
      running.splice(running.indexOf(w), 1);
      const checks = await fileStoreChecks(store);
      expect(index(checks)).toMatchObject({ ok: true, detail: expect.stringMatching(/^SQLite FTS5 index \(better-sqlite3\), up to date/) });
      expect((await store.list()).map((r) => r.text)).toEqual([expect.stringMatching(/^Worker doc wrote note number 0 /)]);
    } finally {
      await store.close();
    }
  });
});
