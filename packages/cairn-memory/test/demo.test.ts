/**
 * `pnpm demo` (scripts/demo.mjs) stopped part-way (issue #14, fourth walk item 24: Ctrl-C exited
 * 130 saying nothing and left its temporary folder — a home with a person's key and a copy of the
 * project — behind): the folder is removed and one line says so, exit 130, whether the SIGINT
 * reaches the whole terminal's process group (Ctrl-C) or only the demo's own process.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PACKAGE } from './build.js';

const DEMO = join(PACKAGE, '..', '..', 'scripts', 'demo.mjs');
const CLI = join(PACKAGE, '..', 'cli', 'dist', 'bin.js');
const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs the demo with its own TMPDIR; once it shows `after`, sends SIGINT to its process (or its whole group). */
function interrupted(group: boolean): Promise<{ code: number | null; stdout: string; stderr: string; tmp: string }> {
  const tmp = mkdtempSync(join(tmpdir(), 'cairn-demo-test-'));
  temps.push(tmp);
  const child = spawn(process.execPath, [DEMO], { env: { ...process.env, TMPDIR: tmp, NO_COLOR: '1' }, detached: group, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let sent = false;
  child.stdout.on('data', (b: Buffer) => {
    stdout += b.toString('utf8');
    // Part-way: the first step has run a command or two.
    if (!sent && stdout.includes('$ cairn init')) {
      sent = true;
      if (group) process.kill(-(child.pid as number), 'SIGINT');
      else child.kill('SIGINT');
    }
  });
  child.stderr.on('data', (b: Buffer) => {
    stderr += b.toString('utf8');
  });
  return new Promise((done) => child.on('close', (code) => done({ code, stdout, stderr, tmp })));
}

describe.skipIf(!existsSync(CLI))('pnpm demo, interrupted', () => {
  for (const group of [true, false]) {
    it(`removes its temporary folder and says so in one line, exit 130 (SIGINT to ${group ? 'the process group, as Ctrl-C' : 'its process only'})`, async () => {
      const r = await interrupted(group);
      expect(r.code, r.stdout + r.stderr).toBe(130);
      const lines = r.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Stopped \(Ctrl-C\): removed the walk-through's temporary folder .*cairn-demo-\w+\.$/u);
      expect(readdirSync(r.tmp).filter((f) => f.startsWith('cairn-demo-'))).toEqual([]);
      expect(r.stdout).not.toContain('Walk-through complete');
    }, 120_000);
  }
});
