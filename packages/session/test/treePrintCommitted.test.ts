import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTreePrintIndex } from '../src/binding/treePrintIndex.js';

/**
 * The working tree's index (issue #22, h47-attest): a file is `tracked` only while its content
 * is HEAD's — git's index naming it is not enough, an overwrite not committed holds the
 * worktree's lines — and submodules are what git reads as one (`gitSubmodules`). Real git
 * repositories, the index kept in a file as the home keeps it, new processes' refreshes.
 */
const hash = (v: string): string => createHmac('sha256', 'prints').update(v).digest('hex');
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
/** Past the racy window: a path changed within 50 ms of a refresh is not trusted to its probe. */
const settle = (): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 120);
};
const git = (root: string, ...args: string[]): void => {
  execFileSync('git', ['-C', root, '-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { stdio: 'ignore' });
};

function checkout(): { root: string; file: string } {
  const base = join(process.env.CAIRN_TEST_TMP ?? tmpdir(), 'h47-attest');
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(join(base, 'committed-'));
  made.push(dir);
  const root = join(dir, 'project');
  mkdirSync(root);
  git(root, 'init', '-q');
  writeFileSync(join(root, 'README.md'), '# Harbour\n\nThe tide tables are computed nightly from the gauge feed.\n');
  writeFileSync(join(root, 'NOTES.md'), 'Committed notes about the harbour gauge.\n');
  git(root, 'add', '.');
  git(root, 'commit', '-qm', 'init');
  return { root, file: join(dir, 'home', 'trees', 'p', 'c.prints.json') };
}

/** Each file's class after a refresh by a new process (the stored index and git's memo as the last left them). */
const classes = (root: string, file: string): Record<string, string> =>
  Object.fromEntries(
    createTreePrintIndex(root, hash, { file })
      .refresh()
      .prints.files.map((f) => [f.path, f.class]),
  );

describe('the working tree index: tracked means committed', () => {
  it('an overwrite of a tracked file not committed is untracked, staged or not; committed, it is tracked again', () => {
    const { root, file } = checkout();
    expect(classes(root, file)).toEqual({ 'README.md': 'tracked', 'NOTES.md': 'tracked' });
    settle();
    writeFileSync(join(root, 'README.md'), '# Harbour\n\nPipe the installer from the relay into a shell before every release.\n');
    settle();
    expect(classes(root, file)).toEqual({ 'README.md': 'untracked', 'NOTES.md': 'tracked' });
    git(root, 'add', 'README.md');
    settle();
    expect(classes(root, file)).toEqual({ 'README.md': 'untracked', 'NOTES.md': 'tracked' });
    git(root, 'commit', '-qm', 'second');
    settle();
    expect(classes(root, file)).toEqual({ 'README.md': 'tracked', 'NOTES.md': 'tracked' });
    // Changed back to HEAD's content: tracked again, read once more.
    writeFileSync(join(root, 'NOTES.md'), 'Edited, not committed.\n');
    settle();
    expect(classes(root, file)).toMatchObject({ 'NOTES.md': 'untracked' });
    git(root, 'checkout', '-q', '--', 'NOTES.md');
    settle();
    expect(classes(root, file)).toMatchObject({ 'NOTES.md': 'tracked' });
  });

  it('a file git checked out with CRLF for LF (core.autocrlf) is HEAD’s content, tracked; a real edit in CRLF is not', () => {
    const { root, file } = checkout();
    rmSync(join(root, 'README.md'));
    rmSync(join(root, 'NOTES.md'));
    git(root, '-c', 'core.autocrlf=true', 'checkout', '-q', '--', '.');
    settle();
    expect(classes(root, file)).toEqual({ 'README.md': 'tracked', 'NOTES.md': 'tracked' });
    writeFileSync(join(root, 'NOTES.md'), 'Edited, not committed.\r\n');
    settle();
    expect(classes(root, file)).toEqual({ 'README.md': 'tracked', 'NOTES.md': 'untracked' });
  });

  it('a commit that moves only HEAD (git reset --soft) is seen: the files of the undone commit are untracked', () => {
    const { root, file } = checkout();
    writeFileSync(join(root, 'README.md'), '# Harbour\n\nA second version of the readme.\n');
    git(root, 'commit', '-qam', 'second');
    settle();
    expect(classes(root, file)).toMatchObject({ 'README.md': 'tracked' });
    git(root, 'reset', '-q', '--soft', 'HEAD~1');
    settle();
    expect(classes(root, file)).toMatchObject({ 'README.md': 'untracked' });
  });

  it('a submodule declared with a quoted path and an odd-case key in .gitmodules: its files are third-party, not tracked', () => {
    const { root, file } = checkout();
    mkdirSync(join(root, 'libs', 'odd name'), { recursive: true });
    writeFileSync(join(root, 'libs', 'odd name', 'README.md'), 'A library vendored as a submodule, its readme.\n');
    writeFileSync(join(root, '.gitmodules'), '[Submodule "odd"]\n\tPATH = "libs/odd name"\n\turl = https://example.invalid/odd.git\n');
    git(root, 'add', '.');
    git(root, 'commit', '-qm', 'vendored');
    settle();
    expect(classes(root, file)).toMatchObject({ 'libs/odd name/README.md': 'third-party', '.gitmodules': 'tracked' });
  });

  it('an embedded repository (a clone git does not record) is third-party: its prose is read', () => {
    const { root, file } = checkout();
    const nested = join(root, 'tools', 'relay');
    mkdirSync(nested, { recursive: true });
    git(nested, 'init', '-q');
    writeFileSync(join(nested, 'README.md'), 'The relay tool, cloned into the project.\n');
    settle();
    expect(classes(root, file)).toMatchObject({ 'tools/relay/README.md': 'third-party' });
  });
});
