import { createHash } from 'node:crypto';

/**
 * The `type` of the last line of Cairn's own jsonl export (`cairn export`, `--format jsonl`):
 * `{"type":"cairn-export-end","memories":N,"rejections":R,"sha256":"<64 hex>"}`, where N and R
 * count the memory and rejection lines before it and `sha256` is the SHA-256 (hex) of every byte
 * before it. A restore checks it ({@link readExportEnd}) before anything is written: a backup
 * cut at a line boundary (`export > file` killed, a full disk, `| head`) restored without a word
 * before it (the h47 newcomer walk, item 7). It is a seal against cutting and damage, not a
 * signature: anyone may recompute it, so each record is still judged on its own by the restore.
 */
export const EXPORT_END_TYPE = 'cairn-export-end';

/**
 * The `type` of the first line of Cairn's own jsonl export: `{"type":"cairn-export","format":F}`,
 * F the export's format ({@link EXPORT_FORMAT}). Walk h52 item 2: an export written by an older
 * build of the same version (0.2.0, before the end marker) was refused as "not whole", since
 * nothing told it from a backup cut short. The format says which rules a file was written under:
 * a file without this line was written before exports carried a format (format 1: no end marker
 * was promised, so none is asked for); one with it must end with its marker; one of a format newer
 * than this Cairn knows is refused, naming both formats.
 */
export const EXPORT_HEAD_TYPE = 'cairn-export';

/**
 * The export format this Cairn writes and the newest it reads: 1 = no head line and no end
 * marker promised (0.2.0 builds before 2026-12-06), 2 = a head line naming the format and an
 * end marker last.
 */
export const EXPORT_FORMAT = 2;

/** The head line (no newline) Cairn's jsonl export starts with ({@link EXPORT_HEAD_TYPE}). */
export function exportHeadLine(): string {
  return JSON.stringify({ type: EXPORT_HEAD_TYPE, format: EXPORT_FORMAT });
}

/** The SHA-256 (hex) of `text` as UTF-8: what an end marker's `sha256` holds. */
const digest = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The end marker line (no newline) to put after `body`, the export's lines each ending in `\n`.
 *
 * @param body - everything before the marker, exactly as written
 * @param memories - memory record lines in `body`
 * @param rejections - rejection lines in `body`
 */
export function exportEndLine(body: string, memories: number, rejections: number): string {
  return JSON.stringify({ type: EXPORT_END_TYPE, memories, rejections, sha256: digest(body) });
}

/** What a file read as Cairn's own export holds, as the importers' parser found it. */
export interface ExportLines {
  /** The file's text, as read (UTF-8). */
  text: string;
  /** Memory record lines (1-based line numbers). */
  records: readonly { line: number }[];
  /** Rejection lines. */
  rejections: readonly { line: number }[];
  /** Head lines ({@link EXPORT_HEAD_TYPE}), with their values; absent or empty in an export of format 1. */
  heads?: readonly { line: number; value: Record<string, unknown> }[];
  /** End marker lines, with their values. */
  ends: readonly { line: number; value: Record<string, unknown> }[];
  /** Lines that could not be read (not JSON, an unknown type…). */
  unreadableLines: readonly number[];
}

/**
 * What {@link readExportEnd} found: `why` when the file is not whole (one sentence); `crlf` when
 * it is whole once its line ends are read as LF (see there).
 */
export interface ExportEndCheck {
  why?: string;
  crlf?: true;
  /**
   * Set when the file carries no head line and no end marker: written by a Cairn before exports
   * carried their format (format 1), which promised no end marker, so whether it is whole cannot
   * be told. It is read; this is the one sentence that says so.
   */
  older?: string;
  /** Set when the file's head names a format newer than {@link EXPORT_FORMAT}: it is not read, and this sentence says why. */
  newer?: string;
}

