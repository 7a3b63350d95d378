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

/** The digests a rejection of `record` records: one per content read from a file (the importer's hash), in any file, deduplicated. */
export function rejectionKeysOf(record: Pick<MemoryRecord, 'projectKey' | 'evidence'>, digest: (text: string) => string): string[] {
  const keys = new Set<string>();
  for (const e of record.evidence) {
    if (e.source === null || e.callerSourceHash === undefined) continue;
    keys.add(rejectionKey(record.projectKey, ANY_FILE, e.callerSourceHash, digest));
  }
  return [...keys];
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
 * `vscode`) with `applied.rejected`. A line from an agent's channel is never one (core refuses
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
    if (line.event !== 'forget' || !isHumanChannel(line.channel)) continue;
    const keys = line.applied?.rejected;
    if (!Array.isArray(keys)) continue;
    const day = typeof line.time === 'string' && /^\d{4}-\d{2}-\d{2}/u.test(line.time) ? line.time.slice(0, 10) : 'an unknown day';
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
