import { COMMIT_ID, checkRepoTrust } from '@cairn/core';
import { loadKeyring, readProjectIdentity, readRepoTrust } from '@cairn/person';
import { projectKey } from '@cairn/store-fs';
import type { GitRunner } from './workingTree.js';
import { spawnGit } from './workingTree.js';

/**
 * The commit a person's `cairn trust --repo` names (A7, issue #22): anyone may `git commit` — an
 * agent too — so "git tracks it now" is nobody's word; the person signs the commit they reviewed
 * (HEAD when they sign, core's `repoTrustPlan`), and a tracked file is a trusted witness only
 * while its content is that commit's (`headBlobs` with the commit). Git is asked with commit ids
 * only (core's `COMMIT_ID`), never with a ref or option an agent could name.
 */

/** HEAD's commit id in the checkout at `root` (a detached HEAD too), or undefined: no repository, or no commit yet. */
export function headCommit(root: string, git: GitRunner = spawnGit): string | undefined {
  const out = git(root, ['rev-parse', '--verify', '-q', 'HEAD^{commit}'])?.trim();
  return out !== undefined && COMMIT_ID.test(out) ? out : undefined;
}

/**
 * Why the commit the person trusted no longer stands for this checkout, or undefined when it does:
 * git has it and HEAD descends from it (or is it). Gone (rebased away and pruned, a shallow clone
 * cut before it) or left behind (HEAD on a history that does not hold it): the person's trust
 * falls back to none until they review and sign again; nothing else changes.
 *
 * @param commit - the declaration's commit (hex)
 */
export function trustedCommitProblem(root: string, commit: string, git: GitRunner = spawnGit): string | undefined {
  if (!COMMIT_ID.test(commit)) return 'it names no commit';
  const short = commit.slice(0, 12);
  const again = 'review what changed and run `cairn trust --repo` again';
  if (git(root, ['cat-file', '-e', `${commit}^{commit}`]) === undefined) {
    const shallow = git(root, ['rev-parse', '--is-shallow-repository'])?.trim() === 'true';
    return shallow
      ? `the commit you trusted (${short}) is not in this shallow clone (\`git fetch --unshallow\` brings it back, or ${again})`
      : `the commit you trusted (${short}) is no longer in this repository (rebased away?): ${again}`;
  }
  const head = headCommit(root, git);
  if (head === undefined) return `this checkout has no HEAD commit, so the commit you trusted (${short}) cannot be checked`;
  if (head !== commit && git(root, ['merge-base', '--is-ancestor', commit, head]) === undefined)
    return `the commit you trusted (${short}) is not in HEAD's history (another branch, or rewritten): ${again}`;
  return undefined;
}

/**
 * The files that differ between commit `from` and commit `to` (`git diff --name-only`, renames
 * as a deletion and an addition), sorted; undefined when git cannot say (a commit gone).
 */
export function changedSince(root: string, from: string, to: string, git: GitRunner = spawnGit): string[] | undefined {
  if (!COMMIT_ID.test(from) || !COMMIT_ID.test(to)) return undefined;
  const out = git(root, ['diff', '--name-only', '--no-renames', '-z', from, to, '--']);
  return out === undefined
    ? undefined
    : out
        .split('\0')
        .filter((p) => p !== '')
        .sort();
}

/**
 * The commit named by the stored declaration of the project at `project.path` (its store's key,
 * store-fs `projectKey`, or `project.key` when given) when the declaration holds as the person
 * signed it: checked where it is read (attack h53b D4), as the session's own reads check it —
 * the person's keyring from the home (`loadKeyring`), the act bound to this project, its folder
 * and the root commits recorded for it, the signature verifying (core's `checkRepoTrust`). A
 * declaration written or edited by anyone else (an agent of an unprotected session can write the
 * home) names no commit here. Undefined when there is no declaration, it does not verify, or it
 * names no commit. Whether the commit is still in this checkout's history is not asked here
 * (`trustedCommitProblem`): a commit git no longer has lists no blob, so nothing is committed at it.
 */
export async function declaredCommit(home: string, project: { path: string; key?: string }): Promise<string | undefined> {
  const key = project.key ?? projectKey(project.path);
  const raw = await readRepoTrust(home, key).catch(() => undefined);
  if (raw === undefined) return undefined;
  const loaded = await loadKeyring(home).catch(() => undefined);
  if (loaded === undefined) return undefined;
  const recorded = await readProjectIdentity(home, key).catch(() => undefined);
  const roots = recorded !== undefined && recorded !== 'unreadable' ? recorded.roots : [];
  const state = checkRepoTrust(raw, { key, path: project.path, roots }, loaded.keyring);
  return state.trusted ? state.commit : undefined;
}
