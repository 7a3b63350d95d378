import { execFileSync } from 'node:child_process';
import { unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runGit } from '../src/resolve/runGit.js';
import { agentScriptRepos, git, ran } from './agentScriptRepo.js';

/**
 * Attack h53b D3: runGit's guards (`-c core.fsmonitor=false -c core.hooksPath=/dev/null`, filter
 * drivers emptied) leave git's LAZY FETCH: in a repository whose config says it is a partial clone
 * (`extensions.partialClone`, a `promisor` remote), any command that reads a missing object —
 * `ls-tree HEAD` (the trusted commit's blobs, session gitFacts `headBlobs`), `cat-file -e <commit>`
 * (trustedCommit), `rev-list --all`, `merge-base` — runs `git fetch` from that remote, and the
 * remote's `uploadpack` (or `core.sshCommand` for an ssh URL) is a program the config names, run
 * by Cairn's hook or MCP server outside the sandbox. The same config an agent would write for
 * C9's `core.fsmonitor` (`.git/config`, or any file it includes); and for a person's real partial
 * clone (`git clone --filter=tree:0`), the hook fetches over the network at each read. Real git.
 * Fix: `-c protocol.allow=never` in GIT_NO_PROGRAMS (git refuses every transport, so no fetch and
 * no program; checked below) and `GIT_NO_LAZY_FETCH=1` where git ≥ 2.44 reads it.
 */
const repos = agentScriptRepos('h53b-lazyfetch');

/** A committed repository that says it is a partial clone, whose promisor remote's upload-pack is the agent's script; HEAD's tree object is gone. */
function promisorRepo(): { root: string; marker: string; head: string } {
  const { root, marker } = repos.committed();
  const head = git(root, 'rev-parse', 'HEAD').trim();
  const tree = git(root, 'rev-parse', 'HEAD^{tree}').trim();
  unlinkSync(join(root, '.git', 'objects', tree.slice(0, 2), tree.slice(2)));
  const script = repos.agentScript(join(root, '.git', 'agent.sh'), marker, 'exit 1');
  git(root, 'config', 'core.repositoryformatversion', '1');
  git(root, 'config', 'extensions.partialClone', 'origin');
  git(root, 'config', 'remote.origin.url', root);
  git(root, 'config', 'remote.origin.promisor', 'true');
  git(root, 'config', 'remote.origin.uploadpack', script);
  return { root, marker, head };
}

describe('attack h53b D3: a partial clone’s lazy fetch runs the program the config names for its remote', () => {
  it('control: plain git runs it on ls-tree; with protocol.allow=never (the suggested guard) nothing runs', () => {
    const { root, marker } = promisorRepo();
    try {
      execFileSync('git', ['-C', root, '-c', 'protocol.allow=never', 'ls-tree', '-r', '-z', 'HEAD'], { stdio: 'ignore' });
    } catch {
      // The tree is missing and may not be fetched: git fails, as it should.
    }
    expect(ran(marker)).toBe('');
    try {
      execFileSync('git', ['-C', root, 'ls-tree', '-r', '-z', 'HEAD'], { stdio: 'ignore' });
    } catch {
      // The script exits 1: the fetch fails after it ran.
    }
    expect(ran(marker)).toMatch(/ran: /u);
  });

  it('runGit’s ls-tree of HEAD (headBlobs) and cat-file of the trusted commit run no program', () => {
    const { root, marker, head } = promisorRepo();
    runGit(root, ['--literal-pathspecs', 'ls-tree', '-r', '-z', 'HEAD', '--', 'README.md']);
    runGit(root, ['cat-file', '-e', `${'0'.repeat(39)}1^{commit}`]);
    expect(head).toMatch(/^[0-9a-f]{40}$/u);
    // Failed here before the fix (the promisor remote's upload-pack ran inside runGit): protocol.allow=never, GIT_NO_LAZY_FETCH.
    expect(ran(marker)).toBe('');
  });
});
