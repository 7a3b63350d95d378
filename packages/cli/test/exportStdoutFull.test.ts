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
  });
});
