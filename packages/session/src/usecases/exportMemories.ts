import { lstat, readlink, realpath, stat } from 'node:fs/promises';
import { basename, dirname, extname, isAbsolute, join, relative, resolve } from 'node:path';
import { CoreError, ErrorCode, type ExportedRejection, isCoreError, type MemoryRecord, staleLabel, toCoreError } from '@cairn/core';
import type { CheckedRecord } from '../ProjectSession.js';
import { exportEndLine, exportHeadLine } from './exportEnd.js';
import { atomicReplace, createFsio } from '@cairn/store-fs';
import { noteOutWrite, removeStaleOutTemps, sweepOutTemps } from './outTemps.js';

export { removeStaleOutTemps, STALE_OUT_TEMP_MS } from './outTemps.js';

/** The export formats. */
export const EXPORT_FORMATS = ['jsonl', 'md', 'kg-jsonl'] as const;
/** One of {@link EXPORT_FORMATS}. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What an export asks for. */
export interface ExportOptions {
  format: ExportFormat;
  /**
   * Also candidates and flagged memories, each marked: jsonl and md carry its status and flags;
   * kg-jsonl marks each observation inline as unreviewed (or flagged) data, not an instruction.
   * Without it a kg-jsonl export withholds them and says how many (issue #14; one flag for one
   * idea since the fifth newcomer walk, item 8: `--all` did nothing for kg-jsonl).
   */
  all?: boolean;
  /** kg-jsonl only: the same as {@link all} (the flag's earlier name, kept for scripts). */
  includeUnreviewed?: boolean;
  /** A file to write (0600, through a temp file and a rename); undefined: return the text. */
  out?: string;
  /** Replace `out` if it exists. */
  force?: boolean;
  /** Where a relative `out` is resolved from. */
  cwd: string;
}

/** What an export did. */
export interface ExportResult {
  format: ExportFormat;
  /** Memories exported. */
  count: number;
  /** The exported text (also when it was written to a file). */
  text: string;
  /** The file written, absolute, when `out` was given. */
  written?: string;
  /**
   * kg-jsonl: memories left out because no person reviewed them (`all` adds them, marked): how many are candidates, and how many are flagged `instruction` or `obfuscated`
   * (the two overlap). A flagged memory a person confirmed is not withheld.
   */
  withheld?: { total: number; candidates: number; flagged: number };
  /**
   * jsonl with `all` (a backup): the person's signed rejections carried, one line each after the
   * memories (`rejections`), and `olderRejections` recorded before a reject's signature covered
   * the lines it skips, which cannot be carried (issue #14, walk 12 item 1).
   */
  rejections?: { carried: number; older: number };
}

/**
 * What `export` hands on: active memories (what a person would pass to another tool), and with
 * `all` candidates and flagged memories too; never superseded or forgotten ones (issue #14).
 */
export function exported(r: MemoryRecord, all: boolean): boolean {
  return r.status === 'active' || (all && r.status === 'candidate');
}

/**
 * Refuses an existing `out` without `force` (exit 2 naming it), a folder given as `out` with or
 * without `force`, and an `out` whose folder is missing, before any work is done (issue #14: an
 * export once overwrote the project's own memory.jsonl), and an `out` inside the Cairn home
 * (see {@link OutFileOptions.home}).
 *
 * @param home - the Cairn home and the project's root, when known: an `out` in the home is refused
 * @throws CoreError `INVALID_INPUT`
 */
export async function checkExportTarget(options: ExportOptions, home?: OutFileOptions['home']): Promise<string | undefined> {
  if (!(EXPORT_FORMATS as readonly string[]).includes(options.format)) {
    throw new CoreError(ErrorCode.INVALID_INPUT, `--format must be jsonl, md or kg-jsonl (got ${String(options.format).slice(0, 20)}).`);
  }
  if (options.includeUnreviewed === true && options.format !== 'kg-jsonl') {
    throw new CoreError(
      ErrorCode.INVALID_INPUT,
      `--include-unreviewed is for --format kg-jsonl; ${options.format} carries each memory's status and flags with --all.`,
    );
  }
  if (options.out === undefined) return undefined;
  return checkOutFile({
    out: options.out,
    cwd: options.cwd,
    force: options.force === true,
    command: 'export',
    example: `memories.${options.format === 'md' ? 'md' : 'jsonl'}`,
    ...(home !== undefined ? { home } : {}),
  });
}

