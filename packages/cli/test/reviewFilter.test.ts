/**
 * `cairn review --source <file>` and `--kind <kind>` (issue #14, the eighth newcomer walk: a batch
 * of 600 notes flooded the walk, and review had none of list's filters). Real child processes,
 * the person on a pseudo-terminal.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';
import { onPty, ptyEnv } from './pty.js';

describe('cairn review narrowed to one source or one kind', () => {
  it('walks only the memories from that file, or of that kind; an unknown source is said (exit 4)', async () => {
    const box = sandbox();
    writeFileSync(join(box.project, 'notes.md'), '# Notes\n\nThe nightly job rotates logs.\n');
    const env = ptyEnv(box);
    expect(box.cairn(['memorize', '--text', 'The nightly job rotates logs.', '--source', 'notes.md:3'], { env: {} }).code).toBe(0);
    expect(box.cairn(['memorize', '--text', 'We chose SQLite for the local index.', '--kind', 'decision']).code).toBe(0);
    expect(box.cairn(['memorize', '--text', 'Builds run on Node 20.']).code).toBe(0);

    const bySource = await onPty(['review', '--source', 'notes.md'], { cwd: box.project, env, steps: [{ expect: /Confirm\? /u, send: 'q' }] });
    expect(bySource.output).toContain('1 memory waits for you');
    expect(bySource.output).toContain('The nightly job rotates logs.');
    expect(bySource.output).not.toContain('Builds run on Node 20.');

    const byKind = await onPty(['review', '--kind', 'decision'], { cwd: box.project, env, steps: [{ expect: /Confirm\? /u, send: 'q' }] });
    expect(byKind.output).toContain('1 memory waits for you');
    expect(byKind.output).toContain('We chose SQLite for the local index.');
    expect(byKind.output).not.toContain('The nightly job rotates logs.');

    const unknown = await onPty(['review', '--source', 'missing.md'], { cwd: box.project, env });
    expect(unknown.code, unknown.output).toBe(4);
  });
});