/**
 * Whether a file of Cairn's own export is whole: `why` (one sentence, naming what is wrong, for the
 * refusal, which adds how to go on) unless its end marker holds — the last non-empty line is the
 * one end marker, and the counts and the digest of what precedes it are what it says. `crlf` when
 * it is whole only once its line ends are read as LF: Cairn writes `\n` only, and git's
 * `core.autocrlf` or a Windows editor turns every line end into `\r\n` (h48 attack F11: an intact
 * backup was refused as "edited or damaged"). Such a copy is accepted only when EVERY line before
 * the marker ends in `\r\n` and the digest of those lines with each `\r\n` read as `\n` is the
 * marker's: a change of line ends alone, applied consistently, changes no record. Mixed line ends
 * are not normalised (refused, naming CRLF).
 */
export function readExportEnd(file: ExportLines): ExportEndCheck {
  const lines = file.text.split('\n');
  let last = lines.length;
  while (last > 0 && (lines[last - 1] ?? '').trim() === '') last--;
  const heads = file.heads ?? [];
  if (heads.length > 1)
    return { why: `it holds ${heads.length} export head lines (lines ${heads.map((h) => h.line).join(', ')}): two exports joined into one file?` };
  const head = heads[0];
  if (head !== undefined) {
    const format = head.value.format;
    if (typeof format !== 'number' || !Number.isInteger(format) || format < 2)
      return {
        why: `its head line (line ${head.line}) names no export format Cairn wrote (${JSON.stringify(format) ?? 'none'}): the file was edited or damaged after the export.`,
      };
    if (format > EXPORT_FORMAT)
      return {
        newer: `it was written in export format ${format}, and this Cairn reads export formats 1 to ${EXPORT_FORMAT}: it was exported by a newer Cairn. Upgrade Cairn here (npm install -g cairn-memory@latest), then import it again.`,
      };
  }
  const found = `${file.records.length} ${file.records.length === 1 ? 'memory' : 'memories'}${file.rejections.length > 0 ? ` and ${file.rejections.length} ${file.rejections.length === 1 ? 'rejection' : 'rejections'}` : ''}`;
  if (file.ends.length === 0) {
    if (file.unreadableLines.includes(last))
      return { why: `it has no end marker and its last line (${last}) is cut mid-way (not valid JSON): it was cut short (it holds ${found}).` };
    if (head === undefined)
      return {
        older: `it was written by a Cairn before exports carried their format (export format 1, no end marker; this Cairn writes format ${EXPORT_FORMAT}), so whether it is whole cannot be told: its ${found} were read as they are.`,
      };
    return {
      why: `it has no end marker (it holds ${found}), though its head line says export format ${String(head.value.format)}, which ends with one: it was cut short.`,
    };
  }
  if (file.ends.length > 1)
    return { why: `it holds ${file.ends.length} end markers (lines ${file.ends.map((e) => e.line).join(', ')}): two exports joined into one file?` };
  const end = file.ends[0] as { line: number; value: Record<string, unknown> };
  if (end.line !== last) return { why: `lines follow its end marker (line ${end.line}), up to line ${last}: something was added after the export.` };
  const { memories, rejections, sha256 } = end.value;
  if (memories !== file.records.length || rejections !== file.rejections.length) {
    return {
      why: `its end marker says ${String(memories)} memories and ${String(rejections)} rejections, and it holds ${found}: lines were removed or added after the export.`,
    };
  }
  const before = lines.slice(0, end.line - 1);
  const body = before.join('\n');
  if (sha256 === digest(end.line > 1 ? `${body}\n` : '')) return {};
  const crlf = before.filter((l) => l.endsWith('\r')).length;
  if (crlf > 0 && crlf === before.length && sha256 === digest(`${before.map((l) => l.slice(0, -1)).join('\n')}\n`)) return { crlf: true };
  if (crlf > 0)
    return {
      why: `what precedes its end marker is not what was exported (its SHA-256 differs${crlf === before.length ? ' even with its Windows (CRLF) line ends read as LF' : `; ${crlf} of its ${before.length} lines end in CRLF, the others in LF`}): the file was edited or damaged after the export.`,
    };
  return { why: `what precedes its end marker is not what was exported (its SHA-256 differs): the file was edited or damaged after the export.` };
}
