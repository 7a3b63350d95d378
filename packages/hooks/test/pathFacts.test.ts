import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { THIRD_PARTY_DIRS, withGitEnvironment } from '@cairn/session';
import { describe, expect, it } from 'vitest';
import { pathFacts, pathFactsOf } from '../src/pathFacts.js';

/**
 * The hooks' observations and the working tree's index read third-party folders by one list,
 * core's (h46-attack item 4: the hooks kept a shorter list of their own, so a file under
 * `3rdparty/` read by the agent was observed as the project's own tracked file).
 */
describe('pathFacts: third-party folders are core’s list', () => {
  const project = mkdtempSync(join(tmpdir(), 'cairn-pathfacts-'));
  writeFileSync(join(project, 'README.md'), 'own\n');

  it.each([...THIRD_PARTY_DIRS])('a file below %s/ is third-party, as the working-tree index reads it', async (dir) => {
    mkdirSync(join(project, 'src', dir, 'gaugekit'), { recursive: true });
    for (const rel of [join(dir, 'gaugekit', 'README.md'), join('src', dir, 'gaugekit', 'README.md')]) {
      expect(await pathFacts(project, project, rel), rel).toMatchObject({ insideProject: true, thirdParty: true });
    }
  });

  it('a path the disk cannot look up (through a file: ENOTDIR; a name over 255 bytes: ENAMETOOLONG) is no folder, never a throw (attack h54 E3b)', async () => {
    for (const rel of ['README.md/x.md', `docs/${'y'.repeat(300)}.md`]) {
      const facts = await pathFacts(project, project, rel);
      expect(facts, rel).toMatchObject({ insideProject: true, thirdParty: false });
      expect(facts.folder, rel).toBeUndefined();
    }
  });

  it('the project’s own files, and a deeper folder named external, stay the project’s', async () => {
    for (const rel of ['README.md', 'src/external/stripe.ts', 'docs/vendoring.md'])
      expect(await pathFacts(project, project, rel), rel).toMatchObject({ insideProject: true, thirdParty: false });
    expect(await pathFacts(project, project, 'external/zlib/README')).toMatchObject({ thirdParty: true });
  });

  it('vendoring folders in any letter case are third-party; a lower-case pods/ or build/ of the project’s own stays its own (h46-attack2 item 6)', async () => {
    for (const rel of [
      'Engine/Source/ThirdParty/zlib/README.md',
      '3rdParty/lib/NOTES.md',
      'libs/3rd_party/x/README',
      'Vendors/acme/x.md',
      'External/zlib/README',
      'usr/lib/python3/dist-packages/x/README',
    ])
      expect(await pathFacts(project, project, rel), rel).toMatchObject({ thirdParty: true });
    for (const rel of ['k8s/pods/web.yaml', 'docs/External-services.md', 'src/external/stripe.ts'])
      expect(await pathFacts(project, project, rel), rel).toMatchObject({ thirdParty: false });
  });
});

/**
 * Submodules by git's own reading, the rule the working tree's index and `cairn import` use
 * (session's `gitSubmodules`, h47-attest): the hooks parsed `.gitmodules` with a case-sensitive
 * regular expression that kept quotes, so a quoted path or a `PATH =` key named no submodule.
 */
describe('pathFacts: submodules as git reads them', () => {
  const project = mkdtempSync(join(tmpdir(), 'cairn-pathfacts-sub-'));
  const git = (root: string, ...args: string[]): void => {
    execFileSync('git', ['-C', root, ...args], { stdio: 'ignore' });
  };
  git(project, 'init', '-q');
  writeFileSync(
    join(project, '.gitmodules'),
    '[submodule "odd"]\n\tpath = "libs/odd name"\n[SUBMODULE "Zed"]\n\tPATH = Acme/Zed\n[submodule "x"]\n\tpath = pkgs/ok ; a comment\n',
  );
  mkdirSync(join(project, 'tools', 'relay'), { recursive: true });
  git(join(project, 'tools', 'relay'), 'init', '-q');

  it.each([
    ['a quoted path', 'libs/odd name/README.md'],
    ['an odd-case section and key', 'Acme/Zed/zed.c'],
    ['a trailing comment', 'pkgs/ok/README'],
    ['an embedded repository', 'tools/relay/README.md'],
  ])('%s: third-party', async (_, rel) => {
    expect(await pathFacts(project, project, rel), rel).toMatchObject({ insideProject: true, thirdParty: true });
  });

  it('the project’s own files beside them stay its own', async () => {
    for (const rel of ['libs/odd/README.md', 'Acme/README.md', 'tools/README.md', 'README.md'])
      expect(await pathFacts(project, project, rel), rel).toMatchObject({ insideProject: true, thirdParty: false });
  });
});

/**
 * Every file a Grep or Glob names at once (pathFactsOf): one `git check-ignore --stdin` for them
 * all, the submodules read once, instead of two to four git processes per file — and the same
 * answer for each file as pathFacts alone gives.
 */
