import { isHumanChannel } from '../policy/policy.js';
import { evidenceFile } from '../policy/confirmEligibility.js';
import type { AuditEvent, MemoryRecord } from '../schema/record.js';

/**
 * Rejections that stick (issue #17: "Reject (forget, or keep as a rejected record the importer
 * won't bring back)"). A rejected memory is forgotten like any other — its text leaves every
 * file the store keeps — and its `forget` audit line records, in `applied.rejected`, one
 * digest per content read from a file: sha256 over the project key and the content hash the
 * importer supplied for those lines (`callerSourceHash`). No text, and nothing the store did
 * not hold before: the importer's hash was on the record's evidence. An import computes the
 * same digest for each chunk it reads and skips a chunk a person rejected — the same content
 * in any file of the project, wherever its lines moved, so a renamed or copied file does not
 * bring a rejected order back (issue #14, the seventh newcomer walk: `git mv AGENTS.md
 * docs/AGENTS.md` then `cairn import .` stored the rejected curl line again); changed lines
 * are new content and come back for review. Rejections recorded before named the file too
 * (the digest of {@link rejectionKey} with the file): those still match that file only.
 */

/** What a rejection's digest names in place of a file: the content anywhere in the project. */
const ANY_FILE = '*';

/** Version tag of the digested statement: a change of the key's shape changes the tag. */
const REJECTION_TAG = 'cairn-rejected/1';

/**
 * The digest an import looks a chunk up by.
 *
 * @param projectKey - the store's project key (12 hex)
 * @param source - the evidence source, `path:start-end` (relative to the project) or a bare path; `*` for the content in any file (what a rejection records now)
 * @param contentHash - the importer's hex sha256 of the chunk's text (`sourceHash` of an import request)
 * @param digest - hex sha256 of a UTF-8 string (injected: core does no I/O or crypto)
 * @returns 64 lowercase hex characters
 */
export function rejectionKey(projectKey: string, source: string, contentHash: string, digest: (text: string) => string): string {
  return digest(`${REJECTION_TAG}\n${projectKey}\n${evidenceFile(source)}\n${contentHash}`);
}

/**
 * The importer's content hashes (`callerSourceHash`) of the file lines `record` was read from:
 * what a rejection of it skips, in any file. Sorted and deduplicated, so a signer and a reader
 * derive the same list.
 */
export function rejectedContentOf(record: Pick<MemoryRecord, 'evidence'>): string[] {
  const hashes = new Set<string>();
  for (const e of record.evidence) if (e.source !== null && e.callerSourceHash !== undefined) hashes.add(e.callerSourceHash);
  return [...hashes].sort();
}

/** The digests a rejection of `record` records: one per content read from a file (the importer's hash), in any file, deduplicated. */
export function rejectionKeysOf(record: Pick<MemoryRecord, 'projectKey' | 'evidence'>, digest: (text: string) => string): string[] {
  return rejectedContentKeys(record.projectKey, rejectedContentOf(record), digest);
}

/** The digests that make an import of the project `projectKey` skip each of `contents` (importer content hashes), in any file. */
export function rejectedContentKeys(projectKey: string, contents: readonly string[], digest: (text: string) => string): string[] {
  return [...new Set(contents.map((h) => rejectionKey(projectKey, ANY_FILE, h, digest)))];
}

/** Version tag of what a reject's signature covers (see {@link rejectShown}). */
const REJECT_SHOWN_TAG = 'cairn-reject-shown/1';

/**
 * The `shown` a person's `reject` signs (issue #14, the twelfth newcomer walk: a backup must
 * carry rejections, each still verifiable after the memory's text is gone): the hex sha256 of
 * the tag, the digest of the view the person read (`actView`) and each content hash the
 * rejection skips ({@link rejectedContentOf}). A reader that holds only the view's digest and the
 * content hashes — what the reject's audit line keeps, no text — checks that the signature
 * covers exactly the lines it makes an import skip.
 *
 * @param viewDigest - hex sha256 of `actView('reject', record)`
 * @param contents - the importer's content hashes the rejection skips (any order; sorted here)
 * @param digest - hex sha256 of a UTF-8 string
 * @returns 64 lowercase hex characters
 */
export function rejectShown(viewDigest: string, contents: readonly string[], digest: (text: string) => string): string {
  return digest([REJECT_SHOWN_TAG, `view ${viewDigest}`, ...[...new Set(contents)].sort().map((h) => `content ${h}`)].join('\n'));
}

/** What an import asks of the rejections: when a person rejected these lines, if they did. */
export interface RejectionIndex {
  /**
   * The day (`YYYY-MM-DD`, UTC) a person rejected what was read from `source` with this content,
   * or `undefined` when nobody did.
   *
   * @param source - `path:start-end` or a bare path, relative to the project
   * @param contentHash - the importer's hex sha256 of the chunk's text
   */
  rejectedOn(source: string, contentHash: string): string | undefined;
  /** How many digests are recorded. */
  readonly size: number;
}

