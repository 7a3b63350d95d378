/**
 * What a newcomer read on their first hour (issue #14, walk 4): each message here was wrong,
 * silent or raw, and is now a sentence a person can act on. Real child processes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('walk 4: messages a newcomer reads', () => {
  it('--project given a file: exit 2, "--project must be a folder", nothing enabled (item 6); a missing path keeps its message', () => {
    const box = sandbox({ init: false });
    const file = join(box.project, 'AGENTS.md');
    writeFileSync(file, '# Notes\n\n- The quay light is checked every round.\n');
    for (const command of [['status'], ['init'], ['import', '.']]) {
      const r = box.cairn(['--project', file, ...command]);
      expect(r.code, `${command.join(' ')}: ${r.stdout}${r.stderr}`).toBe(2);
      expect(r.stderr).toBe(`cairn: --project must be a folder: ${file} is a file.\n`);
    }
    expect(box.storeFiles().filter((f) => f.includes('projects'))).toEqual([]);
    const missing = box.cairn(['--project', join(box.root, 'nowhere'), 'status']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`A path does not exist: ${join(box.root, 'nowhere')}`);
  });
});
