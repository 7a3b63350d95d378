/**
 * `cairn doctor`'s human output (issue #14): plain sentences, never raw JSON; it names the
 * search index in use.
 */
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('cairn doctor', () => {
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
    // migrate is a person's act (signed on the terminal).
    const migrated = box.person(['migrate']);
    expect(migrated.stdout).toMatch(/^Rewrote 2 memories at the current schema version: 2 memories at schema version \d+ \(current\)\.$/m);
  });
});
