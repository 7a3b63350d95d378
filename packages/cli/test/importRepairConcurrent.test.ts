/**
 * A `cairn repair` while an import runs (walk h55 MEDIUM 3: `doctor` said "fix: cairn repair"
 * for a busy writer; the person ran it, and the import went on with "warning: rebuilt the sqlite
 * view … (it could not be caught up)"). Nothing is lost: every item of the file is a memory
 * after the import ends, and doctor finds nothing to repair. The import takes the view the repair
 * rebuilt and catches it up, rather than rebuilding it again. Real child processes; the repair is
 * the person's, on a pseudo-terminal, between two of the import's groups of writes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox, spawnCairn } from './harness.js';

const ITEMS = 1200;

describe('cairn repair during a running import', () => {
  it('loses nothing and rebuilds nothing again: every item stored, doctor clean', async () => {
    const box = sandbox();
    const items = Array.from({ length: ITEMS }, (_, i) => `- Harbour note number ${i + 1}: the quay light is checked on round ${i + 1}.`);
    writeFileSync(join(box.project, 'notes.md'), `# Harbour notes\n\n${items.join('\n')}\n`);
    const child = spawnCairn(box, ['import', 'notes.md']);
    let stderr = '';
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => {
      stdout += c;
    });
    const writing = new Promise<void>((resolve) => {
      child.stderr.setEncoding('utf8').on('data', (c: string) => {
        stderr += c;
        if (/importing: \d+\//u.test(stderr)) resolve();
      });
    });
    const done = new Promise<number | null>((resolve) => child.on('close', resolve));
    await Promise.race([writing, done]);
    const repair = box.person(['repair']);
    expect(repair.code, repair.stderr).toBe(0);
    const code = await done;
    expect(code, `${stdout}\n${stderr}`).toBe(0);
    expect(stdout).toContain(`Stored ${ITEMS} new, 0 sightings`);
    // The import catches the repaired view up; it does not rebuild it a second time.
    expect(stderr).not.toContain('rebuilt the sqlite view');
    const status = box.json<{ stored: number }>(['status']);
    expect(status.value.stored, status.run.stdout).toBe(ITEMS);
    const doctor = box.cairn(['doctor']);
    expect(doctor.code, doctor.stdout).toBe(0);
  }, 300_000);
});
