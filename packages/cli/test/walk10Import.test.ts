/**
 * The tenth newcomer walk (issue #14), import items. Built CLI, child processes.
 *
 * Item 3: after a restore (export --all, a fresh home, import the export), importing the original
 * agent file again reported "2 sightings" on every run: the restored memories had lost the
 * importer's hash of their lines, so the lines already held were met as new evidence each time.
 */
import { chmodSync, cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

const AGENTS = '# Agents\n\n- Run the tests with `pnpm test` before every commit.\n- The queue is Redis, configured in src/queue.ts.\n';

describe('re-importing a file after a restore', () => {
  it('says its lines are already held, every time, and adds no sighting', () => {
    const box = sandbox();
    writeFileSync(join(box.project, 'AGENTS.md'), AGENTS);
    expect(box.cairn(['import', 'AGENTS.md']).code).toBe(0);
    expect(box.cairn(['export', '--all', '--out', 'backup.jsonl']).code).toBe(0);
    // The wipe: a new home for the same folder, with the same person's key.
    const home2 = join(box.root, 'home2');
    mkdirSync(home2, { mode: 0o700 });
    chmodSync(home2, 0o700);
    cpSync(join(box.home, 'person'), join(home2, 'person'), { recursive: true });
    const env = { CAIRN_HOME: home2 };
    expect(box.person(['init'], { env }).code).toBe(0);
    expect(box.cairn(['import', 'backup.jsonl'], { env }).code).toBe(0);
    for (const run of [1, 2]) {
      const r = box.cairn(['import', 'AGENTS.md'], { env });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(r.stdout, `run ${run}`).toContain('AGENTS.md [agents-md, origin repo]: 2 memories → 0 new, 0 sightings, 2 unchanged');
      expect(r.stdout, `run ${run}`).toContain('Nothing new: 2 unchanged (already imported).');
    }
    const listed = box.cairn(['--json', 'list', '--status', 'candidate'], { env });
    const ids = (JSON.parse(listed.stdout) as { id: string }[]).map((m) => m.id);
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      const shown = JSON.parse(box.cairn(['--json', 'show', id], { env }).stdout) as { evidence: unknown[] };
      expect(shown.evidence).toHaveLength(1);
    }
  });
});
