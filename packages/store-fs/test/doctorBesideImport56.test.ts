/**
 * Walk h56 MED 5: `cairn doctor` during a running import said "FAIL view: 63 memories the log
 * holds are missing from it … something other than Cairn edited the view" (about 1 run in 15).
 * The view check reads the view and its tail, then the whole log again: a write running beside it
 * added memories in between, which the view could not hold yet. Here a real child process writes
 * exactly there (the store's file reads are wrapped: the check's second read of the log waits for
 * the child to write and exit), so the race is met every run, with no timing.
 */
import { mkdir, mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { fileStoreProvider, openFileStore } from '../src/index.js';
import { createFsio, type Fsio } from '../src/fsio.js';
import { fileStoreChecks } from '../src/provider.js';
import { startWorker, type Worker } from './childProcess.js';

let root: string | undefined;
const running: Worker[] = [];
afterEach(async () => {
  for (const w of running.splice(0)) {
    w.child.kill('SIGKILL');
    await w.exited;
  }
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

async function project() {
  root = await realpath(await mkdtemp(join(tmpdir(), 'cairn-doctor56-')));
  const home = join(root, 'home');
  const path = join(root, 'project');
  await mkdir(path);
  await fileStoreProvider.init({ url: pathToFileURL(home).href, home, projectPath: path }, { channel: 'cli', interactive: false, client: 'vitest' });
  return { home, path };
}

/** Runs a child writer of `count` memories to its end. */
async function write(home: string, path: string, prefix: string, count: number): Promise<void> {
  const w = startWorker({ home, project: path, count, prefix });
  running.push(w);
  await w.waitFor((l) => l === 'done');
  await w.exited;
  running.splice(running.indexOf(w), 1);
}

describe('doctor’s view check beside a write (walk h56 MED 5)', () => {
  it('memories a child process writes while the check reads are not "missing from the view": ok, and said as not checked', async () => {
    const { home, path } = await project();
    await write(home, path, 'before', 3);
    const base = createFsio();
    let armed = false;
    let wrote = 0;
    // The log read whole once the view was read (verifyViewFacts' second read): a child writes first.
    const fsio: Fsio = {
      ...base,
      readFile: async (file: string) => {
        if (armed && file.endsWith('events.jsonl')) {
          armed = false;
          await write(home, path, 'during', 4);
          wrote = 4;
        }
        return base.readFile(file);
      },
    };
    const store = await openFileStore({ home, projectPath: path, readOnly: true, fsio, onWarning: () => undefined });
    try {
      await store.count();
      armed = true;
      const checks = await fileStoreChecks(store);
      expect(wrote, 'the child wrote during the check').toBe(4);
      const view = checks.find((c) => c.name === 'view');
      expect(view?.ok, view?.detail).toBe(true);
      expect(view?.detail).toContain('4 memories written while this check ran (a write in progress) were not checked: run cairn doctor again when it ends');
      expect(view?.detail).not.toContain('something other than Cairn');
    } finally {
      await store.close();
    }
    // Checked again once the write ended: every one of the 7 is the view's, nothing said of a write.
    const again = await openFileStore({ home, projectPath: path, readOnly: true, onWarning: () => undefined });
    try {
      const view = (await fileStoreChecks(again)).find((c) => c.name === 'view');
      expect(view?.ok, view?.detail).toBe(true);
      expect(view?.detail).not.toContain('written while this check ran');
      expect(await again.count()).toBe(7);
    } finally {
      await again.close();
    }
  });
});
