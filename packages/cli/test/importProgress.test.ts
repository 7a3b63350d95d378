/**
 * Progress on long imports (the newcomer walk: 3,000 items, 41 s, nothing shown): on a terminal a
 * line says the files are being read and checked at once, then a bar counts the memories written —
 * a restore of Cairn's own export too. Off a terminal, stderr stays clean. Real child processes
 * (one on a pseudo-terminal).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Sandbox, sandbox } from './harness.js';
import { onPty, ptyEnv } from './pty.js';

const ITEMS = 300;

/** A notes file of {@link ITEMS} list items (over the bar's threshold of 200): one memory each. */
function notes(box: Sandbox): string {
  const file = join(box.project, 'notes.md');
  const items = Array.from({ length: ITEMS }, (_, i) => `- Harbour note number ${i + 1}: the quay light is checked on round ${i + 1}.`);
  writeFileSync(file, `# Harbour notes\n\n${items.join('\n')}\n`);
  return file;
}

describe('cairn import progress', () => {
  it('off a terminal: nothing on stderr, the summary on stdout', () => {
    const box = sandbox();
    const r = box.cairn(['import', notes(box)]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain(`Stored ${ITEMS} new, 0 sightings`);
  }, 120_000);

  it('on a terminal: the reading line at once, then the bar to the last memory; a restore of an export too', async () => {
    const box = sandbox();
    const file = notes(box);
    const r = await onPty(['import', file], { cwd: box.project, env: ptyEnv(box) });
    expect(r.code, r.output).toBe(0);
    expect(r.output).toContain('importing: reading and checking the files…');
    expect(r.output).toMatch(new RegExp(`importing \\[[^\\]]*\\] ${ITEMS}/${ITEMS} memories`, 'u'));
    expect(r.output).toContain(`Stored ${ITEMS} new, 0 sightings`);
    expect(box.cairn(['export', '--all', '--out', 'backup.jsonl']).code).toBe(0);
    const restore = await onPty(['import', 'backup.jsonl'], { cwd: box.project, env: ptyEnv(box) });
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(new RegExp(`importing \\[[^\\]]*\\] ${ITEMS}/${ITEMS} memories`, 'u'));
  }, 180_000);
});
