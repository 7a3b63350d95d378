import { realpathSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import {
  type BulkConfirmHold,
  bulkConfirmHold,
  CoreError,
  ErrorCode,
  evidenceFile,
  fromSource,
  type HighFinding,
  type MemoryRecord,
  type RejectionIndex,
  safeName,
} from '@cairn/core';

/** One memory a bulk confirm left for one-by-one review, and why (core's `bulkConfirmHold`). */
export interface LeftMemory {
  record: MemoryRecord;
  hold: BulkConfirmHold;
  /** Where it came from in the named source, as `file:line`. */
  where: string;
}

/** What `confirm --source` may take, and what it leaves. */
export interface BulkSelection {
  /** The source reference as matched (`AGENTS.md`, `AGENTS.md:12-14`). */
  source: string;
  eligible: MemoryRecord[];
  left: LeftMemory[];
  /** The HIGH findings that hold memories, once each. */
  findings: HighFinding[];
}

/**
 * The evidence reference `--source` names, as import wrote it (issue #14, walk-2 item 26): a path
 * is read from the working directory, as a shell reads it, so `../AGENTS.md` typed in `src/` and
 * `AGENTS.md` typed at the root both mean `AGENTS.md` (relative to the project); an absolute path
 * inside the project means the same; a file outside the project is its absolute path, as import
 * records a file it read from outside (issue #14, walk-3 item 10: `cairn import /tmp/notes.md`
 * worked and `list --source /tmp/notes.md` was refused, so review could not reach what import
 * brought in); a `:12-14` or `:5` line suffix is kept; a URL (`scheme://…`) is taken as typed.
 *
 * @param cwd - the working directory the person typed it in (default: the project)
 * @throws CoreError `INVALID_INPUT` for the project folder itself (a folder is no source)
 */
export function sourceRefOf(source: string, projectPath: string, cwd: string = projectPath): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//iu.test(source)) return source;
  const lines = /:\d+(?:-\d+)?$/u.exec(source)?.[0] ?? '';
  const path = source.slice(0, source.length - lines.length);
  const project = realOrSame(projectPath);
  const here = realOrSame(cwd);
  // Typed outside the project (`--project` given from elsewhere): a relative path is read from the
  // project's root; an absolute one is what it says.
  const fromHere = relative(project, here);
  const base = fromHere === '..' || fromHere.startsWith(`..${sep}`) || isAbsolute(fromHere) ? project : here;
  const full = resolve(base, path);
  const rel = relative(project, full);
  if (rel === '')
    throw new CoreError(
      ErrorCode.INVALID_INPUT,
      `--source ${safeName(source)} is the project folder itself (${safeName(projectPath)}): name a file, from where you are (AGENTS.md at its root, ../AGENTS.md from a subfolder).`,
    );
  // Outside the project: the absolute path, as import recorded it (readSources' `ref`).
  if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return `${full.split(sep).join('/')}${lines}`;
  return `${rel.split(sep).join('/')}${lines}`;
}

