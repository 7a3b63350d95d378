import { execFileSync } from 'node:child_process';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runGit, withGitEnvironment } from '../src/resolve/runGit.js';
import { agentScriptRepos, git, ran } from './agentScriptRepo.js';

/**
 * Attack h54 E4 (a program run outside the sandbox; defence in depth, reachable where the config
 * is): runGit's `noFilters` empties each filter driver the config names with
 * `-c filter.<driver>.clean=` … — but git splits a `-c` argument at its FIRST `=`, and a driver's
 * name is a config subsection, which may hold `=`. A driver named `a=b` (`[filter "a=b"] clean =
 * <program>`, `.gitattributes`: `* filter=a=b`) gets `-c filter.a=b.clean=`, read by git as the key
 * `filter.a` set to `b.clean=`: the real driver keeps its program, and `ls-files -m` (the working
 * tree's index, in Cairn's hook and MCP server, outside the sandbox) runs it.
 * Reachability: a protected Claude Code session cannot write `.git/config`, but a repository whose
 * config includes a file of the working tree (`git config include.path ../.gitconfig`, a common way
 * to share aliases and diff drivers) lets the agent write the driver there — shown here (the
 * agent writes only `.gitconfig` and `.gitattributes` in the project). Real git, runGit as Cairn runs it.
 * Fix: pass the emptied drivers as `GIT_CONFIG_COUNT` / `GIT_CONFIG_KEY_<n>` / `GIT_CONFIG_VALUE_<n>`
 * (git ≥ 2.31: key and value apart, any subsection), or read as no answer (skip the command) when a
 * driver's name holds `=`.
 */
const repos = agentScriptRepos('h54-filtername');

/** A committed repository whose config includes the working tree's `.gitconfig`; the agent writes a filter driver named `driver` there. */
function includingRepo(driver: string): { root: string; marker: string } {
  const { root, marker } = repos.committed();
  // The person's one-time setup of a shared config file (the repository's own convention).
  git(root, 'config', 'include.path', '../.gitconfig');
  // What the agent writes, in the working tree only.
  mkdirSync(join(root, 'tools'));
  const script = repos.agentScript(join(root, 'tools', 'clean.sh'), marker, 'cat');
  writeFileSync(join(root, '.gitconfig'), `[filter "${driver}"]\n\tclean = ${script}\n`);
  writeFileSync(join(root, '.gitattributes'), `README.md filter=${driver}\n`);
  // Same content, a new mtime: git must hash the file again to tell it unmodified (the clean filter's door).
  const later = new Date(Date.now() + 5_000);
  utimesSync(join(root, 'README.md'), later, later);
  return { root, marker };
}

describe('attack h54 E4: a filter driver whose name holds "=" escapes runGit’s emptied filters', () => {
  it('control: a driver with a plain name is emptied — runGit’s ls-files -m runs nothing (plain git runs it)', () => {
    const { root, marker } = includingRepo('agent');
    runGit(root, ['ls-files', '-m', '-z']);
    expect(ran(marker)).toBe('');
    execFileSync('git', ['-C', root, 'ls-files', '-m'], { stdio: 'ignore' });
    expect(ran(marker)).toMatch(/ran: /u);
  });

  it('a driver named "a=b" is emptied too: runGit’s ls-files -m runs no program', () => {
    const { root, marker } = includingRepo('a=b');
    runGit(root, ['ls-files', '-m', '-z']);
    // Failed before the fix: `-c filter.a=b.clean=` set `filter.a`, not the driver's clean (the agent's script ran inside runGit).
    expect(ran(marker)).toBe('');
  });

  it('the drivers are emptied after the entries the caller’s own GIT_CONFIG_COUNT sets, which stay', () => {
    const { root, marker } = includingRepo('a=b');
    writeFileSync(join(root, 'README.md'), 'Harbour scheduler notes, changed.\n');
    const env = { ...process.env, GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'diff.noprefix', GIT_CONFIG_VALUE_0: 'true' };
    const out = withGitEnvironment(env, () => runGit(root, ['diff']));
    expect(out).toMatch(/^--- README\.md$/mu);
    expect(ran(marker)).toBe('');
  });
});
