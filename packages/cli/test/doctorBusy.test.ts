/**
 * `cairn doctor` while another cairn process writes (walk h55 MEDIUM 3): it printed "FAIL lock:
 * another process holds the write lock right now" and "FAIL index: … 32 changes behind the log /
 * fix: cairn repair", exit 1 — for a running import. A lock whose holder runs is a write in
 * progress, and an index behind it is that write's batch: neither is a fault, and nobody is told
 * to repair. Real child processes: a `memorize --batch` stopped (SIGSTOP) while it holds the lock.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { frames, type Sandbox, sandbox, spawnCairn } from './harness.js';

const LINES = 3000;

function bigBatch(box: Sandbox): string {
  const file = join(box.root, 'busy.jsonl');
  const lines = Array.from({ length: LINES }, (_, i) => JSON.stringify({ text: `Busy note number ${i + 1} of the doctor test.`, origin: 'agent' }));
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** The project folder's lock folder and owner note. */
function lockFiles(box: Sandbox): { lock: string; owner: string } {
  const projects = join(box.home, 'projects');
  const dir = join(projects, String(readdirSync(projects)[0]));
  return { lock: join(dir, 'write.lock'), owner: join(dir, 'write.lock.owner') };
}

/** True when `pid`'s owner note describes the lock folder as it is now (the process holds it). */
function holds(box: Sandbox, pid: number): boolean {
  const { lock, owner } = lockFiles(box);
  try {
    const st = statSync(lock);
    const note = JSON.parse(readFileSync(owner, 'utf8').trim()) as { pid: number; ino: number; birthtimeMs: number };
    return note.pid === pid && note.ino === st.ino && note.birthtimeMs === st.birthtimeMs;
  } catch {
    return false;
  }
}

describe('cairn doctor while a write runs', () => {
  it('says the lock is busy (pid), does not FAIL the index behind it, exits 0', async () => {
    const box = sandbox();
    const file = bigBatch(box);
    const before = frames(box);
    const child = spawnCairn(box, ['memorize', '--batch', '--input', file]);
    const pid = child.pid as number;
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    child.stdout.resume();
    child.stderr.resume();
    try {
      while (frames(box) < before + 50) await sleep(20);
      // Stopped while it holds the lock: the write is in progress as long as doctor runs.
      for (;;) {
        child.kill('SIGSTOP');
        await sleep(50);
        if (holds(box, pid)) break;
        child.kill('SIGCONT');
        await sleep(5);
      }
      const r = box.cairn(['doctor']);
      expect(r.stdout).toContain(`ok   lock: busy: a write is in progress (pid ${pid})`);
      expect(r.stdout).not.toMatch(/^(FAIL|WARN)/m);
      // Nothing tells the person to repair a store that is only busy.
      expect(r.stdout).not.toContain('cairn repair');
      expect(r.code, r.stdout + r.stderr).toBe(0);
    } finally {
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      await exited;
    }
  });
});
