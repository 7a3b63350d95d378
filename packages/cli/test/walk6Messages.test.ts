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
});
