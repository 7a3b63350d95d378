/**
 * `export --out X --force` (h49-attack N8): it replaced a FIFO, and as root the machine's
 * /dev/full, with a regular file; a killed export left its hidden `.<name>.<hex>.tmp` (memory
 * text) beside the target for good. A device, named pipe or socket is refused even with --force,
 * naming the kind; the next export to a target removes the stale temp files of its own naming.
 * Real child processes; only a FIFO and files this test makes under its own sandbox.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, copyExample, sandbox } from './harness.js';

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

  it('a killed export’s temp file: doctor names it, and the next export to any target (stdout too) removes it', () => {
    const box = sandbox({ init: false });
    copyExample(box.project);
    expect(box.person(['init']).code).toBe(0);
    expect(box.cairn(['import', '.']).code).toBe(0);
    const folder = join(box.root, 'backups');
    execFileSync('mkdir', [folder]);
    const target = join(folder, 'part.jsonl');
    // A file-size limit of 2 KiB kills the export (SIGXFSZ) while it writes its temp file (the export is larger).
    const env = { PATH: process.env.PATH ?? '', HOME: join(box.root, 'user'), CAIRN_HOME: box.home, NO_COLOR: '1', LANG: 'C.UTF-8' };
    const killed = spawnSync('bash', ['-c', 'ulimit -f 2 && exec "$0" "$1" export --all --out "$2"', process.execPath, BIN, target], {
      cwd: box.project,
      env,
      encoding: 'utf8',
    });
    // Node ignores SIGXFSZ: the write fails with EFBIG, said with the limit, and the export removes
    // its own temp file (it was killed by the signal while proper-lockfile's signal-exit, loaded at
    // start-up until h52-speed, re-raised it).
    expect(killed.status, killed.stderr).not.toBe(0);
    expect(killed.stderr).toMatch(/EFBIG .*ulimit -f/u);
    expect(readdirSync(folder).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    // What an export killed outright (SIGKILL, a power cut) leaves: its temp file, named as export
    // names it, and the home's note of the write in progress (session usecases/outTemps.ts).
    const temp = join(folder, '.part.jsonl.0123456789ab.tmp');
    writeFileSync(temp, '{"type":"cairn-export","format":2}\n{"id":"mem_', { mode: 0o600 });
    execFileSync('mkdir', ['-p', join(box.home, 'out-pending')]);
    writeFileSync(join(box.home, 'out-pending', `${createHash('sha256').update(target).digest('hex').slice(0, 16)}.0badc0de`), `${target}\n`, { mode: 0o600 });
    const old = new Date(Date.now() - 3_600_000);
    utimesSync(temp, old, old);

    const doctor = box.cairn(['doctor'], { env: { NO_COLOR: '1' } });
    expect(doctor.stdout).toMatch(
      /FAIL\s+export temp files: a temp file left by an export or digest --out that was stopped before it finished, holding memory text: /u,
    );
    expect(doctor.stdout).toContain(temp);
    expect(existsSync(temp)).toBe(true);

    const other = box.cairn(['export', '--all']);
    expect(other.code, other.stderr).toBe(0);
    expect(existsSync(temp)).toBe(false);
    expect(box.cairn(['doctor'], { env: { NO_COLOR: '1' } }).stdout).not.toContain('export temp files');
  });
});
