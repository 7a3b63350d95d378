/**
 * The tenth newcomer walk (issue #14), import items. Built CLI, child processes.
 *
 * Item 3: after a restore (export --all, a fresh home, import the export), importing the original
 * agent file again reported "2 sightings" on every run: the restored memories had lost the
 * importer's hash of their lines, so the lines already held were met as new evidence each time.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeToken, sandbox, secondHome } from './harness.js';

const AGENTS = '# Agents\n\n- Run the tests with `pnpm test` before every commit.\n- The queue is Redis, configured in src/queue.ts.\n';

describe('re-importing a file after a restore', () => {
  it('says its lines are already held, every time, and adds no sighting', () => {
    const box = sandbox();
    writeFileSync(join(box.project, 'AGENTS.md'), AGENTS);
    expect(box.cairn(['import', 'AGENTS.md']).code).toBe(0);
    expect(box.cairn(['export', '--all', '--out', 'backup.jsonl']).code).toBe(0);
    // The wipe: a new home for the same folder, with the same person's key.
    const env = secondHome(box);
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

/**
 * Item 5: import said a redacted line was "not held back", while `cairn confirm --source` left it
 * (and, for the file's HIGH finding, every line of the file) for one-by-one review.
 */
describe('a redacted line: import and confirm --source agree', () => {
  it('import says a bulk confirm leaves it (and the file, for its HIGH finding), and confirm --source does just that', () => {
    const box = sandbox();
    writeFileSync(
      join(box.project, 'AGENTS.md'),
      `# Notes\n\n- Deploys go through the staging cluster first.\n- The CI token is ${fakeToken()} for the bot account.\n`,
    );
    const r = box.cairn(['import', 'AGENTS.md']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).not.toContain('not held back');
    expect(r.stdout).toContain(
      'Redacted: 1 (a credential was removed before it was stored; `cairn confirm --source` leaves it for you to read and confirm by id, and cairn review labels it redacted):',
    );
    expect(r.stdout).toContain(
      'HIGH finding at AGENTS.md:4: `cairn confirm --source AGENTS.md` leaves every memory of this file for one-by-one review until you look at it (cairn scan AGENTS.md), then run it with --reviewed AGENTS.md:4.',
    );
    const confirm = box.person(['confirm', '--source', 'AGENTS.md']);
    expect(confirm.stdout).toContain('0 confirmed, 2 left for one-by-one review');
    expect(confirm.stdout).toContain('AGENTS.md:4 (redacted)');
    // Looked at: the unflagged line goes, the redacted one still waits for its own confirm.
    const reviewed = box.person(['confirm', '--source', 'AGENTS.md', '--reviewed', 'AGENTS.md:4']);
    expect(reviewed.stdout).toContain('1 confirmed, 1 left for one-by-one review');
  });
});

/** Item 13b: a .txt whose only line was a token: nothing imported, and the line counted nowhere. */
describe('a file whose only line is a credential', () => {
  it('counts the skipped line and says why, on every run', () => {
    const box = sandbox();
    writeFileSync(join(box.project, 'notes.txt'), `${fakeToken()}\n`);
    for (const run of [1, 2]) {
      const r = box.cairn(['import', 'notes.txt']);
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(r.stdout, `run ${run}`).toContain(': 0 memories → 0 new, 0 sightings, 0 unchanged; 1 line skipped');
      expect(r.stdout, `run ${run}`).toContain('Nothing imported: 1 line skipped, each said below.');
      expect(r.stdout, `run ${run}`).toContain('notes.txt:1 skipped (a fragment with no neighbour to join): "[REDACTED:github-token]"');
      expect(r.stdout).not.toContain(fakeToken());
    }
  });
});
