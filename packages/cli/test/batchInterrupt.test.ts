/**
 * Ctrl-C during `cairn memorize --batch` (issue #14, walk 3, items 1 and 2): it exited 130 and
 * printed nothing though 152 of 3000 lines were stored, and sometimes left the store's lock
 * held by the dead process, so the next write waited and failed STORE_LOCKED. Now the line in
 * flight ends, the lock is released, and the answer says what was stored and where to go on.
 * Real child processes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { frames, type Sandbox, sandbox, spawnCairn } from './harness.js';

const LINES = 3000;

function bigBatch(box: Sandbox): string {
  const file = join(box.root, 'big.jsonl');
  const lines = Array.from({ length: LINES }, (_, i) => JSON.stringify({ text: `Batch note number ${i + 1} of the interrupt test.`, origin: 'agent' }));
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** Runs the batch, sends `signal` (SIGINT: Ctrl-C) once a few lines are stored, returns what it said. */
async function interrupted(
  box: Sandbox,
  args: string[],
  signal: NodeJS.Signals = 'SIGINT',
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  const before = frames(box);
  const child = spawnCairn(box, args);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => {
    stdout += c;
  });
  child.stderr.setEncoding('utf8').on('data', (c: string) => {
    stderr += c;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  while (frames(box) < before + 20) await sleep(20);
  child.kill(signal);
  const exit = await exited;
  return { ...exit, stdout, stderr };
}

const storedCount = (box: Sandbox): number => box.json<unknown[]>(['list']).value.length;

describe('Ctrl-C during memorize --batch', () => {
  it('says how many lines were stored and the line to go on from; exit 130; the lock is free at once', async () => {
    const box = sandbox();
    const file = bigBatch(box);
    const r = await interrupted(box, ['memorize', '--batch', '--input', file]);
    expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(130);
    const stored = storedCount(box);
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThan(LINES);
    expect(r.stdout).toContain(
      `Stopped (Ctrl-C) before line ${stored + 1}: ${stored} stored (${stored} new, 0 sightings), the last from line ${stored}; 0 refused; ${LINES - stored} line(s) from line ${stored + 1} on were not stored.`,
    );
    expect(r.stdout).toContain(`To go on from there: tail -n +${stored + 1} ${file} | cairn memorize --batch`);
    // One line per stored line, as a finished batch says them.
    expect(r.stdout.split('\n').filter((l) => /^line \d+: Stored /u.test(l))).toHaveLength(stored);

    // The lock was released: doctor finds it free, and the next write neither waits nor takes it over.
    const doctor = box.cairn(['doctor']);
    expect(doctor.stdout + doctor.stderr).not.toContain('another process holds the write lock');
    const next = box.cairn(['memorize'], { input: JSON.stringify({ text: 'Written after the Ctrl-C.', origin: 'agent' }) });
    expect(next.code, next.stderr).toBe(0);
    expect(next.stderr).not.toMatch(/took over the store lock|restored \d+ audit line/u);
    expect(storedCount(box)).toBe(stored + 1);
  }, 180_000);

  it("SIGTERM: exit 143 (128 + SIGTERM, not Ctrl-C's 130), said as SIGTERM, and every line it said was stored is in the store", async () => {
    // The fifth walk's leftovers: SIGTERM exited 130, the code a shell gives Ctrl-C.
    const box = sandbox();
    const file = bigBatch(box);
    const r = await interrupted(box, ['memorize', '--batch', '--input', file], 'SIGTERM');
    expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(143);
    const ids = box.json<{ id: string }[]>(['list']).value.map((m) => m.id);
    const said = r.stdout.split('\n').filter((l) => /^line \d+: Stored /u.test(l));
    expect(said.length).toBeGreaterThan(0);
    expect(said).toHaveLength(ids.length);
    for (const line of said) expect(ids).toContain(/mem_[0-9a-f]{16}/u.exec(line)?.[0]);
    expect(r.stdout).toContain(`Stopped (SIGTERM) before line ${ids.length + 1}: ${ids.length} stored`);
  }, 180_000);

  it('--json: one document with what was stored and where to go on', async () => {
    const box = sandbox();
    const file = bigBatch(box);
    const r = await interrupted(box, ['--json', 'memorize', '--batch', '--input', file]);
    expect(r.code, r.stderr).toBe(130);
    const doc = JSON.parse(r.stdout) as {
      stopped: { signal: string; stored: number; refused: number; lastStoredLine: number; resumeFromLine: number; linesNotDone: number };
      results: Array<{ line: number; id?: string }>;
    };
    const stored = storedCount(box);
    expect(doc.stopped).toEqual({ signal: 'SIGINT', stored, refused: 0, lastStoredLine: stored, resumeFromLine: stored + 1, linesNotDone: LINES - stored });
    expect(doc.results.map((x) => x.line)).toEqual(Array.from({ length: stored }, (_, i) => i + 1));
  }, 180_000);
});
