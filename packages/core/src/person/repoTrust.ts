import type { PersonKeyring } from './PersonKeyring.js';
import { actStatement, bindsTo, type SignedAct, SignedActSchema, statementOf } from './signedAct.js';

/** The project a declaration names: its key (the store's), its canonical folder and its repository. */
export interface TrustedProject {
  key: string;
  path: string;
  /**
   * The git root commits of the folder's repository (sorted, hex; attack-h49 N3), named in what is
   * signed so a declaration does not carry over to another repository cloned at the same path.
   * Absent or empty: the folder is no git repository with a commit, and the plan names none.
   */
  roots?: readonly string[];
  /**
   * The commit the person trusts (hex, 40 or 64 digits; A7, issue #22): HEAD when they signed.
   * A tracked file is a trusted witness only while its content is this commit's — anyone may
   * `git commit`, an agent too, so "tracked now" is nobody's word. Named in the plan (version 2)
   * and kept beside the act ({@link TrustDeclaration.commit}); absent in a withdrawal's plan.
   */
  commit?: string;
}

/** A commit id as git prints it (SHA-1 or SHA-256). */
export const COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/u;

/**
 * The declaration as kept in the home: the person's signed act, and beside it the commit they
 * trusted, which the act's `shown` binds (the plan names it): a commit edited in the file binds
 * nothing. A declaration signed before commits were named has none and holds nothing.
 */
export type TrustDeclaration = SignedAct & { commit: string };

/** The repository named in a plan: ` in the repository with root commit(s) …`, or nothing. */
function repositoryWords(project: TrustedProject): string {
  const roots = project.roots ?? [];
  if (roots.length === 0) return '';
  return `, the git repository with root commit${roots.length > 1 ? 's' : ''} ${roots.join(', ')}`;
}

/**
 * What `cairn trust --repo` shows the person and signs (its sha256 is the act's `shown`), or,
 * with `on` false, what withdrawing it shows. It names the project's folder and key, so a
 * declaration copied to another project's place binds nothing there (issue #22).
 */
export function repoTrustPlan(project: TrustedProject, on: boolean): string {
  return on && project.commit !== undefined
    ? [
        'cairn-trust-repo/2',
        `Trust the files git tracks in ${project.path} (project ${project.key}${repositoryWords(project)}), as they are at commit ${project.commit}.`,
        'A file a later commit changes or adds (anyone may commit, your agent too) is not trusted until you review it and sign again (`cairn trust --repo`).',
        "Memories attested by them then promote like your agent's own conclusions (after sightings in two protected sessions), never like yours.",
        'Third-party folders (node_modules, vendored code, submodules), ignored and untracked files are never trusted.',
      ].join('\n')
    : on
      ? [
          'cairn-trust-repo/1',
          `Trust the files git tracks in ${project.path} (project ${project.key}${repositoryWords(project)}).`,
          "Memories attested by them then promote like your agent's own conclusions (after sightings in two protected sessions), never like yours.",
          'Third-party folders (node_modules, vendored code, submodules), ignored and untracked files are never trusted.',
        ].join('\n')
      : [
          'cairn-trust-repo/1',
          `Stop trusting the files git tracks in ${project.path} (project ${project.key}${repositoryWords(project)}).`,
          'Its repo memories stay candidates from then on.',
        ].join('\n');
}

/** Whether the person's declaration holds, as every reader and writer checks it ({@link checkRepoTrust}). */
export type RepoTrustState =
  | {
      trusted: true;
      /** ISO time the person signed it. */
      at: string;
      /** The signing key's id. */
      signer: string;
      /** The commit the person trusted (hex): a tracked file is a trusted witness only while its content is this commit's. */
      commit: string;
    }
  | { trusted: false /** Why a declaration that is there does not count; absent when there is none. */; problem?: string };

/**
 * Checks a stored repository-trust declaration (issue #22: "a person's act, kept in the home; a
 * repository can never grant itself trust"): it holds only when it is a `trust` act the person's
 * key signed over {@link repoTrustPlan} of exactly this project (its key and folder), record id
 * none, not a pre-signed act. It names the repository's root commits when there are some, so a
 * declaration signed for another repository at the same path (or before root commits were named,
 * attack-h49 N3) binds nothing: trust is lowered until the person signs again. It names the commit
 * the person trusted (A7: the declaration's `commit`, bound by the plan), and one signed before
 * commits were named holds nothing until the person signs again. Anything else — nothing, a malformed file, an unsigned or badly
 * signed act, one signed for another project or folder, one edited after signing, a key file in
 * doubt — reads as no trust, with why.
 *
 * @param raw - the stored declaration as parsed JSON, or undefined when there is none
 */
export function checkRepoTrust(raw: unknown, project: TrustedProject, ring: PersonKeyring): RepoTrustState {
  if (raw === undefined) return { trusted: false };
  const parsed = SignedActSchema.safeParse(raw);
  if (!parsed.success) return { trusted: false, problem: 'the declaration is not a signed act' };
  const act = parsed.data as SignedAct;
  if (act.expires !== undefined) return { trusted: false, problem: 'a pre-signed act is no standing declaration' };
  const commit = (raw as { commit?: unknown }).commit;
  if (typeof commit !== 'string' || !COMMIT_ID.test(commit))
    return { trusted: false, problem: 'it names no commit (signed before declarations named the commit you trusted): run `cairn trust --repo` again' };
  if (!bindsTo(act, { act: 'trust', project: project.key, id: null, shown: ring.digest(repoTrustPlan({ ...project, commit }, true)) }))
    return { trusted: false, problem: 'it was signed for another act, project or folder' };
  if (!ring.verify(act.key, actStatement(statementOf(act)), act.sig, act.at))
    return {
      trusted: false,
      problem: ring.doubt !== undefined ? `it cannot be checked (${ring.doubt})` : "its signature does not verify with the person's key",
    };
  return { trusted: true, at: act.at, signer: act.key, commit };
}