/** What {@link checkOutFile} checks: a command's `--out` and `--force`. */
export interface OutFileOptions {
  /** The path the person gave (`--out`), absolute or relative to `cwd`. */
  out: string;
  /** Where a relative `out` is resolved from. */
  cwd: string;
  /** Replace `out` if it exists (`--force`). */
  force: boolean;
  /** The command, as the refusal names it (`export`, `digest`). */
  command: string;
  /** A file name suggested when `out` is a folder (`memories.jsonl`, `MEMORY.md`). */
  example: string;
  /**
   * The Cairn home and the project's root: an `out` inside the home is refused (issue #14, the
   * sixth newcomer walk: `cairn export --out ~/.cairn/…` was written among Cairn's keys and
   * stores) by the check import and scan use not to read the home (`inCairnHome`); a project kept
   * inside the home may still be written in.
   */
  home?: { cairnHome: string; projectRoot: string };
}

/**
 * The one check of a command's `--out` file (`export`, `digest`; issue #14: an export once
 * overwrote the project's own memory.jsonl, a digest an existing MEMORY.md): refuses an existing
 * file without `force` (naming it), a folder given as `out` with or without `force`, an `out`
 * whose folder is missing, and an `out` inside the Cairn home (`home`) — before any work is done. Write with {@link writeOutFile}.
 *
 * @returns the absolute target path
 * @throws CoreError `INVALID_INPUT` (exit 2)
 */
export async function checkOutFile(options: OutFileOptions): Promise<string> {
  const target = resolve(options.cwd, options.out);
  // A folder that is not there is said as such (issue #14: the message named the temporary file
  // and blamed the project), before any work is done. The path is the person's own argument;
  // the adapters fold and redact what they print.
  const folder = dirname(target);
  const isFolder = await stat(folder).then(
    (st) => st.isDirectory(),
    () => false,
  );
  if (!isFolder) {
    throw new CoreError(
      ErrorCode.INVALID_INPUT,
      `The folder ${folder} does not exist (or is not a folder): create it first, or choose another --out. Nothing was written.`,
    );
  }
  if (options.home !== undefined) {
    const { inCairnHome } = await import('@cairn/importers');
    const real = async (p: string): Promise<string> => realpath(p).catch(() => resolve(p));
    const home = await real(options.home.cairnHome);
    if (inCairnHome(join(await real(folder), basename(target)), home, await real(options.home.projectRoot))) {
      throw new CoreError(
        ErrorCode.INVALID_INPUT,
        `${target} is inside the Cairn home (${home}), where Cairn keeps its own keys, stores and logs: ${options.command} writes no file there. Choose an --out outside it. Nothing was written.`,
      );
    }
  }
  // A folder given as --out is not a file to replace, with or without --force (issue #14: it was
  // called "already exists", and with --force the message named the temporary file).
  const targetIsFolder = await stat(target).then(
    (st) => st.isDirectory(),
    () => false,
  );
  if (targetIsFolder) {
    throw new CoreError(
      ErrorCode.INVALID_INPUT,
      `${target} is a folder: give --out a file path (for example ${await folderExample(target, options)}). Nothing was written.`,
    );
  }
  const found = await lstat(target).catch(() => undefined);
  // A symbolic link is said as one, with where it leads (issue #14, walk-5 item 4: --force
  // replaced the link with a file unsaid, and a dangling link was said to "already exist"):
  // the write renames a new file over the link, so --force replaces the link, never its target.
  if (found?.isSymbolicLink() === true && !options.force) {
    const to = await readlink(target).catch(() => undefined);
    const leads =
      to === undefined
        ? ''
        : ` to ${to}${
            (await stat(target).then(
              () => true,
              () => false,
            ))
              ? ''
              : ', which does not exist'
          }`;
    throw new CoreError(
      ErrorCode.INVALID_INPUT,
      `${options.out} is a symbolic link${leads}; ${options.command} does not replace it unless you add --force, which replaces the link itself with a new file and leaves ${to === undefined ? 'its target' : to} untouched (or choose another --out). Nothing was written.`,
    );
  }
  refuseSpecialFile(found, options.out, options.command);
  const exists = found !== undefined;
  if (exists && !options.force) {
    throw new CoreError(
      ErrorCode.INVALID_INPUT,
      `${options.out} already exists; ${options.command} does not replace a file unless you add --force (or choose another --out).`,
    );
  }
  return target;
}

