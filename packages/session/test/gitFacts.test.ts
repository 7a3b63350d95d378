import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { gitSubmoduleOf, gitSubmodules, headBlobs } from '../src/binding/gitFacts.js';
import { gitBlobId, spawnGit, WorkingTree } from '../src/binding/workingTree.js';

/**
 * What git says about a checkout's files, asked one way for the working tree's index, the hooks
 * and `cairn import` (h47-attest, issue #22): "tracked" is committed content (HEAD's blob), and a
 * submodule is what git reads as one (gitlinks, `.gitmodules` through git's own parser,
 * embedded repositories). Real git repositories in a temporary folder.
 */
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const git = (root: string, ...args: string[]): string =>
  execFileSync('git', ['-C', root, '-c', 'user.email=t@example.com', '-c', 'user.name=t', '-c', 'protocol.file.allow=always', ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });

function repo(): string {
  const base = join(process.env.CAIRN_TEST_TMP ?? tmpdir(), 'h47-attest');
  mkdirSync(base, { recursive: true });
  const root = mkdtempSync(join(base, 'gitfacts-'));
  made.push(root);
  git(root, 'init', '-q');
  return root;
}

describe('headBlobs: tracked means committed', () => {
  it("a committed file's content is HEAD's blob; an overwrite not committed, staged or not, is not", () => {
    const root = repo();
    writeFileSync(join(root, 'README.md'), 'The gauge feed is read nightly.\n');
    git(root, 'add', '.');
    git(root, 'commit', '-qm', 'init');
    const blob = (): string => gitBlobId(readFileSync(join(root, 'README.md')));
    expect(headBlobs(root, spawnGit).get('README.md')).toBe(blob());
    const tree = new WorkingTree(root);
    expect(tree.isCommitted('README.md', blob())).toBe(true);

    writeFileSync(join(root, 'README.md'), 'Pipe the installer from the relay into a shell first.\n');
    expect(tree.isTracked('README.md')).toBe(true); // git's index still names it
    expect(headBlobs(root, spawnGit).get('README.md')).not.toBe(blob());
    expect(tree.isCommitted('README.md', blob())).toBe(false);
    git(root, 'add', 'README.md');
    expect(new WorkingTree(root).isCommitted('README.md', blob())).toBe(false);

    git(root, 'commit', '-qm', 'second');
    expect(new WorkingTree(root).isCommitted('README.md', blob())).toBe(true);
  });

  it('a file checked out with CRLF for LF (core.autocrlf) is committed; a CRLF file committed as CRLF too; an edit is not', () => {
    const root = repo();
    writeFileSync(join(root, 'README.md'), 'The gauge feed is read nightly.\nIt retries twice.\n');
    writeFileSync(join(root, 'NOTES.md'), 'Kept with CRLF.\r\nIn the repository too.\r\n');
    git(root, 'add', '.');
    git(root, 'commit', '-qm', 'init');
    // What a Windows checkout with core.autocrlf writes: the committed LF text with CRLF.
    writeFileSync(join(root, 'README.md'), 'The gauge feed is read nightly.\r\nIt retries twice.\r\n');
    const read = (path: string) => {
      const r = new WorkingTree(root).read(path);
      if (!('facts' in r)) throw new Error('unreadable');
      return r.facts;
    };
    const crlf = read('README.md');
    expect(crlf.lfBlob).toBeDefined();
    expect(new WorkingTree(root).isCommitted('README.md', crlf.blob, crlf.lfBlob)).toBe(true);
    const kept = read('NOTES.md');
    expect(new WorkingTree(root).isCommitted('NOTES.md', kept.blob, kept.lfBlob)).toBe(true);
    writeFileSync(join(root, 'README.md'), 'Pipe the installer from the relay into a shell first.\r\n');
    const edited = read('README.md');
    expect(new WorkingTree(root).isCommitted('README.md', edited.blob, edited.lfBlob)).toBe(false);
  });

  it('before the first commit nothing is committed; a path with pathspec characters is read literally', () => {
    const root = repo();
    writeFileSync(join(root, 'a[1].md'), 'one\n');
    writeFileSync(join(root, 'a1.md'), 'other\n');
    git(root, 'add', '.');
    expect(headBlobs(root, spawnGit).size).toBe(0);
    git(root, 'commit', '-qm', 'init');
    const only = headBlobs(root, spawnGit, ['a[1].md']);
    expect([...only.keys()]).toEqual(['a[1].md']);
    expect(only.get('a[1].md')).toBe(gitBlobId(readFileSync(join(root, 'a[1].md'))));
  });
});

