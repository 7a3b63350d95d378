/**
 * Walk h56 MED 1: Ctrl-C (or SIGTERM) while an import still said "reading and checking the
 * files…" was seen only after a whole group of 64 writes had been stored — tens of seconds later,
 * and 64 memories written after the signal. Now each write starts on its own turn of the event
 * loop with the stop looked at first: at most the write already started is kept.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { frames, sandbox, sessionOpen, spawnCairn } from './harness.js';

const item = (i: number): string => `- Harbour note number ${i + 1}: the quay light is checked on round ${i + 1}.`;

describe('a stop during the reading phase stores nothing more (walk h56 MED 1)', () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    it.skipIf(!existsSync('/proc/self/fd'))(
      `${signal}: at most the one write already started is kept, and the Stopped line says so`,
      async () => {
        const box = sandbox();
        const file = join(box.project, 'notes.md');
        // A store already holding half the file: its first write refreshes the index (slow).
        writeFileSync(file, `# Harbour notes\n\n${Array.from({ length: 600 }, (_, i) => item(i)).join('\n')}\n`);
        const first = box.cairn(['import', 'notes.md']);
        expect(first.code, first.stderr).toBe(0);
        writeFileSync(file, `# Harbour notes\n\n${Array.from({ length: 1800 }, (_, i) => item(i)).join('\n')}\n`);
        const before = frames(box);
        const child = spawnCairn(box, ['import', 'notes.md']);
        let stdout = '';
        child.stdout.setEncoding('utf8').on('data', (c: string) => {
          stdout += c;
        });
        const done = new Promise<number | null>((resolve) => child.on('close', resolve));
        const pid = child.pid as number;
        while (!sessionOpen(pid) && child.exitCode === null) await sleep(5);
        // Into the reading and planning (no event-loop turn there) or the first write.
        await sleep(300);
        child.kill(signal);
        const code = await done;
        expect(code, stdout).toBe(signal === 'SIGINT' ? 130 : 143);
        expect(frames(box) - before, stdout).toBeLessThanOrEqual(1);
        const key = signal === 'SIGINT' ? 'Ctrl-C' : 'SIGTERM';
        expect(stdout).toMatch(new RegExp(`Stopped \\(${key}\\): [01] of 1200 stored`, 'u'));
      },
      180_000,
    );
});
