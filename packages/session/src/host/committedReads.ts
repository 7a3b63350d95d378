import { COMMIT_ID, type CommittedRead, type KeyedHash, readFingerprint } from '@cairn/core';
import { headBlobs } from '../binding/gitFacts.js';
import { type GitRunner, gitBlobId } from '../binding/workingTree.js';

/** Paths asked of git in one `ls-tree` call (well under any command line's length: a ref is at most 2,048 characters). */
const PATHS_PER_CALL = 200;

/** What git said of each path asked at each commit, for this process: a commit id names one tree for good. */
const known = new Map<string, Map<string, string>>();
/** Commits whose remembered paths are dropped past this many (a long-lived MCP server). */
const MAX_KNOWN_PATHS = 200_000;

/** Each committed blob's id as a CRLF checkout writes it ({@link crlfBlob}), '' when it has no LF or git did not answer; for this process. */
const crlfIds = new Map<string, string>();
/** Blobs whose CRLF form is remembered past this many: the map starts again. */
const MAX_CRLF_IDS = 10_000;

/**
 * The blob id of committed blob `id` as a checkout converting line endings writes it (git's
 * `core.autocrlf=true` or `text eol=crlf`: each LF not already after a CR written as CRLF), or
 * undefined when the blob holds no LF (nothing to convert) or git does not answer (`git cat-file
 * blob <id>`, the id only). The hooks judge a read of such a checkout committed by its CRLF read as
 * LF (`lfBlobId`) and store the blob id of what they read, the CRLF form (h55-attest).
 */
function crlfBlob(root: string, git: GitRunner, id: string): string | undefined {
  let known = crlfIds.get(id);
  if (known === undefined) {
    const text = git(root, ['cat-file', 'blob', id]);
    known = text === undefined || !text.includes('\n') ? '' : gitBlobId(Buffer.from(text.replace(/\r?\n/gu, '\r\n'), 'utf8'));
    if (text !== undefined) {
      if (crlfIds.size >= MAX_CRLF_IDS) crlfIds.clear();
      crlfIds.set(id, known);
    }
  }
  return known === '' ? undefined : known;
}

/**
 * Whether a stored read's content is the tree of `commit` at the write (core's
 * {@link CommittedRead}, attack h53b D4): the git blob id at the read's `ref` in `commit`
 * (`headBlobs`, `git ls-tree` with the commit id only), under the observations' key
 * ({@link readFingerprint}), is the read's `blob` — or, line endings apart, the id of that blob as
 * a CRLF checkout writes it ({@link crlfBlob}: a read of a `core.autocrlf` checkout is the commit's
 * text, and the hooks judged it committed so; h55-attest). The paths asked are those of the stored reads
 * observed `tracked` (`refs`), in one call per {@link PATHS_PER_CALL}; what git answered is kept
 * per commit for the process. No commit (no declaration and no HEAD), or git not answering:
 * nothing is committed — the lower trust.
 *
 * @param root - the folder the hooks judged the reads from (the project's folder: `ref` is relative to it)
 * @param commit - the commit that counts now: the one the person signed while `cairn trust --repo` holds, else HEAD (hex)
 * @param refs - the `ref`s of the stored reads observed `tracked`
 * @param hash - the observations' keyed hash
 */
export function committedReads(root: string, commit: string | undefined, refs: Iterable<string>, hash: KeyedHash, git: GitRunner): CommittedRead {
  if (commit === undefined || !COMMIT_ID.test(commit)) return () => false;
  let blobs = known.get(commit);
  if (blobs === undefined || blobs.size > MAX_KNOWN_PATHS) {
    blobs = new Map();
    known.set(commit, blobs);
  }
  const asked = [...new Set(refs)].filter((r) => !(blobs as Map<string, string>).has(r));
  for (let i = 0; i < asked.length; i += PATHS_PER_CALL) {
    const part = asked.slice(i, i + PATHS_PER_CALL);
    const found = headBlobs(root, git, part, commit);
    // '' records "not in the commit's tree" when git answered for some of them; an empty answer
    // (none there, or git failed) is not kept: asked again by the next write.
    if (found.size > 0) for (const p of part) blobs.set(p, found.get(p) ?? '');
  }
  const at = blobs;
  return (ref, blob) => {
    const id = at.get(ref);
    if (id === undefined || id === '') return false;
    if (readFingerprint(id, hash) === blob) return true;
    const crlf = crlfBlob(root, git, id);
    return crlf !== undefined && readFingerprint(crlf, hash) === blob;
  };
}