describe('pathFactsOf: several files, one check-ignore', () => {
  const project = mkdtempSync(join(tmpdir(), 'cairn-pathfacts-many-'));
  const put = (rel: string): string => {
    mkdirSync(join(project, rel, '..'), { recursive: true });
    writeFileSync(join(project, rel), 'the scheduler starts\n');
    return rel;
  };
  execFileSync('git', ['-C', project, 'init', '-q']);
  writeFileSync(join(project, '.gitignore'), 'logs/\n*.tmp\n');
  writeFileSync(join(project, '.git', 'info', 'exclude'), 'scratch/\ndump.md\n');
  mkdirSync(join(project, 'tools', 'relay'), { recursive: true });
  execFileSync('git', ['-C', join(project, 'tools', 'relay'), 'init', '-q']);
  const own = [put('README.md'), put('src/berth-table.ts'), put('docs/sched.md')];
  const ignored = [put('logs/run.log'), put('src/cache.tmp'), put('scratch/notes.md')];
  const vendored = [put('vendor/berth-tools/README.md'), put('node_modules/x/index.js'), put('tools/relay/README.md')];
  const outside = join(mkdtempSync(join(tmpdir(), 'cairn-pathfacts-out-')), 'notes.md');
  writeFileSync(outside, 'x\n');
  // A path beyond a symbolic link: git refuses it (exit 128) and stops, so the batch is asked again file by file.
  symlinkSync(join(project, 'docs'), join(project, 'linked'));
  const beyond = put('linked/sched.md');
  const all = [...own, ...ignored, ...vendored, outside, 'src', beyond];

  it('each file’s facts are what pathFacts alone says: own files not third-party, ignored and vendored ones third-party', async () => {
    const many = await pathFactsOf(project, project, all);
    const one = await Promise.all(all.map((p) => pathFacts(project, project, p)));
    expect(many).toEqual(one);
    expect(many.slice(0, 3).map((f) => f.thirdParty)).toEqual([false, false, false]);
    expect(many.slice(3, 9).map((f) => f.thirdParty)).toEqual([true, true, true, true, true, true]);
    expect(many[9]).toEqual({ insideProject: false, thirdParty: false });
    expect(many[10]).toMatchObject({ insideProject: true, thirdParty: false, folder: true });
    // Without the link: one check-ignore for all; the own and ignored files keep their answers.
    expect((await pathFactsOf(project, project, [...own, ...ignored])).map((f) => f.thirdParty)).toEqual([false, false, false, true, true, true]);
  });

  it('git runs once for check-ignore, not once per file (a git on the PATH that logs its calls)', async () => {
    const bin = mkdtempSync(join(tmpdir(), 'cairn-pathfacts-bin-'));
    const log = join(bin, 'calls.log');
    const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    writeFileSync(join(bin, 'git'), `#!/bin/sh\nprintf '%s\\n' "$*" >> '${log}'\nexec '${real}' "$@"\n`, { mode: 0o755 });
    const path = process.env.PATH;
    process.env.PATH = `${bin}:${path}`;
    try {
      const facts = await pathFactsOf(project, project, [...own, ...ignored]);
      expect(facts.map((f) => f.thirdParty)).toEqual([false, false, false, true, true, true]);
    } finally {
      process.env.PATH = path;
    }
    const calls = readFileSync(log, 'utf8').trim().split('\n');
    expect(calls.filter((c) => c.includes('check-ignore'))).toHaveLength(1);
    // The submodules read once (ls-files -s, config -f .gitmodules) and rev-parse once per folder (src, docs, logs, scratch).
    expect(calls.length).toBeLessThanOrEqual(1 + 2 + 4);
  });

  it('a GIT_DIR in the environment does not point check-ignore at another repository (dropped, as runGit drops it)', async () => {
    // Another repository that ignores nothing: with its GIT_DIR, git would not read the project's own
    // info/exclude. A file at the project's top (no folder for rev-parse to call a work tree of its own).
    const other = mkdtempSync(join(tmpdir(), 'cairn-pathfacts-other-'));
    execFileSync('git', ['-C', other, 'init', '-q']);
    const premise = () =>
      execFileSync('git', ['-C', project, 'check-ignore', '-q', '--no-index', '--', 'dump.md'], {
        env: { ...process.env, GIT_DIR: join(other, '.git') },
        stdio: 'ignore',
      });
    expect(premise).toThrow();
    process.env.GIT_DIR = join(other, '.git');
    try {
      expect(await pathFacts(project, project, 'dump.md')).toMatchObject({ insideProject: true, thirdParty: true });
      expect((await pathFactsOf(project, project, ['dump.md', 'scratch/notes.md', 'README.md'])).map((f) => f.thirdParty)).toEqual([true, true, false]);
    } finally {
      delete process.env.GIT_DIR;
    }
  });
});