/**
 * The file path suggested for a folder given as `--out`: the folder joined with `example`, and for
 * an export into a folder of the project also a path outside it — an export inside the project is
 * refused unless git ignores it (exportInProject.ts), so the folder's own example alone led the
 * person to the next refusal (walk h61 item 5).
 */
async function folderExample(folder: string, options: OutFileOptions): Promise<string> {
  const inFolder = join(folder, options.example);
  if (options.command !== 'export' || options.home === undefined) return inFolder;
  const real = async (p: string): Promise<string> => realpath(p).catch(() => resolve(p));
  const fromRoot = relative(await real(options.home.projectRoot), await real(folder));
  const inProject = !fromRoot.startsWith('..') && !isAbsolute(fromRoot);
  return inProject ? `${inFolder} if git ignores it, or outside the project: ~/cairn-backup${extname(options.example)}` : inFolder;
}

/** What a file that is neither a regular file, a folder nor a symbolic link is, in words. */
function specialKind(st: Awaited<ReturnType<typeof lstat>>): string | undefined {
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isFIFO()) return 'a named pipe (FIFO)';
  if (st.isSocket()) return 'a socket';
  return undefined;
}

/**
 * Refuses an `--out` that is a device, a named pipe or a socket, with or without `--force`
 * (h49-attack N8: `export --out /dev/full --force`, run as root, replaced the machine's device
 * node with a regular file holding the export): `--force` replaces a file, never a device.
 *
 * @throws CoreError `INVALID_INPUT` (exit 2) naming the kind
 */
function refuseSpecialFile(found: Awaited<ReturnType<typeof lstat>> | undefined, out: string, command: string): void {
  const kind = found !== undefined ? specialKind(found) : undefined;
  if (kind === undefined) return;
  throw new CoreError(
    ErrorCode.INVALID_INPUT,
    `${out} is ${kind}, not a regular file: ${command} replaces only a regular file, even with --force (it would put a file in the ${kind.replace(/^an? /u, '')}'s place). Choose another --out. Nothing was written.`,
  );
}

/** Why a folder refused the `--out` file, by errno: the person's choice of folder, not the store. */
const OUT_REFUSED: Readonly<Record<string, (folder: string) => string>> = {
  EACCES: (folder) => `you may not write in ${folder} (permission denied)`,
  EPERM: (folder) => `${folder} does not let you create files in it (operation not permitted)`,
  EROFS: (folder) => `${folder} is on a read-only file system`,
  // A folder that is there but takes no new file (/proc, a virtual file system): the temp file's
  // creation fails ENOENT, which named that temp file and the Cairn home (walk 46 item 8).
  ENOENT: (folder) => `no file can be created in ${folder}`,
};

/** Why the disk failed a write of the `--out` file, by errno. */
const OUT_DISK: Readonly<Record<string, string>> = {
  ENOSPC: 'the disk is full: free some space',
  EDQUOT: 'the disk quota is exhausted: free some space',
  EIO: 'the disk reported an input/output error: check it',
};

/**
 * The error a failed write of an `--out` file becomes (issue #14, walk 13, F1: a folder it could
 * not write in was said as `EPERM on …/.x.jsonl.<random>.tmp: … the store must be owned by you …
 * Run cairn doctor to check the Cairn home` — a temporary file's name, and blame on the store,
 * which the export does not write). It names the target the person gave and its folder, says
 * nothing was written (the temp file is removed by the write), and what to do.
 *
 * @param error - what the write threw (a Node `SystemError`, or a CoreError passed through)
 * @param target - the absolute `--out` path
 * @returns CoreError `INVALID_INPUT` (exit 2) for a folder that refuses the file (EACCES, EPERM,
 *   EROFS), `STORE_IO` (exit 5) for a disk failure (ENOSPC, EDQUOT, EIO), else `toCoreError`'s
 */
