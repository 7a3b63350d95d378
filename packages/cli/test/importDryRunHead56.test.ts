/**
 * Walk h56 LOW 7: `cairn import --dry-run NOTES.md 2>&1 | head -4` did not end — the dry run
 * checked on for minutes after head exited, where `list`, `export` and the rest end at once. A dry
 * run's plan is all it makes: once the reader of its output is gone (EPIPE) it stops at its next
 * check and ends quietly, exit 0, nothing written. Here the reader (the test) takes the first
 * progress line and closes the pipe, as head does; the second file is over the size limit, so a
 * dry run that ran to its end would exit 1 (a file skipped), not 0.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, frames, HANG_GUARD_MS, sandbox } from './harness.js';

describe('import --dry-run under a reader that goes away (walk h56 LOW 7)', () => {
  it(
    'ends quietly with exit 0 once its output pipe is closed, nothing written',
    async () => {
      const box = sandbox();
      const items = Array.from({ length: 3000 }, (_, i) => `- Item ${i} uses the queue named q${i} for its retries and its backoff.`);
      writeFileSync(join(box.project, 'NOTES.md'), `# Notes\n\n${items.join('\n')}\n`);
      writeFileSync(join(box.project, 'BIG.md'), `# Big\n\n${'x'.repeat(1024 * 1024 + 10)}\n`);
      const before = frames(box);
      // stdout and stderr one pipe, as `2>&1 | head` makes them.
      const child = spawn('sh', ['-c', `exec "${process.execPath}" "${BIN}" import --dry-run NOTES.md BIG.md 2>&1`], {
        cwd: box.project,
        env: { PATH: process.env.PATH ?? '', HOME: join(box.root, 'user'), CAIRN_HOME: box.home, NO_COLOR: '1', LANG: 'C.UTF-8' },
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      const guard = setTimeout(() => child.kill('SIGKILL'), HANG_GUARD_MS);
      let seen = '';
      await new Promise<void>((resolve) => {
        child.stdout.on('data', (chunk: Buffer) => {
          seen += chunk.toString('utf8');
          // The first progress line read, the reader goes away (head -1).
          if (seen.includes('\n')) {
            child.stdout.destroy();
            resolve();
          }
        });
        child.stdout.on('end', () => resolve());
      });
      const code = await exited;
      clearTimeout(guard);
      expect(seen.split('\n')[0]).toMatch(/^(scanning|checking \(dry run\)): \d+\/\d+ (items|memories)…$/u);
      expect(code, seen).toBe(0);
      expect(frames(box)).toBe(before);
    },
    HANG_GUARD_MS + 30_000,
  );
});