/**
 * A `git check-ignore` that fails gives no answer, and no answer never makes a file the project's
 * own (h55-attest, DESIGN.md §10: a failure only ever lowers). Read as "not ignored", a git killed
 * or cut by the timeout made an ignored download's Read `repo` instead of `external`. The git on
 * the PATH here is a real process that fails at `check-ignore` (killed by a signal, or never
 * answering within the 2 s limit) and runs the real git for every other command.
 */
describe('pathFacts: a check-ignore that fails reads as third-party, never as the project’s own', () => {
  const project = mkdtempSync(join(tmpdir(), 'cairn-pathfacts-fail-'));
  execFileSync('git', ['-C', project, 'init', '-q']);
  writeFileSync(join(project, '.gitignore'), 'downloads/\n');
  mkdirSync(join(project, 'downloads'), { recursive: true });
  writeFileSync(join(project, 'downloads', 'guide.md'), 'a downloaded page\n');
  writeFileSync(join(project, 'README.md'), 'own\n');
  const noRepo = mkdtempSync(join(tmpdir(), 'cairn-pathfacts-norepo-'));
  writeFileSync(join(noRepo, 'notes.md'), 'own\n');
  writeFileSync(join(noRepo, 'plan.md'), 'own\n');
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  const failingGit = (how: string): string => {
    const bin = mkdtempSync(join(tmpdir(), 'cairn-pathfacts-failbin-'));
    writeFileSync(join(bin, 'git'), `#!/bin/sh\nfor a in "$@"; do [ "$a" = check-ignore ] && ${how}; done\nexec '${real}' "$@"\n`, { mode: 0o755 });
    return bin;
  };
  const withPath = async <T>(bin: string, fn: () => Promise<T>): Promise<T> => withGitEnvironment({ ...process.env, PATH: `${bin}:${process.env.PATH}` }, fn);

  it('premise: with a working git the download is third-party and the README the project’s own', async () => {
    expect((await pathFactsOf(project, project, ['downloads/guide.md', 'README.md'])).map((f) => f.thirdParty)).toEqual([true, false]);
  });

  it.each([
    ['killed by a signal', 'kill -9 $$'],
    ['crashed (exit 3)', 'exit 3'],
  ])('check-ignore %s: every path asked is third-party, one path or several', async (_, how) => {
    const bin = failingGit(how);
    expect(await withPath(bin, () => pathFacts(project, project, 'README.md'))).toMatchObject({ insideProject: true, thirdParty: true });
    expect((await withPath(bin, () => pathFactsOf(project, project, ['downloads/guide.md', 'README.md']))).map((f) => f.thirdParty)).toEqual([true, true]);
  });

  it('check-ignore cut by the timeout (a git that does not answer): third-party', async () => {
    const bin = failingGit('exec sleep 30');
    expect(await withPath(bin, () => pathFacts(project, project, 'downloads/guide.md'))).toMatchObject({ thirdParty: true });
    expect(await withPath(bin, () => pathFacts(project, project, 'README.md'))).toMatchObject({ thirdParty: true });
  }, 20_000);

  it('outside any repository, git’s 128 is an answer: nothing is git-ignored, the files stay the project’s own', async () => {
    expect(await pathFacts(noRepo, noRepo, 'notes.md')).toMatchObject({ insideProject: true, thirdParty: false });
    expect((await pathFactsOf(noRepo, noRepo, ['notes.md', 'plan.md'])).map((f) => f.thirdParty)).toEqual([false, false]);
  });

  it('a folder an ecosystem’s marker file shows is third-party at any depth (h59-attest: mix deps/ beside mix.exs, a virtualenv by its pyvenv.cfg, a crate by .cargo-checksum.json)', async () => {
    const p = mkdtempSync(join(tmpdir(), 'cairn-pathfacts-markers-'));
    const files = ['alerts/deps/tesla/README.md', 'tools/py311/lib/pkgs/httpx/NOTES.md', 'rust3p/serde/README.md', 'alerts/lib/alerts.ex'];
    for (const rel of files) {
      mkdirSync(join(p, rel, '..'), { recursive: true });
      writeFileSync(join(p, rel), 'text\n');
    }
    // Without the markers: the project's own (the control).
    for (const rel of files) expect(await pathFacts(p, p, rel), rel).toMatchObject({ insideProject: true, thirdParty: false });
    writeFileSync(join(p, 'alerts', 'mix.exs'), 'defmodule Alerts.MixProject do\nend\n');
    writeFileSync(join(p, 'tools', 'py311', 'pyvenv.cfg'), 'home = /usr/bin\n');
    writeFileSync(join(p, 'rust3p', 'serde', '.cargo-checksum.json'), '{"files":{}}\n');
    const facts = await pathFactsOf(p, p, files);
    expect(facts.map((f) => f.thirdParty)).toEqual([true, true, true, false]);
    // A folder named like a marker file is no marker.
    mkdirSync(join(p, 'lib', 'x', 'pyvenv.cfg'), { recursive: true });
    expect(await pathFacts(p, p, 'lib/x/y.md')).toMatchObject({ thirdParty: false });
  });
});
