/**
 * `cairn doctor` on a Cairn home mounted read-only (walk h54 item 2: 17 `ok` lines and exit 0,
 * while every write failed EROFS and said "Run `cairn doctor`"). Doctor's home check writes,
 * syncs and removes a probe file for real, and fails `home: not writable (read-only file system)`
 * with what to do; a write's EROFS names the folder it wrote in, not a bare temp file. The home is
 * made read-only as Claude Code's sandbox does it, with bubblewrap (a read-only bind mount: chmod
 * does not stop root, who runs CI here); the built CLI runs inside it as a child process.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BIN, sandbox } from './harness.js';

const bwrapWorks = spawnSync('bwrap', ['--bind', '/', '/', '--dev', '/dev', 'true']).status === 0;

describe.skipIf(!bwrapWorks)('doctor on a read-only Cairn home', () => {
  it('fails the home check with why and what to do; a write names the folder; the writable home passes and keeps no probe file', () => {
    const box = sandbox();
    expect(box.cairn(['memorize', '--text', 'The nightly job rotates logs.']).code).toBe(0);
    const files = (): string[] => (readdirSync(box.home, { recursive: true }) as string[]).sort();
    const before = files();
    const readOnly = (args: string[]) =>
      spawnSync(
        'bwrap',
        ['--bind', '/', '/', '--ro-bind', box.home, box.home, '--dev', '/dev', '--proc', '/proc', '--chdir', box.project, process.execPath, BIN, ...args],
        {
          env: { PATH: process.env.PATH ?? '', HOME: `${box.root}/user`, CAIRN_HOME: box.home, CAIRN_NO_DAEMON: '1', NO_COLOR: '1', LANG: 'C.UTF-8' },
          encoding: 'utf8',
          input: '',
        },
      );

    const doctor = readOnly(['doctor']);
    expect(doctor.status, doctor.stdout).not.toBe(0);
    const failed = doctor.stdout.split('\n').filter((l) => l.startsWith('FAIL'));
    expect(failed.join('\n')).toContain(`FAIL home: not writable (read-only file system): a test file could not be written in ${box.home} (EROFS)`);
    expect(doctor.stdout).toContain(`fix: run cairn where ${box.home} is mounted read-write`);
    const json = readOnly(['--json', 'doctor']);
    const checks = (JSON.parse(json.stdout) as { checks: Array<{ name: string; ok: boolean; detail: string }> }).checks;
    expect(checks.find((c) => c.name === 'home')).toMatchObject({ ok: false, detail: expect.stringContaining('not writable (read-only file system)') });

    // The write that sent the person to doctor names the folder it tried to write in.
    const write = readOnly(['memorize', '--text', 'Builds need Node 20.']);
    expect(write.status, write.stderr).toBe(5);
    expect(write.stderr).toMatch(
      new RegExp(`EROFS \\([a-z]+ [^ )]+ in ${box.home.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}/[^)]*\\) — the file system is read-only`, 'u'),
    );

    // Outside the mount the same home passes, and the probe left nothing behind.
    const writable = box.json<{ checks: Array<{ name: string; ok: boolean; detail: string }> }>(['doctor']).value;
    expect(writable.checks.find((c) => c.name === 'home')).toMatchObject({ ok: true, detail: `${box.home} is yours and private` });
    expect(files()).toEqual(before);
  }, 120_000);
});
