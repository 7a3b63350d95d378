import type { AuditEntry } from '../store/StoreProvider.js';

/**
 * What is left of a forgotten memory (issue #14, walk-2 item 14: `cairn list --status forgotten`
 * was always empty). `forget` removes the record and its text from every file the store keeps
 * (DESIGN.md §6: "the audit log keeps metadata only"), so no record ever has status `forgotten`;
 * what a person can list is the `forget` audit line that removed it.
 */
export interface ForgottenMemory {
  /** The forgotten record's id. */
  id: string;
  /** Its origin when it was forgotten, as the audit line recorded it. */
  origin?: AuditEntry['origin'];
  /** ISO-8601 time of the forget. */
  time: string;
  /** The audit line's 1-based sequence number (`cairn audit` shows it). */
  seq: number;
  /** The channel the forget came through (`cli`, `vscode`). */
  channel: AuditEntry['channel'];
  /**
   * True when the forget was a reject: the line's act is a `reject` (as the line says; shown, never
   * trusted — it raises nothing), or it records digests for the importer (issue #14, the seventh
   * newcomer walk: a reject in `review` of a memory from no file was listed as a forget).
   */
  rejected: boolean;
  /** True when an import skips the memory's lines from now on (`applied.rejected` is non-empty). */
  importSkips: boolean;
  /** The claimed signer and what a checking reader found of it, as on the audit line. */
  signer?: string;
  signerCheck?: AuditEntry['signerCheck'];
}

/**
 * The forgotten memories an audit log records: one per `forget` line that names a record id
 * (a reject writes a `forget` line too, with `applied.rejected`), oldest forget first, ids that
 * are in the store now (`present`) left out. Prune, consolidate and wipe also remove records;
 * they are not a person's forget of that memory and are not listed (`cairn audit` shows them).
 *
 * @param lines - the audit lines, in any order (sorted here by `seq`)
 * @param present - ids of records the store holds now
 */
export function forgottenMemories(lines: readonly AuditEntry[], present: ReadonlySet<string> = new Set()): ForgottenMemory[] {
  const byId = new Map<string, ForgottenMemory>();
  for (const l of [...lines].sort((a, b) => a.seq - b.seq)) {
    if (l.event !== 'forget' || l.id === undefined || present.has(l.id)) continue;
    const importSkips = Array.isArray(l.applied?.rejected) && l.applied.rejected.length > 0;
    const act = l.act as { act?: unknown } | undefined;
    const rejected = importSkips || act?.act === 'reject';
    byId.delete(l.id); // a later line for the same id (a replayed forget) places it by the later time
    byId.set(l.id, {
      id: l.id,
      ...(l.origin !== undefined ? { origin: l.origin } : {}),
      time: l.time,
      seq: l.seq,
      channel: l.channel,
      rejected,
      importSkips,
      ...(l.signer !== undefined ? { signer: l.signer } : {}),
      ...(l.signerCheck !== undefined ? { signerCheck: l.signerCheck } : {}),
    });
  }
  return [...byId.values()];
}
