/**
 * `cairn doctor`'s human output (issue #14): plain sentences, never raw JSON; it names the
 * search index in use.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('cairn doctor', () => {
  it('passes on a fresh store right after init (the first build of an empty view is not a finding)', () => {
    const box = sandbox();
    const r = box.cairn(['doctor']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).not.toMatch(/^FAIL/m);
    expect(r.stdout).toMatch(/^ok {3}log: 0 memories, \d+ lines?$/m);
    // init built the index (the fifth walk's leftovers: doctor right after init said it was not built yet).
    expect(r.stdout).toMatch(/^ok {3}index: [^\n]*, up to date$/m);
    // A view lost from a store that holds memories is still said (nothing lost, but worth knowing);
    // doctor changes nothing (issue #14, walk-3 item 3), so it says the next command rebuilds it —
    // derived, rebuilt without asking: not a failure.
    box.cairn(['memorize', '--text', 'Deploys go out on Tuesdays.']);
    const projects = join(box.home, 'projects');
    for (const f of box.storeFiles()) if (f.startsWith(projects) && f.includes('/index/')) rmSync(f);
    const lost = box.cairn(['doctor']);
    expect(lost.code, lost.stdout).toBe(0);
    expect(lost.stdout).toMatch(
      /^ok {3}index: .*not built for the log as it is yet \(this check read the log itself and changed nothing\); the next cairn command builds it$/m,
    );
    expect(box.storeFiles().some((f) => f.includes('/index/'))).toBe(false);
    expect(box.cairn(['list']).code).toBe(0);
    expect(box.storeFiles().some((f) => f.includes('/index/'))).toBe(true);
  });

  it('says what it checked in words: the index by name, the schema versions counted, no JSON', () => {
    const box = sandbox();
    box.cairn(['memorize', '--text', 'Deploys go out on Tuesdays.']);
    box.cairn(['memorize', '--text', 'The queue is Redis.']);
    const r = box.cairn(['doctor']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toMatch(/[{}"]/);
    expect(r.stdout).toMatch(
      /^ok {3}index: (SQLite FTS5 index \(better-sqlite3\)|pure-JS index \(better-sqlite3 is not installed[^)]*\)), up to date( \(the last 2 changes read from the log until the next batch\))?$/m,
    );
    expect(r.stdout).toMatch(/^ok {3}schema: 2 memories at schema version \d+ \(current\)$/m);
    expect(r.stdout).toMatch(/^ok {3}log: 2 memories, \d+ lines$/m);
    // The view's rows add up to the log's memories: those read from the log are said (walk h48 item 11).
    const view = /^ok {3}view: (\d+) rows?: [^\n]*$/mu.exec(r.stdout);
    expect(view, r.stdout).not.toBeNull();
    const rows = Number(view?.[1]);
    if (rows === 2) expect(view?.[0]).not.toContain('read from the log');
    else
      expect(view?.[0]).toContain(
        `(with the ${2 - rows === 1 ? '1 memory' : `${2 - rows} memories`} changed since its last batch, read from the log: 2 memories)`,
      );
    // The person's key is said on an enabled project too, not only before init (it was dropped).
    expect(r.stdout).toMatch(/^ok {3}person key: there: your acts \(init, confirm, forget…\) are signed with it$/m);
    expect(r.stdout.match(/^\w+ +key files: /gm) ?? []).toHaveLength(1);
    // migrate is a person's act (signed on the terminal).
    const migrated = box.person(['migrate']);
    expect(migrated.stdout).toMatch(/^Rewrote 2 memories at the current schema version: 2 memories at schema version \d+ \(current\)\.$/m);
  });
});
