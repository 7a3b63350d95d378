/**
 * The README's first command, `bash scripts/setup.sh` (issue #14: it was silent for over a
 * minute and hid the pnpm install's errors). The real script runs in a child process on a copy
 * of the repository's top level with a stand-in `pnpm` first on PATH, so a failing install or
 * build can be staged without touching the network or this checkout.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PACKAGE } from './build.js';

const SETUP = join(PACKAGE, '..', '..', 'scripts', 'setup.sh');
const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A temp "clone" holding scripts/setup.sh, and a `pnpm` that reports the pinned version, logs
 * each call to stderr as `pnpm-ran: <args>` and fails the sub-command named in `failOn` with
 * its own message on stdout and stderr.
 */
function stage(failOn?: 'install' | 'build'): { root: string; run: () => { status: number | null; stderr: string; stdout: string } } {
  const root = mkdtempSync(join(tmpdir(), 'cairn-setup-'));
  temps.push(root);
  mkdirSync(join(root, 'scripts'));
  mkdirSync(join(root, 'bin'));
  copyFileSync(SETUP, join(root, 'scripts', 'setup.sh'));
  const pnpm = join(root, 'bin', 'pnpm');
  writeFileSync(
    pnpm,
    [
      '#!/usr/bin/env bash',
      'if [ "$1" = "--version" ]; then echo 12.4.2; exit 0; fi',
      'echo "pnpm-ran: $*" >&2',
      `if [ "$1" = "${failOn ?? 'none'}" ]; then`,
      '  echo "Progress: resolved 12, reused 0, downloaded 0"',
      '  echo "ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with frozen-lockfile because pnpm-lock.yaml is not up to date" >&2',
      '  exit 7',
      'fi',
      'echo "pnpm $1 went well"',
    ].join('\n'),
  );
  chmodSync(pnpm, 0o755);
  return {
    root,
    run: () => {
      const r = spawnSync('bash', [join(root, 'scripts', 'setup.sh')], {
        encoding: 'utf8',
        env: { ...process.env, PATH: `${join(root, 'bin')}:${process.env.PATH ?? ''}`, npm_config_nodedir: '/nonexistent' },
      });
      return { status: r.status, stderr: r.stderr, stdout: r.stdout };
    },
  };
}

describe('scripts/setup.sh', () => {
  it('announces each step before it runs and keeps a step that went well quiet', () => {
    const r = stage().run();
    expect(r.status).toBe(0);
    const lines = r.stderr.split('\n');
    const at = (needle: string): number => lines.findIndex((l) => l.includes(needle));
    // Each announcement comes before the command it announces, in order.
    expect(at('setup: installing dependencies')).toBeGreaterThanOrEqual(0);
    expect(at('setup: installing dependencies')).toBeLessThan(at('setup: building every package'));
    expect(at('setup: building every package')).toBeLessThan(at('setup: done (node'));
    // Each step says what it takes as measured (issue #14, walk-2 item 27: "about a minute" was
    // said of the install, which takes seconds, while the build takes one to two minutes; walk 5,
    // item 7: "under half a minute" was said of an install that took 107 s; walk h48 item 11: "up to
    // two minutes" of one that took 138 s into an empty store, 511 s measured at load 26).
    expect(r.stderr).not.toContain('about a minute');
    expect(r.stderr).toContain("pnpm install --frozen-lockfile; seconds when pnpm's store holds the packages, 2–10 minutes into an empty one");
    expect(r.stderr).toContain('pnpm build; one to three minutes');
    // A step that went well does not flood the screen with its own output.
    expect(r.stderr).not.toContain('went well');
    expect(r.stdout).toBe('');
  });

  it('on a failing install prints the command, its exit code and its own output, and stops', () => {
    const r = stage('install').run();
    expect(r.status).toBe(7);
    expect(r.stderr).toContain('setup: installing dependencies');
    expect(r.stderr).toContain('setup: FAILED: installing dependencies');
    expect(r.stderr).toContain('`pnpm install --frozen-lockfile --reporter=append-only` exited with code 7');
    // The command's own words, both streams, after the failure line.
    const failed = r.stderr.indexOf('setup: FAILED');
    expect(r.stderr.indexOf('ERR_PNPM_OUTDATED_LOCKFILE', failed)).toBeGreaterThan(failed);
    expect(r.stderr.indexOf('Progress: resolved 12', failed)).toBeGreaterThan(failed);
    // Stopped there: no build, no "done".
    expect(r.stderr).not.toContain('pnpm-ran: build');
    expect(r.stderr).not.toContain('setup: building');
    expect(r.stderr).not.toContain('setup: done (node');
  });

  it('on a failing build prints the build output after the install went through', () => {
    const r = stage('build').run();
    expect(r.status).toBe(7);
    expect(r.stderr).toContain('setup: FAILED: building every package');
    expect(r.stderr).toContain('`pnpm build` exited with code 7');
    expect(r.stderr).toContain('pnpm-ran: build');
    expect(r.stderr).toContain('ERR_PNPM_OUTDATED_LOCKFILE');
    expect(r.stderr).not.toContain('setup: done (node');
  });
});