/** The real path of `path` (symlinks resolved), or `path` when it cannot be read. */
function realOrSame(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/**
 * True when a piece of the record's evidence came from `ref` (core's `fromSource`, the one
 * meaning of `--source`): a file matches all its line ranges (`AGENTS.md` matches
 * `AGENTS.md:12-14`), a reference with lines the evidence inside them.
 */
export function fromSourceRef(r: MemoryRecord, ref: string): boolean {
  return r.evidence.some((e) => e.source !== null && fromSource(e.source, ref));
}

/**
 * Refuses a `--source` that no memory came from, before anything is asked of the person
 * (issue #14: `--source agents.md` for `AGENTS.md`). The message names the sources that differ
 * only in letter case, else a few the project's memories do come from.
 *
 * @param records - every memory of the project, any status
 * @param ref - the reference as {@link sourceRefOf} made it
 * @param typed - the reference as the person typed it, for the message
 * @param projectPath - the project, named when `ref` is outside it
 * @param outcome - what is true afterwards, said after the first sentence: an act's default
 *   "Nothing was asked or changed."; a read (`list --source`) passes "" since it never asks
 * @throws CoreError `NOT_FOUND` (exit 4)
 */
export function mustHaveSource(
  records: readonly MemoryRecord[],
  ref: string,
  typed: string,
  projectPath?: string,
  outcome = ' Nothing was asked or changed.',
): void {
  if (records.some((r) => fromSourceRef(r, ref))) return;
  // A path outside the project has memories only when a file there was imported (sourceRefOf).
  const outside = ref.startsWith('/')
    ? ` It is outside the project${projectPath !== undefined ? ` (${safeName(projectPath)})` : ''}, and no file imported from there has that name.`
    : '';
  const files = new Map<string, number>();
  for (const r of records)
    for (const f of new Set(r.evidence.flatMap((e) => (e.source === null ? [] : [evidenceFile(e.source)])))) files.set(f, (files.get(f) ?? 0) + 1);
  const wantedFile = evidenceFile(ref).toLowerCase();
  const sameButCase = [...files.keys()].filter((f) => f.toLowerCase() === wantedFile);
  const shown = (list: readonly string[]) => list.map((f) => `${safeName(f)} (${files.get(f)})`).join(', ');
  const hint =
    sameButCase.length > 0
      ? ` Sources are matched exactly, letter case included: did you mean ${shown(sameButCase)}?`
      : files.size > 0
        ? ` Memories here come from ${shown([...files.keys()].sort((a, b) => (files.get(b) ?? 0) - (files.get(a) ?? 0)).slice(0, 5))}${files.size > 5 ? `, and ${files.size - 5} more` : ''}.`
        : ' No memory here has a source yet.';
  throw new CoreError(ErrorCode.NOT_FOUND, `No memory from that source: ${safeName(typed)}.${outcome}${outside}${hint}`);
}

/**
 * The HIGH findings of the files the memories' evidence came from, scanned as they are now (the
 * same scan as `cairn scan`). A reference that is not a file of the project (a tool name, a
 * URL, a file since deleted) has nothing to scan; a file that cannot be read is held.
 *
 * A finding on lines the person rejected (issue #17) holds nothing: they read those lines and
 * removed what came from them, so the finding is reviewed. Which lines were rejected is the
 * import's own knowledge: the file's chunks, as an import reads them now, whose content a
 * person's `reject` recorded (core's `rejectionIndex`).
 */
async function highFindingsOf(records: readonly MemoryRecord[], projectPath: string, rejections?: RejectionIndex): Promise<HighFinding[]> {
  const files = new Set(records.flatMap((r) => r.evidence.flatMap((e) => (e.source === null ? [] : [evidenceFile(e.source)]))));
  const existing: string[] = [];
  for (const f of files) {
    const isFile = await stat(resolve(projectPath, f)).then(
      (s) => s.isFile(),
      () => false,
    );
    if (isFile) existing.push(f);
  }
  if (existing.length === 0) return [];
  // Loaded only here and for import/scan: the parsers are not start-up weight for other commands.
  const { buildRequests, readSources, scanSources } = await import('@cairn/importers');
  const out: HighFinding[] = [];
  for (const file of existing) {
    try {
      const read = await readSources([file], { projectRoot: projectPath, cwd: projectPath });
      const rejected: Array<{ ref: string; start: number; end: number }> = [];
      if (rejections !== undefined && rejections.size > 0) {
        for (const source of read.files) {
          for (const { request } of buildRequests(source)) {
            if (rejections.rejectedOn(request.source, request.sourceHash) === undefined) continue;
            const m = /^(.*):(\d+)-(\d+)$/u.exec(request.source);
            if (m) rejected.push({ ref: m[1] as string, start: Number(m[2]), end: Number(m[3]) });
          }
        }
      }
      const wasRejected = (ref: string, line: number): boolean => rejected.some((r) => r.ref === ref && r.start <= line && line <= r.end);
      const report = scanSources(read);
      for (const f of report.findings)
        if (f.severity === 'high' && !wasRejected(f.ref, f.line)) out.push({ file: f.ref, line: f.line, category: f.category, message: f.message });
    } catch (error) {
      out.push({ file, line: 1, category: 'source/unreadable', message: `${file} could not be scanned: ${(error as Error).message}` });
    }
  }
  return out;
}

/**
 * The candidates whose evidence came from `source`, split by core's bulk-confirm rule (issue
 * #14): unflagged ones whose files have no unreviewed HIGH finding may be confirmed together;
 * the rest are left for one-by-one review, each with why.
 *
 * @param reviewed - HIGH findings the person has looked at, as `file:line`
 * @param rejections - what a person rejected (core's `rejectionIndex` of the audit log): a
 *   finding on rejected lines counts as reviewed
 */
export async function selectFromSource(
  candidates: readonly MemoryRecord[],
  source: string,
  reviewed: readonly string[],
  projectPath: string,
  rejections?: RejectionIndex,
): Promise<BulkSelection> {
  const ref = sourceRefOf(source, projectPath);
  const from = candidates.filter((r) => fromSourceRef(r, ref));
  const highFindings = await highFindingsOf(from, projectPath, rejections);
  const eligible: MemoryRecord[] = [];
  const left: LeftMemory[] = [];
  const holding = new Map<string, HighFinding>();
  for (const record of from) {
    const hold = bulkConfirmHold(record, { highFindings, reviewed });
    if (hold === undefined) {
      eligible.push(record);
      continue;
    }
    if (hold.reason === 'high-finding') for (const f of hold.findings) holding.set(`${f.file}:${f.line}:${f.category}`, f);
    const at = record.evidence.find((e) => e.source !== null && fromSource(e.source, ref))?.source ?? ref;
    left.push({ record, hold, where: at.replace(/^(.*:\d+)-\d+$/u, '$1') });
  }
  return { source: ref, eligible, left, findings: [...holding.values()] };
}

/** Why `reject --source` leaves a memory of the source: a person confirmed it, or another source vouches for it too. */
export type RejectHold = 'confirmed' | 'other-source';

/** What `reject --source` takes, and what it leaves (each with why). */
export interface RejectSelection {
  /** The source reference as matched (`notes.md`, `notes.md:12-14`). */
  source: string;
  rejectable: MemoryRecord[];
  left: Array<{ record: MemoryRecord; reason: RejectHold; where: string }>;
}

/**
 * The memories `cairn reject --source <ref>` takes (issue #14, fourth walk item 5: the undo of a
 * wrong import): every memory a piece of whose evidence came from `ref` — candidates, flagged
 * ones, superseded ones — except one a person confirmed (`confirmedAt`: confirmed, pinned, a
 * person's own write; left for the person to reject by id) and one with evidence from anywhere
 * else too (another file, a write with no source: rejecting it would also make an import of that
 * other file skip its lines). Rejecting only lowers trust; nothing here raises any.
 *
 * @param records - every memory of the project, any status, as read
 * @param ref - the reference as {@link sourceRefOf} made it
 */
export function selectRejectFromSource(records: readonly MemoryRecord[], ref: string): RejectSelection {
  const rejectable: MemoryRecord[] = [];
  const left: RejectSelection['left'] = [];
  for (const record of records) {
    if (!fromSourceRef(record, ref)) continue;
    const where = (record.evidence.find((e) => e.source !== null && fromSource(e.source, ref))?.source ?? ref).replace(/^(.*:\d+)-\d+$/u, '$1');
    if (record.confirmedAt !== undefined) left.push({ record, reason: 'confirmed', where });
    else if (record.evidence.some((e) => e.source === null || !fromSource(e.source, ref))) left.push({ record, reason: 'other-source', where });
    else rejectable.push(record);
  }
  return { source: ref, rejectable, left };
}
