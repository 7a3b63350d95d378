/**
 * The fourteenth newcomer walk (issue #14, 2026-12-05, a fresh helper from the README on a clean
 * clone): `cairn memorize "…"` read only commander's "too many arguments" (item 5). Built CLI,
 * child processes. An import of two files sharing lines split new and sightings per file as the
 * writes of one group happened to commit, so the plan and the import disagreed (item 2). Items 4 (export's format) and 6 (a missing import path) are in export.test.ts
 * and importScan.test.ts.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('memorize given its text as words (walk 14 item 5)', () => {
  it('says the text goes in --text (exit 2, nothing stored); a command without --text keeps the plain message', () => {
    const box = sandbox();
    const r = box.cairn(['memorize', 'The cache is Memcached.']);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toBe(
      'error: too many arguments for \'memorize\'. Expected 0 arguments but got 1.\nThe text goes in --text: cairn memorize --text "…". (run cairn memorize --help for usage)\n',
    );
    for (const status of ['candidate', 'active']) expect(box.json<unknown[]>(['list', '--status', status]).value).toEqual([]);
    const status = box.cairn(['status', 'extra']);
    expect(status.code).toBe(2);
    expect(status.stderr).not.toContain('--text');
  });
});

describe('an import plan says per file what the import does (walk 14 item 2)', () => {
  it('two files sharing four lines: the dry run and the import give each file the same new and sightings', () => {
    const box = sandbox();
    const shared = [
      'The quay light is checked every round.',
      'Tide tables live in data/tides.csv.',
      'The harbour master signs each manifest.',
      'Buoys are painted every spring.',
    ];
    writeFileSync(join(box.project, 'AGENTS.md'), `# Notes\n\n${[...shared, 'Releases are cut on Tuesdays.'].map((l) => `- ${l}`).join('\n')}\n`);
    writeFileSync(join(box.project, 'CLAUDE.md'), `# Notes\n\n${['Ferries leave from pier two.', ...shared].map((l) => `- ${l}`).join('\n')}\n`);
    const perFile = (stdout: string) =>
      stdout
        .split('\n')
        .filter((l) => /^\s+(AGENTS|CLAUDE)\.md /u.test(l))
        .map((l) => l.replace(/^.*?→ /u, `${l.trim().split(' ')[0]} `));
    const plan = box.cairn(['import', '--dry-run', '.']);
    expect(plan.code, plan.stderr).toBe(0);
    const done = box.cairn(['import', '.']);
    expect(done.code, done.stderr).toBe(0);
    expect(perFile(done.stdout)).toEqual(['AGENTS.md 5 new, 0 sightings, 0 unchanged', 'CLAUDE.md 1 new, 4 sightings, 0 unchanged']);
    expect(perFile(plan.stdout)).toEqual(perFile(done.stdout));
  });
});