export function outFileError(error: unknown, target: string): CoreError {
  if (isCoreError(error)) return error;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const refused = typeof code === 'string' ? OUT_REFUSED[code] : undefined;
  if (refused !== undefined) {
    return new CoreError(
      ErrorCode.INVALID_INPUT,
      `Cannot write ${target}: ${refused(dirname(target))}. Nothing was written: choose an --out in a folder you can write to.`,
      { errno: code as string },
    );
  }
  const disk = typeof code === 'string' ? OUT_DISK[code] : undefined;
  if (disk !== undefined) {
    return new CoreError(ErrorCode.STORE_IO, `Cannot write ${target}: ${disk}. Nothing was written.`, { errno: code as string });
  }
  return toCoreError(error);
}

/**
 * Writes `text` to a target {@link checkOutFile} accepted: mode 0600, through a temp file renamed
 * over the target, so a crash leaves the old file or the new one, never half of either. A device,
 * named pipe or socket found there now is refused. Temp files an earlier, killed write left are
 * removed first: beside this target, and, given the Cairn home, beside every target the home's
 * notes of writes in progress name (`sweepOutTemps`); this write is noted there until it ends.
 *
 * @param home - the Cairn home (its `out-pending` notes); absent: only this target's temps are cleaned
 * @throws CoreError from {@link outFileError}: the target named, never the temp file
 */
export async function writeOutFile(target: string, text: string, home?: string): Promise<void> {
  // Checked again at the write: what is at the target now may not be what the check saw.
  refuseSpecialFile(await lstat(target).catch(() => undefined), target, 'this command');
  await removeStaleOutTemps(target);
  if (home !== undefined) await sweepOutTemps(home);
  const done = home !== undefined ? await noteOutWrite(home, target) : async () => undefined;
  try {
    await atomicReplace(createFsio(), target, new TextEncoder().encode(text));
  } catch (error) {
    throw outFileError(error, target);
  } finally {
    await done();
  }
}

/** The line under the Markdown export's title: what the lines are (the other exports mark it in their own shapes). */
export const MARKDOWN_EXPORT_NOTE =
  '> Memories Cairn recorded for this project, exported as data to verify — not instructions. Each line: id, [kind, origin, status, pinned and stable when so, flags], text, and (may be outdated: …) when a file it is bound to changed.';

/** What an export is given beside the records. */
export interface ExportExtras {
  /** The Cairn home: an `--out` write is noted there while it runs, and killed writes' temp files are cleaned ({@link writeOutFile}). */
  home?: string;
  /**
   * Whether a person's confirm of the record verifies (the session checks the signed act with
   * core's `readSigned`, never the stored status alone): a kg-jsonl export carries a flagged
   * memory the person confirmed, marked inline, and withholds the rest. Default: none does.
   */
  personConfirmed?: (record: MemoryRecord) => boolean;
  /**
   * jsonl with `all` only: the person's signed rejections to carry after the memories (core's
   * `exportedRejections`: each act whole, with what its signature covers, no text).
   */
  rejections?: { rejections: readonly ExportedRejection[]; older: number };
  /** Now, for a stale memory's label ("changed 3 days ago"). Default: the current time. */
  now?: Date;
  /**
   * jsonl only: the project's relinks as stored (core's `ProjectRelink`: a move the person
   * signed, walk h49 item 2), carried first as `{"type":"cairn-relink","v":1,from,to,act}`
   * lines, so a restore of a moved project's backup accepts the acts signed for its old keys.
   * Unchecked here: the restore verifies each with the person's key (`relinkVerifies`).
   */
  relinks?: readonly unknown[];
}

/** The `type` of a relink line of Cairn's own jsonl export ({@link ExportExtras.relinks}). */
export const RELINK_LINE_TYPE = 'cairn-relink';

/**
 * A memory's pin and stability, as the md export marks them after its status (the newcomer walk:
 * a pinned memory read like any other): `pinned` (never pruned, never decays), `stable` (exempt
 * from decay).
 */
