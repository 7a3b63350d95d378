import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

/** Wording the sixth newcomer walk found (issue #14). Built CLI, child processes. */
describe('sixth newcomer walk: wording', () => {
  it('a memory graph of one entity is counted in the singular ("1 entity (1 name)", not "1 entities (1 names)")', () => {
    const box = sandbox();
    const entity = { type: 'entity', name: 'Pebble', entityType: 'project', observations: ['Pebble stores bookmarks in PostgreSQL.'] };
    writeFileSync(join(box.project, 'memory.jsonl'), `${JSON.stringify(entity)}\n`);
    const r = box.cairn(['import', '--dry-run', 'memory.jsonl']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('1 entity (1 name), 0 relations (0 unique)');
  });

  it('an agent-memory file over 1 MiB is skipped, said with the limit, and the import exits 1; the other files are imported (issue #14, sixth walk item 10)', () => {
    const box = sandbox();
    const line = 'The harbour service publishes the tide tables for every station every morning.\n\n';
    writeFileSync(join(box.project, 'CLAUDE.md'), `# Notes\n\n${line.repeat(14_000)}`);
    writeFileSync(join(box.project, 'AGENTS.md'), '# Agents\n\nThe database is PostgreSQL 16 on port 5432.\n');
    const r = box.cairn(['import', '--dry-run', 'CLAUDE.md', 'AGENTS.md']);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toMatch(/CLAUDE\.md is 1,\d{3},\d{3} bytes, over the limit of 1,048,576 bytes for an agent-memory file/u);
    expect(r.stdout).toContain('AGENTS.md [agents-md, origin repo]: 1 memory');
    expect(r.stderr).toContain('1 file was skipped as too large for an agent-memory file: CLAUDE.md.');
    const j = box.json<{ tooLarge: string[]; files: { ref: string }[] }>(['import', 'CLAUDE.md', 'AGENTS.md']);
    expect(j.run.code).toBe(1);
    expect(j.value.tooLarge).toEqual(['CLAUDE.md']);
    expect(j.value.files.map((f) => f.ref)).toEqual(['AGENTS.md']);
  });
});
