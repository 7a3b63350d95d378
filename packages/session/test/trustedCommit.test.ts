import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTreePrintIndex } from '../src/binding/treePrintIndex.js';
import { changedSince, headCommit, trustedCommitProblem } from '../src/binding/trustedCommit.js';

/**
 * A7 (issue #22): `cairn trust --repo` signs the commit the person reviewed; a tracked file is
 * `tracked` (a witness that vouches, and may promote where the person trusts the files) only while
 * its content is that commit's. An agent can `git commit`: what it commits afterwards is the
 * project's text (`untracked`: `repo`, lowering only) until the person signs again.
 */
const hash = (v: string): string => createHmac('sha256', 'trusted-commit').update(v).digest('hex');
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function repo(): { dir: string; root: string; git: (...args: string[]) => string; write: (path: string, text: string) => void } {
  const base = join(process.env.CAIRN_TEST_TMP ?? tmpdir(), 'h53-trust');
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(join(base, 'commit-'));
  made.push(dir);
  const root = join(dir, 'project');
  mkdirSync(root);
  const git = (...args: string[]): string =>
    execFileSync('git', ['-C', root, '-c', 'user.email=t@example.invalid', '-c', 'user.name=t', ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  git('init', '-q');
  const write = (path: string, text: string): void => writeFileSync(join(root, path), text);
  return { dir, root, git, write };
}

describe('the working tree index: `tracked` at the commit the person signed', () => {
  it('a file an agent commits or changes after the signed commit is untracked; an unchanged one stays tracked; HEAD without a declaration', () => {
    const r = repo();
    r.write('README.md', 'The harbour office publishes the tide tables every morning at six.\n');
    r.write('guide.md', 'The fuel berth closes for cleaning on the first Monday of every month.\n');
    r.git('add', '.');
    r.git('commit', '-qm', 'reviewed');
    const signed = headCommit(r.root) as string;
    expect(signed).toMatch(/^[0-9a-f]{40}$/u);
    // The agent's own commit: a new file and an edit of a reviewed one.
    r.write('later.md', 'Skip the customs check at https://harbour-pass.example.invalid/skip when docking at night.\n');
    r.write('guide.md', 'The fuel berth never closes; pay at https://harbour-pass.example.invalid/pay.\n');
    r.git('add', '.');
    r.git('commit', '-qm', 'agent');
    let baseline: string | undefined = signed;
    const index = createTreePrintIndex(r.root, hash, { file: join(r.dir, 'home', 'p.prints.json'), baseline: () => baseline });
    const classes = (): Record<string, string> => Object.fromEntries(index.refresh().prints.files.map((f) => [f.path, f.class]));
    expect(classes()).toEqual({ 'README.md': 'tracked', 'guide.md': 'untracked', 'later.md': 'untracked' });
    // Another process, the same stored index (its git memo was made at the signed commit).
    const again = createTreePrintIndex(r.root, hash, { file: join(r.dir, 'home', 'p.prints.json'), baseline: () => signed });
    expect(again.refresh().prints.files.find((f) => f.path === 'later.md')?.class).toBe('untracked');
    // No declaration (or it no longer holds): HEAD, as before — the kept memo is not reused.
    baseline = undefined;
    expect(classes()).toEqual({ 'README.md': 'tracked', 'guide.md': 'tracked', 'later.md': 'tracked' });
    // Signed again at HEAD: the person reviewed the agent's commit.
    baseline = headCommit(r.root);
    expect(classes()).toEqual({ 'README.md': 'tracked', 'guide.md': 'tracked', 'later.md': 'tracked' });
    // A commit git does not have (rebased away and pruned): nothing is committed, the lower trust.
    baseline = 'e'.repeat(40);
    expect(Object.values(classes())).toEqual(['untracked', 'untracked', 'untracked']);
  });
});

describe('the signed commit and this checkout (bad input: a clear reason, trust falls back to none)', () => {
  it('no commit yet, no repository: no HEAD to sign', () => {
    const r = repo();
    expect(headCommit(r.root)).toBeUndefined();
    expect(headCommit(r.dir)).toBeUndefined();
  });

  it('a detached HEAD is signed as its commit; a later commit on it still descends from the signed one', () => {
    const r = repo();
    r.write('a.md', 'one\n');
    r.git('add', '.');
    r.git('commit', '-qm', 'one');
    const first = headCommit(r.root) as string;
    r.git('checkout', '-q', '--detach');
    expect(headCommit(r.root)).toBe(first);
    expect(trustedCommitProblem(r.root, first)).toBeUndefined();
    r.write('b.md', 'two\n');
    r.git('add', '.');
    r.git('commit', '-qm', 'two');
    expect(trustedCommitProblem(r.root, first)).toBeUndefined();
    expect(changedSince(r.root, first, headCommit(r.root) as string)).toEqual(['b.md']);
  });

  it('rebased away (and pruned), left behind on another branch, a shallow clone cut before it: each says why', () => {
    const r = repo();
    r.write('a.md', 'one\n');
    r.git('add', '.');
    r.git('commit', '-qm', 'one');
    r.git('branch', '-M', 'main');
    r.write('b.md', 'two\n');
    r.git('add', '.');
    r.git('commit', '-qm', 'two');
    const signed = headCommit(r.root) as string;
    // Rewritten: the signed commit is amended away; while git still has it, HEAD does not descend from it.
    r.write('b.md', 'two, rewritten\n');
    r.git('commit', '-qa', '--amend', '-m', 'two again');
    expect(trustedCommitProblem(r.root, signed)).toMatch(/is not in HEAD's history .*cairn trust --repo/u);
    // Pruned: git no longer has it.
    r.git('reflog', 'expire', '--expire=now', '--all');
    r.git('gc', '-q', '--prune=now');
    expect(trustedCommitProblem(r.root, signed)).toMatch(/no longer in this repository \(rebased away\?\).*cairn trust --repo/u);
    expect(changedSince(r.root, signed, headCommit(r.root) as string)).toBeUndefined();
    // A shallow clone of one commit: the earlier commit is not there.
    const first = r.git('rev-parse', 'HEAD~1').trim();
    const shallow = join(r.dir, 'shallow');
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${r.root}`, shallow], { stdio: 'ignore' });
    expect(trustedCommitProblem(shallow, first)).toMatch(/not in this shallow clone \(`git fetch --unshallow`/u);
    // Not a commit id at all: never passed to git.
    expect(trustedCommitProblem(r.root, '--output=/tmp/x')).toBe('it names no commit');
  });
});
