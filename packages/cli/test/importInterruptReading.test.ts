/**
 * Walk h48 item 3: Ctrl-C while an import was still reading its files printed "Nothing to import:
 * no memories in these files." above "Stopped (Ctrl-C): 0 of N stored" — false, there were N.
 * Only the Stopped line is said.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { frames, sandbox, sessionOpen, spawnCairn } from './harness.js';

const ITEMS = 3000;

/**
 * True once the process has opened the project's view (withSession, which `cairn import` enters
 * after its stop listener is on, and before it reads the files, when the store holds a memory): a
 * SIGINT now is the import's to handle.
 */
describe('Ctrl-C while the files are read (walk h48 item 3)', () => {
  it.skipIf(!existsSync('/proc/self/fd'))(
    'says only how many of how many were stored, never "Nothing to import"',
    async () => {
      const box = sandbox();
      const items = Array.from({ length: ITEMS }, (_, i) => `- Harbour note number ${i + 1}: the quay light is checked on round ${i + 1}.`);
      writeFileSync(join(box.project, 'notes.md'), `# Harbour notes\n\n${items.join('\n')}\n`);
      // One memory first: an empty store defers its view (issue #20), so only a store that holds
      // one opens view.sqlite when the session opens, before the files are read.
      const first = box.cairn(['memorize', '--text', 'The quay light is checked every round.']);
      expect(first.code, first.stderr).toBe(0);
      const before = frames(box);
      const child = spawnCairn(box, ['import', 'notes.md']);
      let stdout = '';
      child.stdout.setEncoding('utf8').on('data', (c: string) => {
        stdout += c;
      });
      const done = new Promise<number | null>((resolve) => child.on('close', resolve));
      const pid = child.pid as number;
      while (!sessionOpen(pid) && child.exitCode === null) await sleep(5);
      child.kill('SIGINT');
      const code = await done;
      expect(code, stdout).toBe(130);
      // Stopped while reading: nothing was written (3,000 items take seconds to read and check).
      expect(frames(box)).toBe(before);
      expect(stdout).toContain(`Stopped (Ctrl-C): 0 of ${ITEMS} stored; run the import again to finish.`);
      expect(stdout).not.toContain('Nothing to import');
      expect(stdout.trimEnd().split('\n').at(-1)).toMatch(/^Stopped \(Ctrl-C\): /u);
    },
    180_000,
  );
});
