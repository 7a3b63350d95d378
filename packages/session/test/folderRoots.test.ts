import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnGit } from '../src/binding/workingTree.js';
import { folderRoots, holdsAnyCommit, holdsAnyCommitCached, IDENTITY_CACHE_MS } from '../src/resolve/folderRoots.js';
import { GIT_REDIRECTS } from '../src/resolve/runGit.js';

/**
 * A project's repository identity (attack-h49 N3) read two ways: {@link folderRoots} walks the
 * history for every ref's root commits; {@link holdsAnyCommit} asks git once whether a recorded
 * root is a commit here, so a store's open does not walk a long history. Real git repositories.
 */
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const git = (root: string, ...args: string[]): string =>
  execFileSync('git', ['-C', root, '-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });

function repo(commits: number): string {
  const base = join(process.env.CAIRN_TEST_TMP ?? tmpdir(), 'folder-roots');
  mkdirSync(base, { recursive: true });
  const root = mkdtempSync(join(base, 'repo-'));
  made.push(root);
  git(root, 'init', '-q');
  for (let i = 0; i < commits; i += 1) {
    writeFileSync(join(root, 'notes.md'), `line ${i} ${root}\n`);
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', `c${i}`);
  }
  return root;
}

describe('folderRoots and holdsAnyCommit', () => {
  it('a repository holds its own root commit, not another repository’s', () => {
    const a = repo(3);
    const b = repo(2);
    const rootsA = folderRoots(a);
    const rootsB = folderRoots(b);
    expect(rootsA).toHaveLength(1);
    expect(rootsB).toHaveLength(1);
    expect(rootsA[0]).not.toBe(rootsB[0]);
    expect(holdsAnyCommit(a, rootsA)).toBe(true);
    expect(holdsAnyCommit(a, rootsB)).toBe(false);
    expect(holdsAnyCommit(b, [...rootsA, ...rootsB])).toBe(true);
  });

  it('a blob or tree with the recorded id is not a commit; nothing recorded or no .git holds nothing', () => {
    const a = repo(1);
    const tree = git(a, 'rev-parse', 'HEAD^{tree}').trim();
    const blob = git(a, 'rev-parse', 'HEAD:notes.md').trim();
    expect(holdsAnyCommit(a, [tree, blob])).toBe(false);
    expect(holdsAnyCommit(a, [])).toBe(false);
    expect(holdsAnyCommit(a, ['not-a-sha', ''])).toBe(false);
    const plain = mkdtempSync(join(process.env.CAIRN_TEST_TMP ?? tmpdir(), 'no-git-'));
    made.push(plain);
    expect(holdsAnyCommit(plain, folderRoots(a))).toBe(false);
    expect(folderRoots(plain)).toEqual([]);
  });

  /** Runs `body` with git out of reach (PATH empty): an answer then can only come from the cache. */
  const withoutGit = <T>(body: () => T): T => {
    const path = process.env.PATH;
    process.env.PATH = '';
    try {
      return body();
    } finally {
      process.env.PATH = path;
    }
  };
  const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 2_100));

  it('the cached answer (a long-lived session, issue #20): kept while the repository is unchanged, asked again when it changes, never a cached mismatch', async () => {
    const a = repo(2);
    const roots = folderRoots(a);
    // Just written: a coarse clock might not show the next change, so nothing is kept yet.
    expect(holdsAnyCommitCached(a, roots)).toBe(true);
    expect(withoutGit(() => holdsAnyCommitCached(a, roots))).toBe(false);
    await settle();
    expect(holdsAnyCommitCached(a, roots)).toBe(true);
    // Kept: answered without git.
    expect(withoutGit(() => holdsAnyCommitCached(a, roots))).toBe(true);
    // Not past its longest keep.
    expect(withoutGit(() => holdsAnyCommitCached(a, roots, () => Date.now() + IDENTITY_CACHE_MS + 1))).toBe(false);
    expect(holdsAnyCommitCached(a, roots)).toBe(true);
    // Another repository cloned at the path: its .git is another folder, so git is asked again.
    rmSync(join(a, '.git'), { recursive: true, force: true });
    git(a, 'init', '-q');
    git(a, 'add', '.');
    git(a, 'commit', '-q', '-m', 'another history');
    await settle();
    expect(holdsAnyCommitCached(a, roots)).toBe(false);
    // A mismatch is never kept: asked of git every time (without git, still no).
    expect(withoutGit(() => holdsAnyCommitCached(a, roots))).toBe(false);
  }, 30_000);

  it('the cached answer is asked again when a pack is written or removed (fetch, repack, gc)', async () => {
    const a = repo(2);
    const roots = folderRoots(a);
    await settle();
    expect(holdsAnyCommitCached(a, roots)).toBe(true);
    expect(withoutGit(() => holdsAnyCommitCached(a, roots))).toBe(true);
    git(a, 'repack', '-adq');
    await settle();
    expect(withoutGit(() => holdsAnyCommitCached(a, roots))).toBe(false);
    expect(holdsAnyCommitCached(a, roots)).toBe(true);
  }, 30_000);

  it('one git runner for both: the caller’s GIT_DIR, GIT_INDEX_FILE… never point it at another repository', () => {
    const a = repo(1);
    const b = repo(2);
    const headA = git(a, 'rev-parse', 'HEAD').trim();
    const rootsA = folderRoots(a);
    const saved = Object.fromEntries(GIT_REDIRECTS.map((name) => [name, process.env[name]]));
    try {
      process.env.GIT_DIR = join(b, '.git');
      process.env.GIT_INDEX_FILE = join(b, '.git', 'index');
      process.env.GIT_WORK_TREE = b;
      // The working tree's runner and the identity's read the checkout's own repository.
      expect(spawnGit(a, ['rev-parse', 'HEAD'])?.trim()).toBe(headA);
      expect(spawnGit(a, ['ls-files'])?.trim()).toBe('notes.md');
      expect(folderRoots(a)).toEqual(rootsA);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
