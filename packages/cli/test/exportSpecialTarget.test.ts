/**
 * `export --out X --force` (h49-attack N8): it replaced a FIFO, and as root the machine's
 * /dev/full, with a regular file; a killed export left its hidden `.<name>.<hex>.tmp` (memory
 * text) beside the target for good. A device, named pipe or socket is refused even with --force,
 * naming the kind; the next export to a target removes the stale temp files of its own naming.
 * Real child processes; only a FIFO and files this test makes under its own sandbox.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('cairn export --out onto something that is not a regular file', () => {
  it('a FIFO is refused with and without --force (exit 2, naming the kind) and stays a FIFO', () => {
    const box = sandbox();
    box.person(['memorize', '--text', 'Releases are cut on Tuesdays.']);
    const fifo = join(box.root, 'pipe.jsonl');
    execFileSync('mkfifo', [fifo]);
    for (const force of [[], ['--force']]) {
      const r = box.cairn(['export', '--all', '--out', fifo, ...force]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`${fifo} is a named pipe (FIFO), not a regular file: export replaces only a regular file, even with --force`);
      expect(r.stderr).toContain('Nothing was written.');
      expect(lstatSync(fifo).isFIFO()).toBe(true);
    }
  });

  it('a stale temp file a killed export left beside the target is removed by the next export to it; a fresh one and other names stay', () => {
    const box = sandbox();
    box.person(['memorize', '--text', 'Releases are cut on Tuesdays.']);
    const target = join(box.root, 'backup.jsonl');
    const stale = join(box.root, '.backup.jsonl.009b653ebedd.tmp');
    const fresh = join(box.root, '.backup.jsonl.aaaaaaaaaaaa.tmp');
    const other = join(box.root, '.notes.jsonl.009b653ebedd.tmp');
    for (const f of [stale, fresh, other]) writeFileSync(f, '{"text":"half of a memory', { mode: 0o600 });
    const old = new Date(Date.now() - 3_600_000);
    utimesSync(stale, old, old);
    utimesSync(other, old, old);
    const r = box.cairn(['export', '--all', '--out', target]);
    expect(r.code, r.stderr).toBe(0);
    expect(statSync(target).mode & 0o777).toBe(0o600);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(other)).toBe(true);
  });
});
