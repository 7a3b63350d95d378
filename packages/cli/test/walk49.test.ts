/**
 * The h49 newcomer walk's items, each through the built CLI as a child process.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { committedSources, sandbox } from './harness.js';

describe('walk h49 item 3: an export inside the project', () => {
  it('is refused when git does not ignore it (exit 2, naming the way out, nothing written), and written when git ignores it or it is outside', () => {
    const box = sandbox();
    const git = committedSources(box);
    expect(box.cairn(['memorize'], { input: JSON.stringify({ text: 'Retries back off exponentially.', origin: 'agent' }) }).code).toBe(0);
    const refused = box.cairn(['export', '--all', '--out', 'backup.jsonl']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('backup.jsonl is inside the project');
    expect(refused.stderr).toContain('git does not ignore it');
    expect(refused.stderr).toContain('outside the project');
    expect(refused.stderr).toContain('Nothing was written.');
    expect(existsSync(join(box.project, 'backup.jsonl'))).toBe(false);
    expect(git('status', '--porcelain').toString()).not.toContain('backup.jsonl');
    // In a sub-folder too, and an existing tracked file with --force (git would commit the change).
    expect(box.cairn(['export', '--out', 'src/backup.jsonl']).code).toBe(2);
    expect(box.cairn(['export', '--force', '--out', 'src/config.ts']).code).toBe(2);
    expect(readFileSync(join(box.project, 'src/config.ts'), 'utf8')).toBe('export const PORT = 8080;\n');
    // A path git ignores is the person's choice: written.
    writeFileSync(join(box.project, '.gitignore'), '*.jsonl\n');
    const ignored = box.cairn(['export', '--all', '--out', 'backup.jsonl']);
    expect(ignored.code).toBe(0);
    expect(readFileSync(join(box.project, 'backup.jsonl'), 'utf8')).toContain('Retries back off exponentially.');
    // Outside the project: written, as before.
    expect(box.cairn(['export', '--all', '--out', join(box.root, 'backup.jsonl')]).code).toBe(0);
  });

  it('is written in a project that is no git repository (nothing would commit it)', () => {
    const box = sandbox();
    expect(box.cairn(['memorize'], { input: JSON.stringify({ text: 'Retries back off exponentially.', origin: 'agent' }) }).code).toBe(0);
    expect(box.cairn(['export', '--all', '--out', 'backup.jsonl']).code).toBe(0);
  });
});