/**
 * The rejections recorded in a project's audit log: `forget` lines on a person's channel (`cli`,
 * `vscode`) with `applied.rejected`, and `restore` lines of a rejection a restore verified
 * (`judgeRestoredRejection`, issue #14). A line from an agent's channel is never one (core refuses
 * forget there, so such a line was not written by Cairn); a rejection only ever makes an import
 * skip lines a person could have forgotten anyway, so it raises no trust. The latest line wins.
 *
 * A moved project keeps its rejections (issue #14, second walk): the digests recorded before a
 * move name the old key, so a reader passes every key the person's signed relinks lead back to
 * (`projectKeys`); a line rejected under any of them is skipped.
 *
 * @param audit - the project's audit lines (`ProjectStore.readAudit()`), any order
 * @param projectKey - the store's project key, or every key it accepts (its own and those its relinks lead back to)
 * @param digest - hex sha256 of a UTF-8 string
 */
export function rejectionIndex(audit: readonly AuditEvent[], projectKey: string | Iterable<string>, digest: (text: string) => string): RejectionIndex {
  const keys = typeof projectKey === 'string' ? [projectKey] : [...new Set(projectKey)];
  const on = new Map<string, string>();
  for (const line of audit) {
    // A rejection restored from a backup (`restore`, issue #14) is dated by the person's act.
    if ((line.event !== 'forget' && line.event !== 'restore') || !isHumanChannel(line.channel)) continue;
    const keys = line.applied?.rejected;
    if (!Array.isArray(keys)) continue;
    const signedAt = (line.act as { at?: unknown } | undefined)?.at;
    const when = line.event === 'restore' && typeof signedAt === 'string' ? signedAt : line.time;
    const day = typeof when === 'string' && /^\d{4}-\d{2}-\d{2}/u.test(when) ? when.slice(0, 10) : 'an unknown day';
    for (const k of keys) if (typeof k === 'string' && /^[0-9a-f]{64}$/u.test(k)) on.set(k, day);
  }
  return {
    rejectedOn: (source, contentHash) => {
      if (on.size === 0) return undefined;
      for (const k of keys) {
        const day = on.get(rejectionKey(k, ANY_FILE, contentHash, digest)) ?? on.get(rejectionKey(k, source, contentHash, digest));
        if (day !== undefined) return day;
      }
      return undefined;
    },
    size: on.size,
  };
}

/**
 * One rejection as Cairn's jsonl export carries it (issue #14, the twelfth newcomer walk: a
 * backup dropped every rejection, so a restored project offered planted lines again): the
 * person's signed `reject` act, kept whole, and what its signature covers without text
 * ({@link rejectShown}): the digest of the view the person read and the content hashes the
 * rejection skips. Project-independent: a restore derives its own digests from `content`.
 */
export interface ExportedRejection {
  /** Marks the line as a rejection (a graph line has `entity`/`relation`, a memory record none). */
  type: 'cairn-rejection';
  v: 1;
  /** The person's signed `reject` act (a `SignedAct`, checked by the reader). */
  act: object;
  /** Hex sha256 of the rejected memory's view (`actView('reject', …)`). */
  view: string;
  /** The importer's content hashes the rejection skips, sorted. */
  content: string[];
}

/** The `type` of an {@link ExportedRejection} line. */
export const REJECTION_LINE_TYPE = 'cairn-rejection';

/**
 * The rejections an export carries, from the project's audit lines: each `forget` (a reject) or
 * `restore` (a rejection restored from a backup) line on a person's channel whose act is a
 * signed `reject` and that kept what the signature covers (`applied.view`, `applied.content`),
 * once per act (by nonce), oldest first. `older` counts the other rejections (`forget` lines
 * with `applied.rejected`): recorded before lines kept that, or unsigned — no signature covers
 * the lines they skip without the memory's text, which is gone — so they cannot be carried.
 *
 * @param audit - the project's audit lines, chain order
 */
export function exportedRejections(audit: readonly AuditEvent[]): { rejections: ExportedRejection[]; older: number } {
  const rejections: ExportedRejection[] = [];
  const seen = new Set<string>();
  let older = 0;
  for (const line of audit) {
    if ((line.event !== 'forget' && line.event !== 'restore') || !isHumanChannel(line.channel)) continue;
    const skips = line.applied?.rejected;
    if (!Array.isArray(skips) || skips.length === 0) continue;
    const act = line.act as { act?: unknown; nonce?: unknown } | undefined;
    const view = line.applied?.view;
    const content = line.applied?.content;
    if (act?.act !== 'reject' || typeof act.nonce !== 'string' || typeof view !== 'string' || !Array.isArray(content) || content.length === 0) {
      if (line.event === 'forget') older++;
      continue;
    }
    if (seen.has(act.nonce)) continue;
    seen.add(act.nonce);
    rejections.push({ type: REJECTION_LINE_TYPE, v: 1, act, view, content: [...content].sort() });
  }
  return { rejections, older };
}
