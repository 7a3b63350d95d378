/**
 * The reject question says what a rejection keeps (walk h55 note: a memorized memory citing
 * src/queue.ts:2 was rejected on "an import of the same file lines skips them from then on",
 * and the next `cairn export --all` carried no rejection). No import read it from a file, so no
 * lines' digest is kept and a backup has none to carry: said so, before the passphrase. An
 * imported memory's question keeps its promise. Real child processes, the person on a pseudo-terminal.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { committedSources, sandbox } from './harness.js';

describe('cairn reject: the question says whether imports will skip anything', () => {
  it('a memorized memory: no file lines to skip, no rejection in a backup; an imported one: its lines skipped', () => {
    const box = sandbox();
    committedSources(box);
    const memorized = box.json<{ id: string }>(['memorize', '--text', 'The port is eight thousand and eighty.', '--source', 'src/config.ts:1-1']);
    expect(memorized.run.code, memorized.run.stderr).toBe(0);
    const reject = box.person(['reject', memorized.value.id]);
    expect(reject.code, reject.stderr).toBe(0);
    const asked = reject.stderr.replace(/\s+/gu, ' ');
    expect(asked).toContain('No import read it from a file, so there are no file lines for an import to skip');
    expect(asked).not.toContain('skips them from then on');

    writeFileSync(join(box.project, 'AGENTS.md'), '# Notes\n\n- Run the queue tests before every release of the worker.\n');
    expect(box.cairn(['import', 'AGENTS.md']).code).toBe(0);
    const imported = box.json<Array<{ id: string }>>(['list', '--source', 'AGENTS.md']).value[0]?.id ?? '';
    const again = box.person(['reject', imported]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr.replace(/\s+/gu, ' ')).toContain('an import of the same file lines skips them from then on');
    // The backup carries the one rejection that keeps lines: the imported memory's.
    const backup = join(box.root, 'backup.jsonl');
    expect(box.cairn(['export', '--all', '--out', backup]).code).toBe(0);
    expect(
      readFileSync(backup, 'utf8')
        .split('\n')
        .filter((l) => l.includes('"type":"cairn-rejection"')),
    ).toHaveLength(1);
  }, 180_000);
});