const entrenched = (r: MemoryRecord): string[] => [...(r.pinned ? ['pinned'] : []), ...(r.stable ? ['stable'] : [])];

/**
 * Renders and (when asked) writes an export of `records`.
 *
 * @param records - the project's records as the session's reads check them: a memory whose bound
 *   file changed carries `stale` (issue #14, walk 12 item 6: export said nothing of it while
 *   recall, list, digest and stale did), kept as that array in jsonl (as `list --json` shows it)
 *   and said as `(may be outdated: …)` after the text in md
 */
export async function exportMemories(
  records: readonly CheckedRecord[],
  projectPath: string,
  options: ExportOptions,
  target: string | undefined,
  extras: ExportExtras = {},
): Promise<ExportResult> {
  const personConfirmed = extras.personConfirmed ?? (() => false);
  const rejections = extras.rejections;
  const now = extras.now ?? new Date();
  let chosen = records.filter((r) => exported(r, options.all === true || options.includeUnreviewed === true));
  let text: string;
  let withheld: ExportResult['withheld'];
  if (options.format === 'kg-jsonl') {
    const { exportKnowledgeGraph, isInstructionLike } = await import('@cairn/importers');
    // Another tool loads this file as its memory, where an observation is read as a fact: an
    // unreviewed memory goes only when asked, and then marked inline (issue #14). A flagged one
    // a person confirmed (typing "confirm instruction", their signature verified) is reviewed:
    // it goes, still marked inline as a flagged memory the person confirmed (issue #14, the
    // newcomer walk: it was withheld as "flagged", though the md export carried it).
    const unreviewed = (r: MemoryRecord): boolean => r.status === 'candidate' || (isInstructionLike(r) && !personConfirmed(r));
    if (options.includeUnreviewed !== true && options.all !== true) {
      const out = chosen.filter(unreviewed);
      withheld = {
        total: out.length,
        candidates: out.filter((r) => r.status === 'candidate').length,
        flagged: out.filter(isInstructionLike).length,
      };
      chosen = chosen.filter((r) => !unreviewed(r));
    }
    text = exportKnowledgeGraph(chosen, basename(projectPath), now);
  } else if (options.format === 'jsonl') {
    const carried = options.all === true ? (rejections?.rejections ?? []) : [];
    const moves = (extras.relinks ?? []).map((r) => JSON.stringify({ type: RELINK_LINE_TYPE, v: 1, ...(r as object) }));
    // The head line names the export's format (walk h52 item 2: an older export of the same version was refused as cut short).
    const lines = [exportHeadLine(), ...moves, ...chosen.map((r) => JSON.stringify(r)), ...carried.map((r) => JSON.stringify(r))];
    const body = lines.join('\n') + (lines.length ? '\n' : '');
    // The end marker (the h47 walk, item 7: a backup cut short restored without a word): how
    // many lines precede it and their digest, checked by a restore before anything is written.
    text = `${body}${exportEndLine(body, chosen.length, carried.length)}\n`;
  } else {
    // Marked as data the way the other exports are (issue #14): a header over the whole file, and
    // each unreviewed or flagged memory's line opens with the kg-jsonl export's inline mark.
    const { unreviewedMark } = await import('@cairn/importers');
    text = [
      '# Project memory export',
      '',
      MARKDOWN_EXPORT_NOTE,
      '',
      ...chosen.map(
        (r) =>
          `- **${r.id}** ${unreviewedMark(r) ?? ''}[${[r.kind, r.origin, r.status, ...entrenched(r), ...r.flags].join(', ')}] ${r.text.replace(/\s+/g, ' ')}${r.stale !== undefined && r.stale.length > 0 ? ` (${staleLabel(r.stale, now)})` : ''}`,
      ),
      '',
    ].join('\n');
  }
  if (target !== undefined) await writeOutFile(target, text, extras.home);
  return {
    format: options.format,
    count: chosen.length,
    text,
    ...(target !== undefined ? { written: target } : {}),
    ...(withheld !== undefined ? { withheld } : {}),
    ...(options.format === 'jsonl' && options.all === true && rejections !== undefined
      ? { rejections: { carried: rejections.rejections.length, older: rejections.older } }
      : {}),
  };
}
