/**
 * A restore of Cairn's own export reports progress off a terminal as a Markdown import does
 * (progressLines: `importing: 64/300 memories…`), from its start (walk h54 item 5: 2,309 memories
 * restored in 3 min 42 s with no progress line for most of those minutes; each restored memory
 * goes through the write path alone, and a line came only every 64 of them). Real child processes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox, secondHome } from './harness.js';

const ITEMS = 300;

describe('restore progress off a terminal', () => {
  it('a line at the start, then lines as it goes and one at the end; stdout keeps the summary alone; --json keeps stderr clean', () => {
    const box = sandbox();
    const items = Array.from({ length: ITEMS }, (_, i) => `- Harbour note number ${i + 1}: the quay light is checked on round ${i + 1}.`);
    writeFileSync(join(box.project, 'notes.md'), `# Harbour notes\n\n${items.join('\n')}\n`);
    expect(box.cairn(['import', 'notes.md']).code).toBe(0);
    const backup = join(box.root, 'backup.jsonl');
    expect(box.cairn(['export', '--all', '--out', backup]).code).toBe(0);

    // A fresh home (a new machine, or after `cairn wipe`): every memory is restored.
    const env = secondHome(box);
    const r = box.cairn(['import', backup], { env });
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stderr.trimEnd().split('\n');
    // Said as the restore starts, before its first memory is written: the same line as a Markdown import's.
    expect(lines[0]).toBe(`importing: 0/${ITEMS} memories…`);
    for (const line of lines.slice(1, -1)) expect(line).toMatch(new RegExp(`^importing: \\d+/${ITEMS} memories…$`, 'u'));
    expect(lines.at(-1)).toMatch(new RegExp(`^importing: ${ITEMS}/${ITEMS} memories in \\d+(\\.\\d)? s\\.$`, 'u'));
    expect(r.stdout).toContain(`${ITEMS} restored through the write path`);
    expect(r.stdout).not.toContain('importing:');

    const again = box.cairn(['--json', 'import', backup], { env: secondHome(box, 'home3') });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toBe('');
  }, 180_000);
});