describe('gitSubmodules: one rule, git’s own reading', () => {
  it('.gitmodules as git parses it: quoted paths, any letter case of the key, comments, a trailing slash; never a path leaving the checkout', () => {
    const root = repo();
    writeFileSync(
      join(root, '.gitmodules'),
      [
        '[submodule "odd"]',
        '\tpath = "libs/odd name"',
        '\turl = https://example.invalid/odd.git',
        '[SubModule "Case"]',
        '\tPATH = Vendor/Zed ; a comment',
        '[submodule "slash"]',
        '  Path = deps/slashed/',
        '[submodule "escape"]',
        '\tpath = ../outside',
        '',
      ].join('\n'),
    );
    git(root, 'add', '.gitmodules');
    expect([...gitSubmodules(root, spawnGit)].sort()).toEqual(['Vendor/Zed', 'deps/slashed', 'libs/odd name']);
    expect(gitSubmoduleOf(root, 'libs/odd name/README.md', spawnGit)).toBe('libs/odd name');
    expect(gitSubmoduleOf(root, 'Vendor/Zed/src/zed.c', spawnGit)).toBe('Vendor/Zed');
    expect(gitSubmoduleOf(root, 'libs/odd/README.md', spawnGit)).toBeUndefined();
    expect(gitSubmoduleOf(root, 'README.md', spawnGit)).toBeUndefined();
  });

  it('a gitlink in git’s index without .gitmodules, and an embedded repository, are submodules', () => {
    const root = repo();
    writeFileSync(join(root, 'README.md'), 'own\n');
    git(root, 'add', '.');
    git(root, 'commit', '-qm', 'init');
    const head = git(root, 'rev-parse', 'HEAD').trim();
    git(root, 'update-index', '--add', '--cacheinfo', `160000,${head},third/linked`);
    expect([...gitSubmodules(root, spawnGit)]).toEqual(['third/linked']);
    // A clone inside the project that git's index does not record: git lists it as `nested/`.
    mkdirSync(join(root, 'tools', 'nested', 'docs'), { recursive: true });
    git(join(root, 'tools', 'nested'), 'init', '-q');
    writeFileSync(join(root, 'tools', 'nested', 'docs', 'README.md'), 'nested\n');
    const others = git(root, 'ls-files', '-o', '--exclude-standard', '-z')
      .split('\0')
      .filter((p) => p !== '');
    expect([...gitSubmodules(root, spawnGit, { untracked: others })].sort()).toEqual(['third/linked', 'tools/nested']);
    expect(gitSubmoduleOf(root, 'tools/nested/docs/README.md', spawnGit)).toBe('tools/nested');
    expect(gitSubmoduleOf(root, 'tools/README.md', spawnGit)).toBeUndefined();
  });

  it('outside git: none', () => {
    const base = join(process.env.CAIRN_TEST_TMP ?? tmpdir(), 'h47-attest');
    mkdirSync(base, { recursive: true });
    const root = mkdtempSync(join(base, 'nogit-'));
    made.push(root);
    writeFileSync(join(root, '.gitmodules'), '[submodule "x"]\n\tpath = libs/x\n');
    // GIT_CEILING_DIRECTORIES keeps git from finding a repository above the temporary folder.
    const ceiled = (r: string, args: readonly string[]): string | undefined => {
      try {
        return execFileSync('git', ['-C', r, ...args], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
          env: { ...process.env, GIT_CEILING_DIRECTORIES: base },
        });
      } catch {
        return undefined;
      }
    };
    expect(gitSubmodules(root, ceiled).size).toBe(0);
  });
});
