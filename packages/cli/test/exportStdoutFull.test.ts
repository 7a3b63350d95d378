/**
 * `cairn export > backup.jsonl` on a full disk (h49-attack N4): Node's stream for a redirected
 * stdout ignores a short write, so the export wrote 64 KiB of 316 KiB and exited 0 with nothing
 * said. A file-size limit (`ulimit -f` in a bash child) cuts the write the same way, without
 * touching a real device. Every byte is now written or the command fails, saying so (exit 5).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, copyExample, sandbox } from './harness.js';

describe('cairn export to a redirected standard output', () => {
  it('a write cut short by a file-size limit exits 5, says the export is incomplete; a whole one exits 0', () => {
    const box = sandbox({ init: false });
    copyExample(box.project);
    expect(box.person(['init']).code).toBe(0);
    expect(box.cairn(['import', '.']).code).toBe(0);
    const whole = box.cairn(['export', '--all']);
    expect(whole.code).toBe(0);
    expect(whole.stdout.length).toBeGreaterThan(4096);
    const env = { PATH: process.env.PATH ?? '', HOME: join(box.root, 'user'), CAIRN_HOME: box.home, NO_COLOR: '1', LANG: 'C.UTF-8' };
    const shell = (limitKiB: number, file: string) =>
      spawnSync('bash', ['-c', `ulimit -f ${limitKiB} && exec "$0" "$1" export --all > "$2"`, process.execPath, BIN, file], {
        cwd: box.project,
        env,
        encoding: 'utf8',
      });
    const cut = join(box.root, 'cut.jsonl');
    const r = shell(2, cut);
    expect(r.status, r.stderr).toBe(5);
    expect(statSync(cut).size).toBeLessThan(whole.stdout.length);
    expect(r.stderr).toMatch(
      /^cairn: writing the export to standard output failed after \d+ of \d+ bytes \(EFBIG: the file-size limit \(ulimit -f\) was reached\): what was written is incomplete/u,
    );
    expect(r.stderr).toContain('--out');
    const ok = join(box.root, 'ok.jsonl');
    const fine = shell(4096, ok);
    expect(fine.status, fine.stderr).toBe(0);
    expect(readFileSync(ok, 'utf8')).toBe(whole.stdout);

    // `cairn digest` writes its stdout through the same helper (closing note 2026-12-06).
    const digest = box.cairn(['digest']);
    expect(digest.code, digest.stderr).toBe(0);
    const cutDigest = join(box.root, 'digest.md');
    const d = spawnSync('bash', ['-c', 'ulimit -f 0 && exec "$0" "$1" digest > "$2"', process.execPath, BIN, cutDigest], {
      cwd: box.project,
      env,
      encoding: 'utf8',
    });
    expect(d.status, d.stderr).toBe(5);
    expect(d.stderr).toMatch(/^cairn: writing the digest to standard output failed after 0 of \d+ bytes \(EFBIG: .*\): what was written is cut short/u);
    const wholeDigest = join(box.root, 'digest-ok.md');
    const dOk = spawnSync('bash', ['-c', 'exec "$0" "$1" digest > "$2"', process.execPath, BIN, wholeDigest], { cwd: box.project, env, encoding: 'utf8' });
    expect(dOk.status, dOk.stderr).toBe(0);
    expect(readFileSync(wholeDigest, 'utf8')).toBe(digest.stdout);
    // A reader that goes away: a closed pipe ends it quietly, exit 0.
    const piped = spawnSync('bash', ['-c', 'set -o pipefail; "$0" "$1" digest | head -c 1 > "$2"', process.execPath, BIN, join(box.root, 'head.md')], {
      cwd: box.project,
      env,
      encoding: 'utf8',
    });
    expect(piped.status, piped.stderr).toBe(0);
    expect(piped.stderr).toBe('');
  });
});
