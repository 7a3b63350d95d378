/**
 * Ctrl-C during `cairn import` (issue #14, walk 4, item 3): on a terminal the progress bar hid the
 * cursor (ESC[?25l) and turned line wrap off (ESC[?7l) and never gave them back; on a terminal or
 * not, it exited 130 saying nothing, though 2,496 of 3,000 memories were stored. Now the terminal
 * is restored and the answer says what was stored and that running the import again finishes it.
 * Real child processes (one on a pseudo-terminal, Ctrl-C typed; one off a terminal, SIGINT sent).
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { BIN, frames, type Sandbox, sandbox, spawnCairn } from './harness.js';
import { ptyEnv } from './pty.js';

const ITEMS = 3000;

/** A notes file of {@link ITEMS} list items: one memory each. */
function bigNotes(box: Sandbox): string {
  // In the project: a Markdown file outside it is refused (it is not the project's).
  const file = join(box.project, 'notes.md');
  const items = Array.from({ length: ITEMS }, (_, i) => `- Harbour note number ${i + 1}: the quay light is checked on round ${i + 1}.`);
  writeFileSync(file, `# Harbour notes\n\n${items.join('\n')}\n`);
  return file;
}

const storedCount = (box: Sandbox): number => box.json<unknown[]>(['list']).value.length;

/** Exit code and everything shown, once the process has ended. */
function collect(child: ReturnType<typeof spawn>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (c: string) => {
    stdout += c;
  });
  child.stderr?.setEncoding('utf8').on('data', (c: string) => {
    stderr += c;
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('Ctrl-C during cairn import', () => {
  it('on a terminal: the cursor and line wrap are given back, and it says how many were stored; exit 130', async () => {
    const box = sandbox();
    const file = bigNotes(box);
    const quoted = [process.execPath, BIN, 'import', file].map((w) => `'${w.replace(/'/gu, `'\\''`)}'`).join(' ');
    const child = spawn('script', ['-qec', quoted, '/dev/null'], { cwd: box.project, env: { ...ptyEnv(box), TERM: 'dumb' }, stdio: ['pipe', 'pipe', 'pipe'] });
    let shown = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => {
      shown += c;
    });
    const ended = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    // Ctrl-C typed once the bar shows a few groups stored, as a person would press it.
    while (!/importing \[[^\]]*\] (?:[1-9]\d{2,}|[2-9]\d)\/3000 memories/u.test(shown)) {
      if (child.exitCode !== null) break;
      await sleep(20);
    }
    child.stdin.write('\u0003');
    const code = await ended;
    expect(code, shown).toBe(130);
    const stored = storedCount(box);
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThan(ITEMS);
    // The bar hid the cursor and turned wrap off; after the last of each, it was turned back on.
    const hid = shown.lastIndexOf('\u001b[?25l');
    const unwrapped = shown.lastIndexOf('\u001b[?7l');
    expect(hid, shown).toBeGreaterThanOrEqual(0);
    expect(shown.indexOf('\u001b[?25h', hid), shown).toBeGreaterThan(hid);
    expect(shown.indexOf('\u001b[?7h', unwrapped), shown).toBeGreaterThan(unwrapped);
    expect(shown).toContain(`Stopped (Ctrl-C): ${stored} of ${ITEMS} stored; run the import again to finish.`);

    // Running it again finishes it.
    const again = box.cairn(['import', file]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(`Stored ${ITEMS - stored} new, 0 sightings; ${stored} unchanged (already imported).`);
  }, 180_000);

  it('off a terminal (SIGINT): the same sentence, and --json says it in the document', async () => {
    const box = sandbox();
    const file = bigNotes(box);
    const before = frames(box);
    const child = spawnCairn(box, ['import', file]);
    const done = collect(child);
    while (frames(box) < before + 100 && child.exitCode === null) await sleep(20);
    child.kill('SIGINT');
    const r = await done;
    expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(130);
    const stored = storedCount(box);
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThan(ITEMS);
    expect(r.stdout).toContain(`Stopped (Ctrl-C): ${stored} of ${ITEMS} stored; run the import again to finish.`);
    // The file's line adds up, and the Stopped line is the last word: no advice to review half an
    // import before it (issue #14, walk 5, item 5).
    expect(r.stdout).toContain(`: ${ITEMS} memories → ${stored} new, 0 sightings, 0 unchanged, ${ITEMS - stored} not reached (stopped)`);
    expect(r.stdout).not.toContain('Next: review');
    expect(r.stdout.trimEnd().split('\n').at(-1)).toMatch(/^Stopped \(Ctrl-C\): /u);

    const before2 = frames(box);
    const json = spawnCairn(box, ['--json', 'import', file]);
    const jsonDone = collect(json);
    while (frames(box) < before2 + 100 && json.exitCode === null) await sleep(20);
    json.kill('SIGINT');
    const j = await jsonDone;
    expect(j.code, j.stderr).toBe(130);
    const doc = JSON.parse(j.stdout) as {
      stopped: { signal: string; stored: number; toStore: number; notDone: number; refused: number };
      files: { notReached?: number; unchanged: number; new: number }[];
    };
    const now = storedCount(box);
    expect(doc.stopped).toEqual({ signal: 'SIGINT', stored: now - stored, refused: 0, toStore: ITEMS - stored, notDone: ITEMS - now });
    expect(doc.files[0]).toMatchObject({ unchanged: stored, new: now - stored, notReached: ITEMS - now });
  }, 180_000);

  it('SIGTERM: exit 143 (128 + SIGTERM, not 130), said as SIGTERM, and what it says was stored is stored', async () => {
    // The fifth walk's leftovers: a long write stopped by SIGTERM exited 130, Ctrl-C's code.
    const box = sandbox();
    const file = bigNotes(box);
    const before = frames(box);
    const child = spawnCairn(box, ['import', file]);
    const done = collect(child);
    while (frames(box) < before + 100 && child.exitCode === null) await sleep(20);
    child.kill('SIGTERM');
    const r = await done;
    expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(143);
    const stored = storedCount(box);
    expect(stored).toBeGreaterThan(0);
    expect(r.stdout).toContain(`Stopped (SIGTERM): ${stored} of ${ITEMS} stored; run the import again to finish.`);
  }, 180_000);

  it("a restore of Cairn's own export stops too (h47 newcomer walk: Ctrl-C and SIGTERM ran it to the end and exited 0); a run again finishes it", async () => {
    const RESTORED = 600;
    const source = sandbox();
    const items = Array.from({ length: RESTORED }, (_, i) => `- Harbour note number ${i + 1}: the quay light is checked on round ${i + 1}.`);
    writeFileSync(join(source.project, 'notes.md'), `# Harbour notes\n\n${items.join('\n')}\n`);
    expect(source.cairn(['import', join(source.project, 'notes.md')]).code).toBe(0);
    const box = sandbox();
    const backup = join(box.project, 'backup.jsonl');
    const exported = source.cairn(['export', '--all', '--out', backup]);
    expect(exported.code, exported.stderr).toBe(0);
    const before = frames(box);
    const child = spawnCairn(box, ['import', backup]);
    const done = collect(child);
    while (frames(box) < before + 30 && child.exitCode === null) await sleep(20);
    child.kill('SIGINT');
    const r = await done;
    expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(130);
    const stored = storedCount(box);
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThan(RESTORED);
    expect(r.stdout).toContain(`Stopped (Ctrl-C): ${stored} of ${RESTORED} stored; run the import again to finish.`);
    const again = box.cairn(['import', backup]);
    expect(again.code, again.stderr).toBe(0);
    expect(storedCount(box)).toBe(RESTORED);
  }, 240_000);
});
