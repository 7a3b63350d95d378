/**
 * A moved project's memory is not stranded (issue #14, second newcomer walk, items B and C):
 * `cairn status` in the moved folder names the old folder and the relink command; a plain
 * `cairn init` there refuses and names the relink (a fresh memory only with `--fresh`); an empty
 * memory (wiped) does not block the relink; and `cairn init --relink` without `--from` finds the
 * one stored project whose folder is gone, even under another name. Run as the built CLI.
 */
import { mkdirSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Sandbox, sandbox } from './harness.js';
import { onPty, PASSPHRASE, ptyEnv } from './pty.js';

function movedProject(): { box: Sandbox; moved: string } {
  const box = sandbox();
  expect(box.person(['memorize', '--text', 'We deploy on Tuesdays.']).code).toBe(0);
  mkdirSync(join(box.root, 'elsewhere'));
  const moved = join(box.root, 'elsewhere', 'tide-renamed');
  renameSync(box.project, moved);
  return { box, moved };
}

describe('a moved project: status, plain init and relink', () => {
  it('moved under its own name: plain init refuses naming the relink; --fresh starts fresh', () => {
    const box = sandbox();
    expect(box.person(['memorize', '--text', 'We deploy on Tuesdays.']).code).toBe(0);
    mkdirSync(join(box.root, 'elsewhere'));
    const moved = join(box.root, 'elsewhere', box.project.split('/').at(-1) as string);
    renameSync(box.project, moved);
    const plain = box.person(['init'], { cwd: moved });
    expect(plain.code).toBe(2);
    expect(plain.stderr + plain.stdout).toContain(`cairn init --relink --from ${box.project}`);
    expect(plain.stderr + plain.stdout).toContain('cairn init --fresh');
    expect(box.cairn(['status'], { cwd: moved }).stdout).toMatch(/memory +not enabled/u);
    const fresh = box.person(['init', '--fresh'], { cwd: moved });
    expect(fresh.code, fresh.stderr + fresh.stdout).toBe(0);
  }, 120_000);

  it('moved under another name: status names the gone folder; plain init proceeds and says how to relink; wiped memory does not block the relink', async () => {
    const { box, moved } = movedProject();
    const status = box.cairn(['status'], { cwd: moved });
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).toContain(`the memory of a folder that no longer exists (${box.project})`);
    expect(status.stdout).toContain(`cairn init --relink --from ${box.project}`);
    const json = box.cairn(['--json', 'status'], { cwd: moved });
    expect(JSON.parse(json.stdout)).toMatchObject({ initialised: false, goneFolders: [box.project] });

    // Under another name, a plain init is not refused (a project deleted for good would otherwise
    // make every later init need --fresh): it says where the gone folder's memory is and how to relink.
    const fresh = box.person(['init'], { cwd: moved });
    expect(fresh.code, fresh.stderr + fresh.stdout).toBe(0);
    expect(fresh.stderr + fresh.stdout).toContain(`the memory of a folder that no longer exists (${box.project})`);
    expect(fresh.stderr + fresh.stdout).toContain(`cairn init --relink --from ${box.project}`);
    // The person thought better of it: wiped, the empty memory does not block the relink.
    const wipe = await onPty(['wipe'], {
      cwd: moved,
      env: ptyEnv(box),
      steps: [
        { expect: /Your Cairn passphrase[^:]*: /u, send: `${PASSPHRASE}\r` },
        { expect: /Type "wipe [^"]+" to delete them[^:]*: /u, send: 'wipe tide-renamed\r' },
      ],
    });
    expect(wipe.code, wipe.output).toBe(0);
    const relink = box.person(['init', '--relink', '--from', box.project], { cwd: moved });
    expect(relink.code, relink.stderr + relink.stdout).toBe(0);
    expect(box.cairn(['recall', 'deploy'], { cwd: moved }).stdout).toContain('We deploy on Tuesdays.');
    // The empty memory was set aside, not deleted.
    expect(readdirSync(join(box.home, 'projects')).some((n) => n.includes('.empty-before-relink-'))).toBe(true);
  }, 180_000);

  it('relink without --from: the one stored project whose folder is gone, under another name, is proposed', () => {
    const { box, moved } = movedProject();
    const relink = box.person(['init', '--relink'], { cwd: moved });
    expect(relink.code, relink.stderr + relink.stdout).toBe(0);
    expect(relink.stderr).toContain(`Move the memory of ${box.project}`);
    expect(box.cairn(['recall', 'deploy'], { cwd: moved }).stdout).toContain('We deploy on Tuesdays.');
  }, 120_000);

  it('a memory with records still blocks the relink', () => {
    const { box, moved } = movedProject();
    expect(box.person(['init', '--fresh'], { cwd: moved }).code).toBe(0);
    expect(box.person(['memorize', '--text', 'The new memory has a record.'], { cwd: moved }).code).toBe(0);
    const relink = box.person(['init', '--relink', '--from', box.project], { cwd: moved });
    expect(relink.code).not.toBe(0);
    expect(relink.stderr + relink.stdout).toContain('already has its own memory');
  }, 120_000);
});
