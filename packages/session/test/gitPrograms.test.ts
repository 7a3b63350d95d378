import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runGit, runGitAsync } from '../src/resolve/runGit.js';

/**
 * Attack h53 C9: the repository's own config (`.git/config`, which an agent in the project may
 * write) named a program — `core.fsmonitor`, a clean filter, a hook — and git ran it inside
 * Cairn's hook and MCP server, outside the host's sandbox, with the Cairn home in reach. Every git
 * command Cairn runs (the list below: session's binding, resolve and hooks' listing) runs through
 * `runGit`, which overrides them. Real git, a real repository in a temporary folder.
 */
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const git = (root: string, ...args: string[]): string =>
  execFileSync('git', ['-C', root, '-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** A committed repository whose config names programs for every door: fsmonitor, hooks, a clean/smudge/process filter. */
function hostileRepo(): { root: string; marker: string; head: string; first: string } {
  const base = join(process.env.CAIRN_TEST_TMP ?? tmpdir(), 'h53-gitprograms');
  mkdirSync(base, { recursive: true });
  const root = mkdtempSync(join(base, 'repo-'));
  made.push(root);
  git(root, 'init', '-q');
  writeFileSync(join(root, 'README.md'), 'Harbour scheduler notes.\n');
  writeFileSync(join(root, '.gitattributes'), '* filter=agent\n');
  git(root, 'add', '.');
  git(root, 'commit', '-qm', 'one');
  const first = git(root, 'rev-parse', 'HEAD').trim();
  writeFileSync(join(root, 'notes.md'), 'Berths reload nightly.\n');
  git(root, 'add', 'notes.md');
  git(root, 'commit', '-qm', 'two');
  const head = git(root, 'rev-parse', 'HEAD').trim();
  const marker = join(root, '..', `${root.split('/').pop()}-ran`);
  const script = join(root, '.git', 'agent.sh');
  writeFileSync(script, `#!/bin/sh\necho "ran: $0 $*" >> '${marker}'\ncat\n`);
  chmodSync(script, 0o755);
  mkdirSync(join(root, '.git', 'agent-hooks'));
  for (const hook of ['post-index-change', 'post-checkout', 'reference-transaction'])
    writeFileSync(join(root, '.git', 'agent-hooks', hook), `#!/bin/sh\necho "hook ${hook}" >> '${marker}'\n`, { mode: 0o755 });
  // What an agent writes into the project's own config.
  git(root, 'config', 'core.fsmonitor', script);
  git(root, 'config', 'core.hooksPath', join(root, '.git', 'agent-hooks'));
  git(root, 'config', 'filter.agent.clean', script);
  git(root, 'config', 'filter.agent.smudge', script);
  git(root, 'config', 'filter.agent.required', 'true');
  // Same content, a new mtime: git must hash the file again to tell it unmodified (a clean filter's door).
  const later = new Date(Date.now() + 5_000);
  utimesSync(join(root, 'README.md'), later, later);
  return { root, marker, head, first };
}

const ran = (marker: string): string => (existsSync(marker) ? readFileSync(marker, 'utf8') : '');

describe('git runs no program the repository’s config names (attack h53 C9)', () => {
  it('control: plain git runs them (the premise)', () => {
    const { root, marker } = hostileRepo();
    execFileSync('git', ['-C', root, 'ls-files', '-m', '-z'], { stdio: 'ignore' });
    expect(ran(marker)).toMatch(/ran: /u);
  });

  it('every git command Cairn runs, through runGit, runs none — and still answers', () => {
    const { root, marker, head, first } = hostileRepo();
    const blob = git(root, 'rev-parse', 'HEAD:README.md').trim();
    const commands: string[][] = [
      ['rev-parse', '--path-format=absolute', '--git-path', 'index', '--git-path', 'HEAD', '--git-common-dir'],
      ['rev-parse', '--verify', '-q', 'HEAD'],
      ['rev-parse', '--verify', '-q', 'HEAD^{commit}'],
      ['rev-parse', '--is-shallow-repository'],
      ['rev-parse', '--git-dir'],
      ['ls-files', '-s', '-z'],
      ['ls-files', '-m', '-z'],
      ['ls-files', '-o', '--exclude-standard', '-z'],
      ['ls-files', '-o', '-i', '--exclude-standard', '--directory', '-z'],
      ['cat-file', '-s', blob],
      ['cat-file', 'blob', blob],
      ['cat-file', '-e', `${head}^{commit}`],
      ['merge-base', '--is-ancestor', first, head],
      ['diff', '--name-only', '--no-renames', '-z', first, head, '--'],
      ['diff-index', '--cached', '--no-renames', '--name-only', '--diff-filter=D', '-z', first, '--'],
      ['rev-list', '--max-parents=0', '--all'],
      ['config', '--path', '--get', 'core.excludesFile'],
      ['symbolic-ref', '-q', 'HEAD'],
    ];
    const answers = commands.map((args) => runGit(root, args));
    expect(ran(marker)).toBe('');
    // The guards change nothing git answers: the file is unmodified, both files are listed.
    expect(answers[6]).toBe('');
    expect(answers[5]?.split('\0').filter((l) => l.length > 0)).toHaveLength(3);
    expect(answers[13]).toBe('notes.md\0');
    expect(runGit(root, ['cat-file', '--batch-check'], { input: `${head}\n` })).toMatch(/ commit /u);
    expect(ran(marker)).toBe('');
  });

  it('runGitAsync (the hooks’ and the export’s twin, one argv builder) runs none either — and answers the same', async () => {
    const { root, marker } = hostileRepo();
    for (const args of [
      ['ls-files', '-m', '-z'],
      ['ls-files', '-s', '-z'],
      ['status', '--porcelain'],
      ['check-ignore', '-q', '--', 'README.md'],
    ]) {
      const run = await runGitAsync(root, args);
      expect(ran(marker), args.join(' ')).toBe('');
      expect(run.stdout, args.join(' ')).toBe(runGit(root, args) ?? '');
    }
    expect((await runGitAsync(root, ['ls-files', '--error-unmatch', '--', 'notes.md'])).code).toBe(0);
    expect(ran(marker)).toBe('');
  });
});
