/**
 * A home folder its owner cannot write (walk h52 item 1): a home or project folder at mode 0500
 * passed `cairn doctor`, and `cairn memorize` there failed with a bare EACCES. Now doctor fails
 * it, naming the folder and the chmod that fixes it, and a command refused by such a folder says
 * which folder and what to do. Real child processes; the EACCES case runs as another user
 * (`nobody`), since root writes through any mode.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, sandbox } from './harness.js';

const NOTE = 'The harbour API has no rate limit at all.';
const fails = (stdout: string): string[] => stdout.split('\n').filter((l) => l.startsWith('FAIL'));
const NOBODY = 65534;
const isRoot = process.getuid?.() === 0;

describe('a home folder its owner cannot write', () => {
  it('home at mode 500: doctor fails it, naming the folder and the chmod to run', () => {
    const box = sandbox();
    expect(box.cairn(['memorize', '--text', NOTE]).code).toBe(0);
    chmodSync(box.home, 0o500);
    try {
      const d = box.cairn(['doctor']);
      expect(d.code, d.stdout).not.toBe(0);
      const failed = fails(d.stdout).join('\n');
      expect(failed).toContain(`home: ${box.home} has mode 500: you cannot write in it`);
      expect(d.stdout).toContain(`chmod 700 ${box.home}`);
    } finally {
      chmodSync(box.home, 0o700);
    }
  });

  it("project folder at mode 500: doctor's permission check fails it with a fix that gives the write back", () => {
    const box = sandbox();
    expect(box.cairn(['memorize', '--text', NOTE]).code).toBe(0);
    const projects = join(box.home, 'projects');
    const dir = join(projects, readdirSync(projects)[0] as string);
    chmodSync(dir, 0o500);
    try {
      const d = box.cairn(['doctor']);
      expect(d.code, d.stdout).not.toBe(0);
      expect(fails(d.stdout).join('\n')).toContain(`${dir} has mode 500; expected 700 (you cannot write in it)`);
      expect(d.stdout).toContain(`fix: chmod -R u+rwX,go-rwx ${box.home}`);
    } finally {
      chmodSync(dir, 0o700);
    }
  });

  it.skipIf(!isRoot)('memorize refused by a folder at mode 500 (another user, not root): the message names the folder and the fix', () => {
    const box = sandbox();
    expect(box.cairn(['memorize', '--text', NOTE]).code).toBe(0);
    const projects = join(box.home, 'projects');
    const dir = join(projects, readdirSync(projects)[0] as string);
    // The whole sandbox becomes nobody's, and every folder above it listable, so nobody can run cairn there.
    const own = (p: string): void => {
      chownSync(p, NOBODY, NOBODY);
      try {
        for (const n of readdirSync(p, { withFileTypes: true })) {
          const q = join(p, n.name);
          if (n.isDirectory()) own(q);
          else chownSync(q, NOBODY, NOBODY);
        }
      } catch {
        // a file
      }
    };
    own(box.root);
    // Every folder above it made traversable by others, its other bits kept (never /tmp's sticky
    // 1777 turned into 0755: apt and every other user lost /tmp for the rest of the CI run), and
    // put back as it was afterwards.
    const above: [string, number][] = [];
    for (let p = dirname(box.root); p !== '/'; p = dirname(p)) {
      const mode = statSync(p).mode & 0o7777;
      above.push([p, mode]);
      chmodSync(p, mode | 0o005);
    }
    chmodSync(dir, 0o500);
    const r = spawnSync(process.execPath, [BIN, 'memorize', '--text', 'The tide API allows ten calls a minute.'], {
      cwd: box.project,
      env: { PATH: process.env.PATH ?? '', HOME: join(box.root, 'user'), CAIRN_HOME: box.home, NO_COLOR: '1', LANG: 'C.UTF-8' },
      encoding: 'utf8',
      uid: NOBODY,
      gid: NOBODY,
    });
    chmodSync(dir, 0o700);
    for (const [p, mode] of above) chmodSync(p, mode);
    expect(statSync(dirname(box.root)).mode & 0o7777).toBe(above[0]?.[1]);
    expect(r.status, r.stderr).not.toBe(0);
    expect(r.stderr).toContain(dir);
    expect(r.stderr).toContain(`permission denied in ${dir}`);
    expect(r.stderr).toContain(`run \`chmod u+rwx ${dir}\``);
  });
});
