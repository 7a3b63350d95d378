import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runGit, runGitAsync, withGitEnvironment } from '../src/resolve/runGit.js';
import { checkExportOutsideProject } from '../src/usecases/exportInProject.js';

/**
 * `runGitAsync`, runGit's asynchronous twin (one argv and environment builder): the hooks'
 * `check-ignore` and `ls-files --error-unmatch` and the export's `check-ignore` ran git by hand
 * with the caller's environment as it was, so a `GIT_DIR` there pointed them at another
 * repository. Now they drop git's redirecting variables as every other git call does.
 */
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const folder = (name: string): string => {
  const base = join(process.env.CAIRN_TEST_TMP ?? tmpdir(), 'h54-rungitasync');
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(join(base, `${name}-`));
  made.push(dir);
  return dir;
};

const git = (root: string, ...args: string[]): string =>
  execFileSync('git', ['-C', root, '-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** The project (nothing ignored) and another repository whose `info/exclude` ignores `backup.jsonl`. */
function twoRepos(): { project: string; other: string } {
  const project = folder('project');
  git(project, 'init', '-q');
  writeFileSync(join(project, 'README.md'), 'Harbour scheduler notes.\n');
  const other = folder('other');
  git(other, 'init', '-q');
  writeFileSync(join(other, '.git', 'info', 'exclude'), 'backup.jsonl\n');
  return { project, other };
}

describe('runGitAsync', () => {
  it('answers as runGit does, with the exit status: check-ignore 0 and 1, 128 outside a repository', async () => {
    const { project } = twoRepos();
    writeFileSync(join(project, '.gitignore'), 'logs/\n');
    expect(await runGitAsync(project, ['check-ignore', '-q', '--', 'logs/run.log'])).toEqual({ code: 0, stdout: '', missing: false });
    expect((await runGitAsync(project, ['check-ignore', '-q', '--', 'README.md'])).code).toBe(1);
    expect((await runGitAsync(folder('plain'), ['check-ignore', '-q', '--', 'x'])).code).toBe(128);
    expect((await runGitAsync(project, ['check-ignore', '--stdin', '-z'], { input: 'logs/a\0README.md\0logs/b\0' })).stdout).toBe('logs/a\0logs/b\0');
    expect((await runGitAsync(project, ['rev-parse', '--show-toplevel'])).stdout).toBe(runGit(project, ['rev-parse', '--show-toplevel']));
  });

  it('no git on the PATH reads as missing; output over maxBuffer reads as no exit status', async () => {
    const { project } = twoRepos();
    const gone = await withGitEnvironment({ PATH: join(project, 'no-such-bin') }, () => runGitAsync(project, ['status']));
    expect(gone).toEqual({ code: undefined, stdout: '', missing: true });
    expect(await runGitAsync(project, ['ls-files', '-o', '-z'], { maxBuffer: 4 })).toEqual({ code: undefined, stdout: '', missing: false });
    expect((await runGitAsync(project, ['ls-files', '-o', '-z'], { maxBuffer: 64 })).stdout).toBe('README.md\0');
  });

  it('a GIT_DIR in the environment does not point check-ignore at another repository (dropped, as runGit drops it)', async () => {
    const { project, other } = twoRepos();
    const env = { ...process.env, GIT_DIR: join(other, '.git') };
    // The premise: plain git with that environment reads the other repository's excludes.
    const plain = () => execFileSync('git', ['-C', project, 'check-ignore', '-q', '--', 'backup.jsonl'], { env, stdio: 'ignore' });
    expect(plain).not.toThrow();
    const run = await withGitEnvironment(env, () => runGitAsync(project, ['check-ignore', '-q', '--', 'backup.jsonl']));
    expect(run.code).toBe(1);
  });
});

describe('checkExportOutsideProject: git asked about the project’s own repository', () => {
  it('an export into the project is refused though a GIT_DIR in the environment names a repository that ignores it', async () => {
    const { project, other } = twoRepos();
    const target = join(project, 'backup.jsonl');
    await expect(checkExportOutsideProject(target, [project], 'backup.jsonl')).rejects.toThrow(/git does not ignore it/u);
    const redirected = withGitEnvironment({ ...process.env, GIT_DIR: join(other, '.git') }, () => checkExportOutsideProject(target, [project], 'backup.jsonl'));
    await expect(redirected).rejects.toThrow(/git does not ignore it/u);
    // Control: the project's own exclude still lets it be written there.
    writeFileSync(join(project, '.git', 'info', 'exclude'), 'backup.jsonl\n');
    await expect(checkExportOutsideProject(target, [project], 'backup.jsonl')).resolves.toBeUndefined();
  });
});
