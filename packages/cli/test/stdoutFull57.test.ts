/**
 * Walk h57 item 2: with standard output on a full disk (`cairn list > /dev/full`) every command
 * but export and digest crashed with an uncaught ENOSPC stack trace and ≈ 10 KB of the bundle's
 * code, exit 1 (the README's "findings"); `import` crashed after it had stored. Every command now
 * says it in one line on stderr, exit 5 (STORE_IO), the one path of closedPipe.ts; an import says
 * its writes were stored. Run as the built CLI, child processes with stdout opened on /dev/full.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { daemonStatus, killStartedAfterEach, startDaemon } from './daemonSupport.js';
import { BIN, sandbox } from './harness.js';

const started = killStartedAfterEach();
const FULL = /^cairn: writing the output to standard output failed \(ENOSPC: no space left on the device\): /u;

describe.runIf(existsSync('/dev/full'))('a command whose standard output is on a full disk (walk h57 item 2)', () => {
  it('list, --json list, recall, status, --help, --version, import --dry-run: one line, exit 5; import: stored, and says so', () => {
    const box = sandbox();
    expect(box.cairn(['memorize', '--text', 'Deploys use pnpm and Redis.']).code).toBe(0);
    const env = { PATH: process.env.PATH ?? '', HOME: join(box.root, 'user'), CAIRN_HOME: box.home, NO_COLOR: '1', LANG: 'C.UTF-8' };
    const full = (args: string[]) =>
      spawnSync('bash', ['-c', 'exec "$0" "$@" > /dev/full', process.execPath, BIN, ...args], { cwd: box.project, env, encoding: 'utf8' });
    for (const args of [['list'], ['--json', 'list'], ['recall', 'redis'], ['status'], ['--help'], ['--version'], ['import', '--dry-run', '.']]) {
      const r = full(args);
      expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(5);
      expect(r.stderr, args.join(' ')).toMatch(args[0] === '--version' ? /^cairn: writing the version to standard output failed \(ENOSPC: /u : FULL);
      expect(r.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(r.stderr).not.toMatch(/ at |node:internal|Node\.js v/u);
    }

    writeFileSync(join(box.project, 'lint.md'), '# Lint\n\n- Run the linter before every commit.\n');
    const imported = full(['import', 'lint.md']);
    expect(imported.status, imported.stderr).toBe(5);
    expect(imported.stderr).toMatch(FULL);
    expect(imported.stderr).toContain("the import's writes were already stored (they are kept");
    expect(imported.stderr).not.toMatch(/ at |node:internal/u);
    // What it stored is kept whole: the store reads clean, and the same import finds it unchanged.
    expect(box.cairn(['list', '--source', 'lint.md']).stdout).toContain('Run the linter before every commit.');
    const again = box.json<{ totals: { new: number; unchanged: number } }>(['import', 'lint.md']);
    expect(again.value.totals).toMatchObject({ new: 0, unchanged: 1 });
    expect(box.cairn(['doctor']).code).toBe(0);
  });

  it('a recall answered by `cairn daemon`: the same one line, exit 5', () => {
    const box = sandbox();
    expect(box.cairn(['memorize', '--text', 'Deploys use pnpm and Redis.']).code).toBe(0);
    startDaemon(box, started);
    const env = { PATH: process.env.PATH ?? '', HOME: join(box.root, 'user'), CAIRN_HOME: box.home, NO_COLOR: '1', LANG: 'C.UTF-8' };
    const before = daemonStatus(box).served ?? 0;
    const r = spawnSync('bash', ['-c', 'exec "$0" "$@" > /dev/full', process.execPath, BIN, 'recall', 'redis'], { cwd: box.project, env, encoding: 'utf8' });
    expect(daemonStatus(box).served ?? 0).toBeGreaterThan(before);
    expect(r.status, r.stderr).toBe(5);
    expect(r.stderr).toMatch(FULL);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
