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
}

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
  return on
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
  | { trusted: true /** ISO time the person signed it. */; at: string /** The signing key's id. */; signer: string }
  | { trusted: false /** Why a declaration that is there does not count; absent when there is none. */; problem?: string };

/**
 * Checks a stored repository-trust declaration (issue #22: "a person's act, kept in the home; a
 * repository can never grant itself trust"): it holds only when it is a `trust` act the person's
 * key signed over {@link repoTrustPlan} of exactly this project (its key and folder), record id
 * none, not a pre-signed act. It names the repository's root commits when there are some, so a
 * declaration signed for another repository at the same path (or before root commits were named,
 * attack-h49 N3) binds nothing: trust is lowered until the person signs again. Anything else — nothing, a malformed file, an unsigned or badly
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
  if (!bindsTo(act, { act: 'trust', project: project.key, id: null, shown: ring.digest(repoTrustPlan(project, true)) }))
    return { trusted: false, problem: 'it was signed for another act, project or folder' };
  if (!ring.verify(act.key, actStatement(statementOf(act)), act.sig, act.at))
    return {
      trusted: false,
      problem: ring.doubt !== undefined ? `it cannot be checked (${ring.doubt})` : "its signature does not verify with the person's key",
    };
  return { trusted: true, at: act.at, signer: act.key };
}
