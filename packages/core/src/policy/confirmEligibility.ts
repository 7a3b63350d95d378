/**
 * Who may be confirmed, and how: one by one (the person reads each memory) or in bulk (the
 * person confirms what one file contributed, `cairn confirm --source <file>`).
 *
 * The rule (issue #14, DESIGN.md §1 and §2.5): a bulk confirm is a person vouching for a file
 * they have read, not for each line, so it takes only what needs no second look. It never
 * confirms a memory that carries any flag (`instruction`, `obfuscated`, `contradicts`,
 * `redacted`: each is something the person must see in the memory itself), nor any memory
 * whose evidence comes from a file where the scanner found something HIGH (a shell pipe, an
 * exfiltration order, a payload in invisible characters) until the person has looked at that
 * finding: a poisoned file's innocent-looking lines are no more trustworthy than its planted
 * one. Those memories stay candidates, for one-by-one review.
 */
import { needsConfirmation } from './promotion.js';
import type { Flag, MemoryRecord } from '../schema/record.js';

/**
 * True when a person may confirm this memory by itself (one by one, with its text shown): a
 * candidate, or a memory that waits for a person's confirm (`instruction`, `contradicts`). A
 * superseded or forgotten memory cannot be confirmed; an active one has nothing to confirm.
 *
 * @param record - the record's status, flags and confirm time
 */
export function mayConfirm(record: Pick<MemoryRecord, 'status' | 'flags' | 'confirmedAt'>): boolean {
  if (record.status === 'superseded' || record.status === 'forgotten') return false;
  return record.status === 'candidate' || needsConfirmation(record);
}

/**
 * One HIGH finding of the scanner (`@cairn/importers` `scanSources`) in a source file, as the
 * bulk-confirm rule reads it.
 */
export interface HighFinding {
  /** The file, relative to the project with `/` separators (as in evidence sources: `AGENTS.md`). */
  file: string;
  /** First line of the finding, 1-based. */
  line: number;
  /** The scanner's category (`shell-pipe`, `hidden-unicode/binary-zero-width`, …). */
  category: string;
  /** The scanner's message, for the person. */
  message: string;
}

/** What the bulk-confirm rule knows about the scan of the memories' source files. */
export interface BulkConfirmScan {
  /** The HIGH findings of every source file involved (files with none may be left out). */
  highFindings: readonly HighFinding[];
  /**
   * Findings the person has looked at, as `file:line` (`CLAUDE.md:8`). A file's memories are
   * held while any of its HIGH findings is not in this list.
   */
  reviewed?: readonly string[];
}

/** Why a memory is left out of a bulk confirm; it waits for one-by-one review. */
export type BulkConfirmHold =
  /** Not a candidate (or superseded/forgotten): there is nothing to confirm. */
  | { reason: 'not-confirmable' }
  /** It carries flags: the person must read it and confirm it by id. */
  | { reason: 'flagged'; flags: readonly Flag[] }
  /** Its source file has HIGH findings the person has not looked at yet. */
  | { reason: 'high-finding'; findings: readonly HighFinding[] }
  /**
   * A source it names is no evidence (`notEvidence`: the cited lines do not hold its text): a
   * caller named the file, the file did not contribute it (attack h58 F3).
   */
  | { reason: 'not-in-source' };

/**
 * The file an evidence source names: `AGENTS.md:12-14` → `AGENTS.md`; a reference without a
 * line range is returned as it is (it may be a tool name or a URL, which no file matches).
 */
export function evidenceFile(source: string): string {
  const m = /^(.*):\d+(?:-\d+)?$/u.exec(source);
  return m?.[1] ?? source;
}

/**
 * THE bulk-confirm rule: why this memory may not be confirmed in bulk, or `undefined` when it
 * may. Checked in this order: confirmable at all ({@link mayConfirm}), any flag, any evidence
 * whose cited lines do not hold the text (`notEvidence`), then any HIGH finding not yet reviewed
 * in a file its evidence came from. Pure.
 *
 * @param record - the record (status, flags, confirm time, evidence sources)
 * @param scan - the HIGH findings of its source files and the findings the person reviewed
 * @returns the hold, or `undefined` when a bulk confirm may take it
 */
export function bulkConfirmHold(
  record: Pick<MemoryRecord, 'status' | 'flags' | 'confirmedAt' | 'evidence'>,
  scan: BulkConfirmScan,
): BulkConfirmHold | undefined {
  if (!mayConfirm(record)) return { reason: 'not-confirmable' };
  if (record.flags.length > 0) return { reason: 'flagged', flags: [...record.flags] };
  // Vouching for a file is not vouching for what a caller only said came from it (attack h58 F3).
  if (record.evidence.some((e) => e.notEvidence !== undefined)) return { reason: 'not-in-source' };
  // Stryker disable next-line ConditionalExpression,ArrayDeclaration: a null source would add null, which names no finding's file
  const files = new Set(record.evidence.flatMap((e) => (e.source === null ? [] : [evidenceFile(e.source)])));
  const reviewed = new Set(scan.reviewed);
  const open = scan.highFindings.filter((f) => files.has(f.file) && !reviewed.has(`${f.file}:${f.line}`));
  if (open.length > 0) return { reason: 'high-finding', findings: open };
  return undefined;
}
