import {
  type Clamp,
  CoreError,
  ErrorCode,
  type Flag,
  isCairnDigest,
  type MemorizeResult,
  type MemoryRecord,
  ORIGINS,
  type Origin,
  type RejectionIndex,
  type ReviewLabel,
  type RestoreVerdict,
  reviewLabel,
  type Status,
  redactSecrets,
  stopsBatch,
  textKey,
  toCoreError,
  count,
  displayRef,
  isThirdPartyPath,
  weakerOrigin,
  type WriteContext,
} from '@cairn/core';
import { statSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { shellQuote } from '../shellQuote.js';
import { gitSubmoduleOf } from '../binding/gitFacts.js';
import { spawnGit } from '../binding/workingTree.js';
import { readExportEnd } from './exportEnd.js';
import { MEMORY_ID } from '../ids.js';

/** What a restore's write keeps of the exported record where it only lowers it (core's `WriteContext.restoredFrom`). */
type RestoredFrom = NonNullable<WriteContext['restoredFrom']>;

/** Memorize calls queued together: the file store commits each group with one append and one fdatasync (measured: groups of 64 ≈ 3× faster than one at a time, 256 slower again). */
const GROUP = 64;

/**
 * Resolves on the next turn of the event loop (setImmediate: after its poll phase), where a
 * pending SIGINT or SIGTERM reaches the CLI's listener and aborts the import's signal; awaiting a
 * promise alone never lets it in.
 */
const eventLoopTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * The key under which core's write path finds a text's earlier record (its kind and `textKey` of
 * the text as stored: redacted), so two lines that differ only in a credential, stored as one,
 * are kept apart by {@link writeGroups} too (the 2026-12-05 attack: keyed by the raw text, they
 * could share a group and race).
 */
export function importTextKey(request: { kind?: string | undefined; text: string }): string {
  return `${request.kind ?? 'fact'}\u0000${textKey(redactSecrets(request.text).text)}`;
}

/**
 * Cuts `keys.length` writes, in file order, into groups of at most {@link GROUP} written at once,
 * starting a new group where a text repeats one already in the group: of two equal texts the
 * earlier is always stored first and the later is its sighting, so the dry run's plan and the
 * real import say the same per file, run after run (issue #14, the fourteenth newcomer walk:
 * AGENTS.md and CLAUDE.md sharing four lines came out "5 new / 1 new, 4 sightings" or "4 new,
 * 1 sighting / 2 new, 3 sightings" as the writes of one group happened to commit).
 *
 * @param keys - each write's text key (kind and core's `textKey`), in file order
 * @returns `[start, end)` index pairs covering `keys` in order
 */
export function writeGroups(keys: readonly string[]): Array<[number, number]> {
  const groups: Array<[number, number]> = [];
  let start = 0;
  let seen = new Set<string>();
  for (const [i, key] of keys.entries()) {
    if (i - start >= GROUP || seen.has(key)) {
      groups.push([start, i]);
      start = i;
      seen = new Set<string>();
    }
    seen.add(key);
  }
  if (start < keys.length) groups.push([start, keys.length]);
  return groups;
}

type Importers = Awaited<ReturnType<typeof loadImporters>>;
/** How a file was cut into memories (see the importers' `planImport`). */
export type ShapeCounts = ReturnType<Importers['planImport']>['counts'];
/** A scan finding as the import plan reports it, with what import did with its lines. */
export type PlanFinding = ReturnType<Importers['planImport']>['findings'][number];

/** The formats import and scan read (`--from`), as the importers name them. */
export type SourceFormat = Awaited<ReturnType<typeof loadImporters>>['SOURCE_FORMATS'][number];

/** Two texts equal but for white space (an export may re-wrap nothing, but a person's editor may trim). */
const normal = (text: string): string => text.replace(/\s+/gu, ' ').trim();
const sameText = (a: string, b: string): boolean => normal(a) === normal(b);

/** How often {@link ImportOptions.onChecking} is told, in units checked (as often as a group of writes). */
const CHECK_STEP = 64;

/** The importers load only for the use cases that need them: start-up stays fast. */
const loadImporters = () => import('@cairn/importers');

/**
 * The plan of a file that opens as Cairn's own digest does: nothing imported, one notice saying
 * why — and the scan's findings on it all the same, each marked not imported. The digest's
 * title and preamble are plain text anyone can copy, so a hostile CLAUDE.md that opens with them
 * must not pass as clean: the host reads the file whatever Cairn skips.
 */
function digestPlan(
  ref: string,
  scanned: ReturnType<Importers['planImport']>,
): Pick<ReturnType<Importers['planImport']>, 'requests' | 'counts' | 'skipped' | 'findings' | 'notices'> {
  return {
    requests: [],
    counts: {
      headingsAsTitles: 0,
      headingsSkipped: 0,
      headingsOverSubheadings: 0,
      leadInsJoined: 0,
      leadInsSkipped: 0,
      fragmentsJoined: 0,
      fragmentsSkipped: 0,
      repeats: 0,
    },
    skipped: [],
    findings: scanned.findings.map((f) => ({ ...f, imported: 'none' as const })),
    notices: [
      `${ref}: opens as Cairn's own digest does (written by \`cairn digest\`): skipped, not imported — a digest's lines are memories of the store it came from, and its preamble is no memory.${
        scanned.findings.length > 0 ? ` Its scan findings are listed all the same: the host reads this file whatever Cairn skips.` : ''
      }`,
    ],
  };
}

/** Per file: what the import found and did. */
export interface FilePlan {
  ref: string;
  format: string;
  /** The origin the file's memories were asked for (`--origin`, else core's rule); see {@link originClamps} for what was stored. */
  origin?: Origin;
  /**
   * The origin clamps the write path applied to this file's memories, each once (issue #14,
   * second walk: `import --origin user` with no person at the terminal said "origin user" and
   * stored `agent`): said in the plan and the summary as memorize says them.
   */
  originClamps: Clamp[];
  importedFrom?: string;
  chunks: number;
  /** Lines of the file that could not be read (not JSON, an unknown graph line…): skipped, each said in `notices`. */
  unreadable: number;
  /** The file lines of {@link unreadable}, in file order (one line may hold several problems: each line once). */
  unreadableLines: number[];
  /**
   * Of {@link unreadable}, the lines that are records of Cairn's own jsonl export: a file of
   * nothing else is that export, said as such (issue #14), never "already imported".
   */
  cairnExport: number;
  /**
   * Present for Cairn's own jsonl export (a backup or a move, walk 7 item 8): of its records,
   * `signed` came back as the person signed them (every claim backed by their signature for this
   * project), `lowered` claimed a person's standing no signature here backs and came back through
   * the write path no higher than an agent's candidate (`why`: how many for each reason;
   * `otherProject`: of them, signed for another project), `plain` claimed nothing of the
   * person's and came back through the write path, `unchanged` were here already.
   * `rejections`: its rejection lines (issue #14, walk 12 item 1) — `restored` verified and
   * recorded here (an import skips their lines from now on), `already` here, `refused` (a
   * signature that does not verify, an edited line…: each said in `notices`).
   * `ceiling`: set when the file lies inside the project's working tree (attack h57 H6): a cloned
   * repository can ship a file in Cairn's export format, so every record the write path stores
   * from it is no higher than the file's own place origin (`repo`, or `external` in a vendored or
   * third-party folder) — the weaker of that and the record's claim. Only a record the person's
   * signature backs for this project (core's `judgeRestored` `keep`) keeps its standing; a person's
   * backup copied into a project (a move) is clamped like any other file there. A backup kept
   * outside the working tree (`~/cairn-backup.jsonl`, what `cairn export --help` advises) has none.
   */
  restored?: {
    ceiling?: Origin;
    signed: number;
    lowered: number;
    otherProject: number;
    plain: number;
    unchanged: number;
    why: Record<string, number>;
    rejections?: { restored: number; already: number; refused: number };
  };
  /**
   * True when the file is Cairn's own digest (`cairn digest --out`, core's `isCairnDigest`):
   * nothing in it is imported, and a notice says so (issue #14).
   */
  cairnDigest?: true;
  /**
   * Present when the file is Cairn's own export and not whole (its end marker missing, or not
   * matching what precedes it: session's `readExportEnd`), and a person typed on the terminal
   * that it be restored all the same ({@link ImportOptions.restoreIncomplete}): why it is not whole.
   */
  incomplete?: string;
  entities?: number;
  relations?: number;
  uniqueEntities?: number;
  uniqueRelations?: number;
  new: number;
  sightings: number;
  unchanged: number;
  /** Chunks a person rejected (`cairn reject`, the editor's Reject): skipped. */
  rejected: number;
  failed: number;
  /**
   * Present when the import was stopped ({@link ImportSummary.stopped}) before this file's
   * memories were all written: how many of {@link chunks} were not reached (issue #14, walk-5
   * item 5: "3000 memories → 896 new" left 2,104 unaccounted). Then chunks = new + sightings +
   * unchanged + rejected + failed + notReached.
   */
  notReached?: number;
  /**
   * How the file was cut (importers' `planImport`): headings kept as titles, lead-ins and
   * fragments joined or skipped, repeats imported once.
   */
  shape: ShapeCounts;
  /** What is in no memory (a lead-in or fragment with nothing to join), with its lines: counted and shown, never dropped silently. */
  skipped: Array<{ line: number; endLine: number; reason: string; text: string }>;
  /** The scan's findings on this file (the same analysis as `cairn scan`) and what import did with each. */
  findings: PlanFinding[];
  /**
   * Lines edited since an earlier import (importers' `editedLines`): the memory of the new
   * wording supersedes the memory of the old (DESIGN.md §1: a repo record of equal trust waits,
   * flagged `contradicts`, for the person's confirm; the old one stays active meanwhile).
   */
  edited: EditedMemory[];
  /** Memories of lines no longer in the file, which no new line replaces: left as they are, and said. */
  gone: Array<{ source: string; id: string; status: Status; text: string }>;
}

/** A line edited since an earlier import: the memory of its new wording and the one it replaces. */
export interface EditedMemory {
  /** The new wording's evidence reference (`path:start-end`). */
  source: string;
  /** The new wording's memory: the id the import writes (a dry run's too). */
  id: string;
  /** What the new memory is now: `contradicts` waiting for a confirm, or already the replacement. */
  status: Status;
  flags: Flag[];
  /** The replaced memory, its reference then, its status now and its text on one line. */
  replaces: { id: string; source: string; status: Status; text: string };
}

/** One memory an import stored (or, in a dry run, would store): the very id the real import writes. */
export interface ImportedMemory {
  /** The evidence reference `path:start-end`. */
  source: string;
  id: string;
  status: Status;
  flags: Flag[];
  /** True when it added a sighting to a memory already stored (the id is that memory's). */
  sighting: boolean;
  /** The memory of the same line before it was edited, which this one supersedes (when confirmed). */
  supersedes?: string;
}

/** One memory that carries a flag from the write path. */
export interface FlaggedLine {
  /** Where the memory came from (`file:line-line`): for a restored export, the memory's own source, as `cairn list` shows it. */
  source: string;
  /** A restored export only: the backup's line it was read from (`file:line-line`). */
  backup?: string;
  id: string;
  status: Status;
  flags: Flag[];
  /**
   * How `cairn review` and the plan name it (core's `reviewLabel`, one source for both):
   * `flagged` (held until a person confirms it), `redacted`, `obfuscated`; absent when nothing
   * waits for the person (a flag on a memory they already confirmed).
   */
  label?: ReviewLabel;
  gateReasons: string[];
  /** The memory's title (its heading), on one line: the gate reads it with the text. */
  title?: string;
  text: string;
}

/**
 * The plan's line for a memory the write path flagged: where it came from, its id, flags and the
 * gate's reasons, and how `cairn review` labels it (core's `reviewLabel`). One shape for the lines
 * of agent-memory files and for the records of a restored export.
 */
function flaggedLine(source: string, r: Pick<MemorizeResult, 'record' | 'status' | 'flags' | 'gateReasons'>, backup?: string): FlaggedLine {
  const label = reviewLabel({ flags: r.flags, confirmedAt: r.record.confirmedAt });
  return {
    source,
    ...(backup !== undefined ? { backup } : {}),
    id: r.record.id,
    status: r.status,
    flags: r.flags,
    ...(label !== undefined ? { label } : {}),
    gateReasons: r.gateReasons,
    ...(r.record.title !== undefined ? { title: oneLine(r.record.title, 80) } : {}),
    text: oneLine(r.record.text),
  };
}

/** What an import (or its dry run) found and did. */
export interface ImportSummary {
  dryRun: boolean;
  files: FilePlan[];
  totals: {
    memories: number;
    new: number;
    sightings: number;
    unchanged: number;
    rejected: number;
    failed: number;
    byStatus: Partial<Record<Status, number>>;
    byFlag: Partial<Record<Flag, number>>;
  };
  flagged: FlaggedLine[];
  /**
   * Every memory written (or that a dry run would write), in file order. Ids come from
   * `importIdFor`, so a dry run shows the ids the real import then stores (as long as the store
   * does not change in between).
   */
  memories: ImportedMemory[];
  failures: { source: string; code: string; message: string }[];
  notices: string[];
  /** Files not read because they are over the size limit of an agent-memory file (importers' `MAX_AGENT_FILE_BYTES`), each said in `notices`. */
  tooLarge: string[];
  /**
   * Present when {@link ImportOptions.signal} stopped the import before every memory it set out
   * to write was written (the CLI's Ctrl-C): `stored` of `toStore` were written (new or
   * sightings; a dry run wrote them to its copy only), `refused` were refused, and `notDone`
   * were not reached. What was written is kept; running the same import again finishes it.
   */
  stopped?: { stored: number; refused: number; toStore: number; notDone: number };
}

/** How an import restores Cairn's own export: the session's judge (core's `judgeRestored`) and its store. */
export interface RestoreHooks {
  judge(raw: unknown): RestoreVerdict;
  /** Stores a record kept as the person signed it, with an audit line (`restore`). */
  keep(record: MemoryRecord): Promise<void>;
  /**
   * Verifies one rejection line and records it (a `restore` audit line with the person's act and
   * this project's digests, core's `judgeRestoredRejection`): `restored` (the content hashes it
   * skips and the day the person rejected them, for the rest of this import), `already` here (the
   * same act, by nonce), or `refused` and why.
   */
  reject(raw: unknown): Promise<{ restored: { content: readonly string[]; day: string } } | { already: true } | { refused: string }>;
  /**
   * Reads a backup's relink lines (walk h49 item 2: a backup of a moved project), before its
   * records are judged: those the person signed that lead back from this project's key (core's
   * `relinkVerifies`, `projectKeys`) are kept beside the project (its store's `keepRelinks`), so
   * `judge` accepts the acts signed for the old keys; the rest add nothing. Absent: none read.
   *
   * @returns how many were accepted
   */
  relinks?(raws: readonly unknown[]): Promise<number>;
}

/** What an import asks for. */
export interface ImportOptions {
  /** Files or folders (a folder is searched for agent-memory files). */
  paths: readonly string[];
  /** Forces the format of the named files. */
  from?: string;
  /** The origin of every imported memory; default core's `importOrigin` rule. */
  origin?: string;
  /** Show the plan only: the real write path runs against a copy in memory. */
  dryRun?: boolean;
  /** Where relative paths are resolved from. */
  cwd: string;
  /** Told how many of `total` requests are done (a progress bar). */
  onProgress?: (done: number, total: number) => void;
  /**
   * Told once, when the files start to be read: after the options were checked and the store
   * opened, so a caller that says "reading the files…" says nothing where memory is not enabled
   * (walk h48 item 10: the line came first, then the refusal).
   */
  onReading?: () => void;
  /**
   * Told as the files are checked, before anything is written: `done` of `total` units (chunks,
   * headings, front matter, a graph's entries: importers' `scanUnitCount`) went through the
   * scan's analysis, the gate among it — every 64 units and at the end. The longest wait before
   * the first write: a 15,000-item file took ≈ 45 s here with nothing shown (walk h55 L7).
   */
  onChecking?: (done: number, total: number) => void;
  /**
   * Stops the import between groups of writes once aborted (the CLI's Ctrl-C): the writes in
   * flight end and are kept, a write that was still waiting for the store lock is not done, and
   * the summary's `stopped` says how far it got.
   */
  signal?: AbortSignal;
  /**
   * Set by the project session: a person is at the terminal, so `--origin user` goes to the write
   * path, which asks the person to sign it. Without one, a file's lines keep the file's own origin
   * (`repo` for the working tree) and the plan says so — not the `agent` an unsigned `user` write
   * gets, which would raise them (issue #14, the tenth newcomer walk). Setting it never raises
   * anything by itself: the write path still lowers an unsigned `user`.
   */
  personPresent?: boolean;
  /**
   * Asked once, before anything is written, when a file of Cairn's own export is not whole (the
   * h47 walk, item 7: a backup cut short restored with exit 0): each such file, why, and how many
   * memories it holds. True restores what they hold (each record still judged as in any
   * restore: it skips no other check); false, or absent, refuses the whole import (`INVALID_INPUT`,
   * nothing written). The project session sets it only where a person is at the terminal, and
   * the CLI answers true only when the person types {@link RESTORE_PARTIAL_WORDS}.
   */
  restoreIncomplete?: (files: readonly IncompleteExport[]) => Promise<boolean>;
}

/** A file of Cairn's own export that is not whole ({@link ImportOptions.restoreIncomplete}). */
export interface IncompleteExport {
  /** The file as the import names it. */
  ref: string;
  /** Why it is not whole, one sentence (session's `readExportEnd`). */
  why: string;
  /** The memory records it holds (what a restore of it would bring back, at most). */
  memories: number;
}

/** The words a person types to restore an export that is not whole ({@link ImportOptions.restoreIncomplete}). */
export const RESTORE_PARTIAL_WORDS = 'restore partial';

/**
 * The refusal of an import naming files of Cairn's own export that are not whole: what is wrong
 * with each, that nothing was imported, and the ways on (a whole copy; a person's typed words).
 * A person who was asked and typed anything else declined: the error says so, tells them to run
 * the import again and type the words exactly (not to "run it in a terminal", where they were),
 * and carries `data.declined` so the CLI exits 1 as for every declined prompt (README exit codes;
 * walk h48 item 6: it exited 2). Its code is `HUMAN_CHANNEL_REQUIRED`, as every other declined
 * act's (init, confirm, merge…), so `--json` tells a decline from bad input by code alone.
 *
 * @param declined - a person was asked and did not type {@link RESTORE_PARTIAL_WORDS}
 * @returns `INVALID_INPUT` (nobody was asked: off a terminal); `HUMAN_CHANNEL_REQUIRED` with
 *   `data: { declined: true }` when `declined`
 */
export function incompleteExportError(files: readonly IncompleteExport[], declined: boolean): CoreError {
  const each = files.map((f) => `${f.ref} is Cairn's own export, and it is not whole: ${f.why}`).join(' ');
  const n = files.reduce((a, f) => a + f.memories, 0);
  const first = shellQuote((files[0] as IncompleteExport).ref);
  const whole = 'Restore from a whole copy of the backup, or export again from the store it came from (cairn export --all --out ~/cairn-backup.jsonl).';
  if (declined)
    return new CoreError(
      ErrorCode.HUMAN_CHANNEL_REQUIRED,
      `${each} Declined: what you typed was not exactly "${RESTORE_PARTIAL_WORDS}", so nothing was imported. ${whole} To restore the ${count(n, 'memory', 'memories')} it holds all the same, run \`cairn import ${first}\` again and type exactly "${RESTORE_PARTIAL_WORDS}"; each memory is still checked as in any restore.`,
      { declined: true },
    );
  return new CoreError(
    ErrorCode.INVALID_INPUT,
    // A torn file holding no memory (a head and a cut line, walk h56 LOW 11) has nothing to restore partly.
    n === 0
      ? `${each} Nothing was imported. ${whole}`
      : `${each} Nothing was imported. ${whole} To restore the ${count(n, 'memory', 'memories')} it holds all the same, a person runs in a terminal \`cairn import ${first}\` and types "${RESTORE_PARTIAL_WORDS}" when asked; each memory is still checked as in any restore.`,
  );
}

/**
 * The clamp an import's `--origin` got before any write: the file's own origin kept. An unsigned
 * `user` carries no reason (the CLI says what a person does instead, as for memorize).
 */
function lowered(requested: Origin, applied: Origin, unsignedUser: boolean): Clamp {
  return unsignedUser
    ? { field: 'origin', requested, applied }
    : { field: 'origin', requested, applied, reason: `--origin may lower a file's origin, never raise it: this file's lines are ${applied}` };
}

const oneLine = (text: string, max = 160): string => {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
};

/**
 * Checks `--from` and `--origin` before anything is read.
 *
 * @throws CoreError `INVALID_INPUT` naming the allowed values
 */
export async function checkImportOptions(o: Pick<ImportOptions, 'from' | 'origin'>): Promise<{ from?: SourceFormat; origin?: Origin }> {
  const out: { from?: SourceFormat; origin?: Origin } = {};
  if (o.from !== undefined) {
    const { isSourceFormat, SOURCE_FORMATS } = await import('@cairn/importers/formats');
    if (!isSourceFormat(o.from))
      throw new CoreError(ErrorCode.INVALID_INPUT, `--from must be one of ${SOURCE_FORMATS.join(', ')} (got ${o.from.slice(0, 30)}).`);
    out.from = o.from as SourceFormat;
  }
  if (o.origin !== undefined) {
    if (!(ORIGINS as readonly string[]).includes(o.origin))
      throw new CoreError(ErrorCode.INVALID_INPUT, `--origin must be one of ${ORIGINS.join(', ')} (got ${o.origin.slice(0, 30)}).`);
    out.origin = o.origin as Origin;
  }
  return out;
}

/** The files `cairn import` reads by their name, as a person knows them (for {@link refuseNonMemoryFiles}). */
export const IMPORTED_FILE_KINDS =
  "agent memory files (AGENTS.md, CLAUDE.md, GEMINI.md, MEMORY.md, .cursorrules, .cursor/rules/*.mdc, .github/copilot-instructions.md, *.instructions.md, .windsurfrules, .clinerules, memory-bank/*.md, and the MCP memory server's memory.jsonl or memory.json) and notes in Markdown or plain text (.md, .markdown, .txt)";

/**
 * Refuses, before anything is written, a file named to import that is no agent memory file and
 * no Markdown or text note (issue #14, the fifth newcomer walk, item 3: `cairn import src/db.js`
 * stored the source file as a memory, and `cairn import src/*` would fill the review queue with
 * code). Import is for the memory an agent already keeps; a source file read as plain text is
 * only what a person asks for by name, with `--from text` (then `from` is set and nothing is
 * refused). A file reached through a CLAUDE.md `@path` import is read, whatever its name: the
 * agent reads it as memory too. `cairn scan` still reads any file.
 *
 * @throws CoreError `INVALID_INPUT` (exit 2) naming the files, what import reads, and the two ways on
 */
function refuseNonMemoryFiles(
  files: readonly { ref: string; path: string; format: string; importedFrom?: string }[],
  from: SourceFormat | undefined,
  cwd: string,
): void {
  if (from !== undefined) return;
  const named = files.filter((f) => f.format === 'text' && f.importedFrom === undefined);
  const refs = named.map((f) => f.ref);
  if (refs.length === 0) return;
  const shown = refs.length > 5 ? `${refs.slice(0, 5).join(', ')} and ${refs.length - 5} more` : refs.join(', ');
  const one = refs.length === 1;
  // The command to paste names the file from where the person is (a subfolder, or outside the project).
  const path = (named[0] as { path: string }).path;
  const fromHere = relative(cwd, path);
  const first = shellQuote(fromHere === '' || fromHere.startsWith('..') || isAbsolute(fromHere) ? path : fromHere);
  throw new CoreError(
    ErrorCode.INVALID_INPUT,
    `${shown} ${one ? 'is not an agent memory file' : 'are not agent memory files'}: nothing was imported. cairn import reads ${IMPORTED_FILE_KINDS}. To look for planted lines in ${one ? 'it' : 'them'}: cairn scan ${first}. To store ${one ? 'its' : 'their'} lines as memories all the same, name the format: cairn import --from text ${first}.`,
  );
}

/**
 * Refuses, before anything is written, a Markdown or text file that lies outside the project
 * (issue #14, the eleventh newcomer walk: `cairn import ../outside.md` stored its lines as origin
 * `repo`, "files in the working tree", DESIGN.md §1). A file outside the project is not the
 * project's; it is imported when the person copies it into the project (then it is `repo`), or
 * names an origin below `repo` for it with `--origin` (tool, web or external). A knowledge-graph
 * store outside the project (the MCP memory server's memory.jsonl, or Cairn's own export) keeps
 * core's `importOrigin` rule. A link out of the project is judged by where it leads.
 *
 * @throws CoreError `INVALID_INPUT` (exit 2) naming the files, the project, and the two ways on
 */
function refuseOutsideFiles(
  files: readonly { ref: string; path: string; format: SourceFormat; insideProject: boolean; importedFrom?: string }[],
  origin: Origin | undefined,
  projectPath: string,
  cwd: string,
  isKnowledgeGraph: (format: SourceFormat) => boolean,
): void {
  if (origin !== undefined && weakerOrigin('repo', origin) !== 'repo') return;
  const outside = files.filter((f) => !f.insideProject && !isKnowledgeGraph(f.format));
  if (outside.length === 0) return;
  const refs = outside.map((f) => f.ref);
  const shown = refs.length > 5 ? `${refs.slice(0, 5).join(', ')} and ${refs.length - 5} more` : refs.join(', ');
  const one = refs.length === 1;
  // A file outside the project is referred to by its absolute path, as it was named (a link keeps its own name).
  const path = (outside[0] as { ref: string }).ref;
  const fromHere = relative(cwd, path);
  const first = shellQuote(fromHere === '' || isAbsolute(fromHere) ? path : fromHere);
  throw new CoreError(
    ErrorCode.INVALID_INPUT,
    `${shown} ${one ? 'lies' : 'lie'} outside the project (${projectPath}): nothing was imported. A file outside the project is not the project's, so its lines are not stored as origin repo (files in the working tree). To make ${one ? 'it' : 'them'} the project's, copy ${one ? 'it' : 'them'} into the project and import the copy; to store ${one ? 'its' : 'their'} lines as content from outside, name a lower origin: cairn import --origin external ${first}.`,
  );
}

/** Whether a regular file is at `abs` (a marker file); any lookup error is no file. */
function isFileAt(abs: string): boolean {
  try {
    return statSync(abs, { throwIfNoEntry: false })?.isFile() === true;
  } catch {
    return false;
  }
}

/**
 * Where a file inside the project that is third-party code lies — a `node_modules` package or a
 * vendored folder (core's `isThirdPartyPath`, the folders the working tree attests as
 * `external`), or a git submodule (another work tree inside the project's) — else undefined. Its
 * lines are imported as `external`, as the working tree attests them (issue #22; the 2026-12-05
 * attack: `cairn import node_modules/kgpack/memory.jsonl` stored a package's lines as `repo`).
 * A submodule is what git says it is (`gitSubmoduleOf`: gitlinks, `.gitmodules` as git parses it,
 * a folder that is its own work tree); outside git, none. A git-ignored file of the project's own
 * (a `CLAUDE.local.md`) keeps core's rule.
 *
 * @param path - the file's real path (importers' `SourceFile.path`: links resolved)
 * @param projectPath - the project's root, canonical
 */
async function thirdPartyFolder(path: string, projectPath: string): Promise<string | undefined> {
  const rel = relative(projectPath, path).split(sep).join('/');
  if (rel === '' || rel.startsWith('../') || isAbsolute(rel)) return undefined;
  // A folder's name, or an ecosystem's marker file beside or in it (core's THIRD_PARTY_MARKERS: a mix
  // sub-project's `deps/`, a virtualenv of any name).
  if (isThirdPartyPath(rel, (r) => isFileAt(join(projectPath, r)))) return 'a third-party folder (node_modules or vendored code)';
  // A git submodule or embedded repository, by git's own reading (session's `gitSubmoduleOf`: the
  // rule the working tree's index and the hooks use too).
  const submodule = gitSubmoduleOf(projectPath, rel, spawnGit);
  if (submodule !== undefined) return `the git submodule ${submodule}`;
  return undefined;
}

/**
 * Imports agent-memory files through the one write path (issue #9): each chunk becomes a
 * memorize request (origin from `--origin`, else core's rule), a chunk already seen in the same
 * file with the same content adds nothing, and the rest are written in groups the store commits
 * together. A request refused for its content is reported and the rest go on; a store failure
 * stops the import.
 *
 * @param existing - the project's records now (for "already imported")
 * @param write - one memorize through the session (into the real store, or a copy for a dry run),
 *   called in file and line order (the session stamps each memory's time at the call); `from`,
 *   for a memory restored from Cairn's own export, is that file's absolute path: Cairn's copy of
 *   the memories is no witness of them (the working tree does not attest them by it, issue #22);
 *   `was`, for such a memory, is what the export said of its age and bindings, which the write
 *   keeps where it only lowers the memory (core's `WriteContext.restoredFrom`, walk h56 MED 2)
 */
export async function importMemories(
  options: ImportOptions & { cairnHome?: string },
  projectPath: string,
  existing: readonly MemoryRecord[],
  write: (request: unknown, id: string, from?: string, was?: RestoredFrom) => Promise<MemorizeResult>,
  projectKey: string,
  rejections?: RejectionIndex,
  restore?: RestoreHooks,
): Promise<ImportSummary> {
  const { from, origin } = await checkImportOptions(options);
  const { editedLines, importIdFor, isKnowledgeGraphFormat, planImport, readSources, reportedFormat, scanUnitCount, sourceFile } = await loadImporters();
  options.onReading?.();
  const read = await readSources(options.paths, {
    projectRoot: projectPath,
    cwd: options.cwd,
    ...(from ? { from } : {}),
    ...(options.cairnHome !== undefined ? { cairnHome: options.cairnHome } : {}),
  });
  refuseNonMemoryFiles(read.files, from, options.cwd);
  refuseOutsideFiles(read.files, origin, projectPath, options.cwd, isKnowledgeGraphFormat);
  const plans = new Map<string, FilePlan>();
  const requests: Array<ReturnType<typeof planImport>['requests'][number]> = [];
  const planNotices = new Map<string, readonly string[]>();
  const foreignNotices: string[] = [];
  const onChecking = options.onChecking;
  const unitTotal = onChecking === undefined ? 0 : read.files.reduce((n, f) => n + scanUnitCount(f), 0);
  let unitsBefore = 0;
  for (const file of read.files) {
    // Cairn's own digest (`cairn digest --out MEMORY.md`) is not an agent-memory file: its lines
    // are this store's memories, and its preamble no memory at all (issue #14: a later `import .`
    // offered the preamble back as 2 repo memories). Skipped whole, and said in the plan.
    const ownDigest = isCairnDigest(file.text);
    // The same analysis as `cairn scan` (issue #14): what was set aside, and every finding, said.
    // `--origin` may only lower a file's origin (importers' `requestedOrigin`); `user` with no person
    // here is no person's act, so the file keeps its own origin, said as the clamp it is.
    const unsignedUser = origin === 'user' && options.personPresent !== true;
    // Third-party code inside the project is `external` whatever is asked but a person's signed `user`.
    const foreign = file.insideProject ? await thirdPartyFolder(file.path, projectPath) : undefined;
    const asked = origin !== undefined && !unsignedUser ? origin : undefined;
    const fileOrigin = foreign === undefined || asked === 'user' ? asked : weakerOrigin(asked ?? 'external', 'external');
    if (foreign !== undefined && fileOrigin === 'external' && asked !== 'external')
      foreignNotices.push(`${file.ref} lies in ${foreign}: its lines are imported as origin external (third-party text), not repo.`);
    const checked =
      onChecking === undefined
        ? undefined
        : (done: number, total: number): void => {
            if (done % CHECK_STEP === 0 || done === total) onChecking(unitsBefore + done, unitTotal);
          };
    const scanned = planImport(file, fileOrigin !== undefined ? { origin: fileOrigin } : {}, checked);
    if (onChecking !== undefined) unitsBefore += scanUnitCount(file);
    const filePlan = ownDigest ? digestPlan(file.ref, scanned) : scanned;
    const reqs = filePlan.requests;
    requests.push(...reqs);
    planNotices.set(file.ref, filePlan.notices);
    const g = file.graph;
    plans.set(file.ref, {
      ref: file.ref,
      // Cairn's own export is named so, not the MCP memory server's kg-jsonl its reader is.
      format: reportedFormat(file),
      ...(reqs[0] ? { origin: reqs[0].request.origin } : {}),
      ...(file.importedFrom !== undefined ? { importedFrom: file.importedFrom } : {}),
      originClamps:
        origin !== undefined && reqs[0] !== undefined && reqs[0].request.origin !== origin ? [lowered(origin, reqs[0].request.origin, unsignedUser)] : [],
      chunks: reqs.length,
      unreadable: g?.problems.length ?? 0,
      unreadableLines: [...new Set((g?.problems ?? []).map((p) => p.line))].sort((a, b) => a - b),
      cairnExport: g?.cairnExport ?? 0,
      // Its head line alone makes it Cairn's export, checked whole below (walk h56 LOW 11: a head and a torn line read as a graph).
      ...(g?.cairnRecords !== undefined || g?.cairnRejections !== undefined || g?.cairnEnd !== undefined || g?.cairnHead !== undefined
        ? {
            restored: {
              // A restore inside the working tree is no higher than the file's place (attack h57 H6).
              ...(file.insideProject ? { ceiling: foreign === undefined ? ('repo' as const) : ('external' as const) } : {}),
              signed: 0,
              lowered: 0,
              otherProject: 0,
              plain: 0,
              unchanged: 0,
              why: {},
            },
          }
        : {}),
      ...(ownDigest ? { cairnDigest: true as const } : {}),
      ...(g
        ? {
            entities: g.entities.length,
            relations: g.relations.length,
            uniqueEntities: new Set(g.entities.map((e) => e.name)).size,
            uniqueRelations: new Set(g.relations.map((r) => JSON.stringify([r.from, r.to, r.relationType]))).size,
          }
        : {}),
      new: 0,
      sightings: 0,
      unchanged: 0,
      rejected: 0,
      failed: 0,
      shape: filePlan.counts,
      skipped: filePlan.skipped,
      findings: filePlan.findings,
      edited: [],
      gone: [],
    });
  }
  // Cairn's own export is checked whole before anything is written (the h47 walk, item 7): a cut
  // or edited backup is refused, unless a person typed that it be restored all the same.
  const incomplete: IncompleteExport[] = [];
  const crlfNotices: string[] = [];
  const olderNotices: string[] = [];
  for (const file of read.files) {
    const g = file.graph;
    if (g === undefined || plans.get(file.ref)?.restored === undefined) continue;
    const { why, crlf, older, newer } = readExportEnd({
      text: file.text,
      records: g.cairnRecords ?? [],
      rejections: g.cairnRejections ?? [],
      heads: g.cairnHead ?? [],
      ends: g.cairnEnd ?? [],
      unreadableLines: g.problems.map((p) => p.line),
    });
    // A newer format is not read, whatever anyone types; an older one (format 1) is read, and said.
    if (newer !== undefined)
      throw new CoreError(ErrorCode.INVALID_INPUT, `${file.ref} is Cairn's own export, and ${newer} Nothing was imported.`, { file: file.ref });
    if (older !== undefined) olderNotices.push(`${file.ref}: ${older}`);
    if (why !== undefined) incomplete.push({ ref: file.ref, why, memories: g.cairnRecords?.length ?? 0 });
    // Whole once its CRLF line ends are read as LF (h48 attack F11): accepted, and said.
    if (crlf === true)
      crlfNotices.push(
        `${file.ref}: its line ends were changed to Windows CRLF after the export (git's core.autocrlf, a Windows editor); its end marker's SHA-256 matches once they are read as LF, so it is whole and was read as exported. To turn it back: dos2unix ${file.ref}`,
      );
  }
  if (incomplete.length > 0) {
    if (options.restoreIncomplete === undefined) throw incompleteExportError(incomplete, false);
    if (!(await options.restoreIncomplete(incomplete))) throw incompleteExportError(incomplete, true);
    for (const f of incomplete) (plans.get(f.ref) as FilePlan).incomplete = f.why;
  }
  const summary: ImportSummary = {
    dryRun: options.dryRun === true,
    files: [...plans.values()],
    totals: { memories: requests.length, new: 0, sightings: 0, unchanged: 0, rejected: 0, failed: 0, byStatus: {}, byFlag: {} },
    flagged: [],
    memories: [],
    failures: [],
    notices: [...read.notices.map((n) => n.message), ...foreignNotices, ...crlfNotices, ...olderNotices],
    tooLarge: read.notices.filter((n) => n.kind === 'too-large').map((n) => n.ref),
  };
  // Rejections a backup in this same import restored (content hash → day): the rest of it skips them too.
  const restoredNow = new Map<string, string>();
  let restored: RestoreProgress | undefined;
  if (restore !== undefined) {
    const taken = new Set(existing.map((r) => r.id));
    const freshId = (request: Parameters<typeof importIdFor>[1]): string => {
      const id = importIdFor(projectKey, request, taken);
      taken.add(id);
      return id;
    };
    restored = await restoreExports(read.files, plans, existing, write, restore, summary, freshId, restoredNow, options.onProgress, options.signal);
  }
  // The (file, content hash) of every piece of evidence already stored: a chunk seen there before, even moved, adds nothing.
  // (file, chunk hash the importer supplied) of every stored piece of evidence: a chunk seen
  // before, even moved, adds nothing. The importer's hash is kept as `callerSourceHash` (a note;
  // Cairn's own `sourceHash` is of the memory's text, issue #16).
  const known = new Set<string>();
  const byId = new Map(existing.map((r) => [r.id, r]));
  const ownExport = new Map<string, number>();
  // (line range, text) a memory here already holds from that range: the same lines with the same
  // text, even when the memory came back without the importer's hash (restored from an export
  // written before restores kept it, walk 10 item 3), are already held — never a sighting again.
  const held = new Set<string>();
  for (const r of existing) {
    for (const e of r.evidence) if (e.source !== null && e.callerSourceHash !== undefined) known.add(`${sourceFile(e.source)}\u0000${e.callerSourceHash}`);
    if (r.status === 'active' || r.status === 'candidate') for (const e of r.evidence) if (e.source !== null) held.add(`${e.source}\u0000${normal(r.text)}`);
  }
  // The skipped lines a person rejected, by file and day: said once per run of them (walk 13 F4).
  const skippedRejected = new Map<string, { ref: string; on: string; sources: string[] }>();
  const pending = requests.filter((r) => {
    // Lines a person rejected stay out (issue #17): core reads the rejections from the audit log.
    const on = rejections?.rejectedOn(r.request.source, r.request.sourceHash) ?? restoredNow.get(r.request.sourceHash);
    if (on !== undefined) {
      (plans.get(r.ref) as FilePlan).rejected++;
      const key = `${r.ref}\u0000${on}`;
      const group = skippedRejected.get(key) ?? { ref: r.ref, on, sources: [] };
      group.sources.push(r.request.source);
      skippedRejected.set(key, group);
      return false;
    }
    if (known.has(`${r.ref}\u0000${r.request.sourceHash}`) || held.has(`${r.request.source}\u0000${normal(r.request.text)}`)) {
      (plans.get(r.ref) as FilePlan).unchanged++;
      return false;
    }
    // A line of Cairn's own export of a memory this store holds, with the same text: already
    // here (issue #14: re-importing our own kg-jsonl export duplicated every memory). The id
    // alone proves nothing; the stored text must be the exported one.
    const own = r.exported !== undefined ? byId.get(r.exported.id) : undefined;
    if (own !== undefined && sameText(own.text, (r.exported as { text: string }).text)) {
      const plan = plans.get(r.ref) as FilePlan;
      plan.unchanged++;
      ownExport.set(plan.ref, (ownExport.get(plan.ref) ?? 0) + 1);
      return false;
    }
    return true;
  });
  for (const group of skippedRejected.values()) summary.notices.push(...rejectedNotices(group.ref, group.on, group.sources));
  for (const [ref, n] of ownExport)
    summary.notices.push(
      `${ref}: ${count(n, 'observation is a memory', 'observations are memories')} this store already holds (Cairn's own export of ${n === 1 ? 'it' : 'them'}): not imported again.`,
    );

  // Lines edited since an earlier import (issue #14): the memory of the new wording supersedes
  // the memory of the old one. Only memories that stand on this file alone are replaced: a
  // memory another file (or an agent) also supports keeps that support.
  const replacing = new Map<(typeof requests)[number], { record: MemoryRecord; source: string }>();
  const fresh = new Set(pending);
  for (const plan of plans.values()) {
    const stored = existing.flatMap((r) => {
      if (r.status !== 'active' && r.status !== 'candidate') return [];
      if (!r.evidence.every((e) => e.source !== null && sourceFile(e.source) === plan.ref)) return [];
      return r.evidence.flatMap((e) => {
        const at = e.source === null ? null : /:(\d+)-\d+$/u.exec(e.source);
        return e.callerSourceHash === undefined || at === null
          ? []
          : [{ id: r.id, hash: e.callerSourceHash, line: Number(at[1]), text: r.text, record: r, source: e.source as string }];
      });
    });
    if (stored.length === 0) continue;
    const current = requests
      .filter((q) => q.ref === plan.ref)
      .map((q) => ({ hash: q.request.sourceHash, line: q.startLine, text: q.request.text, fresh: fresh.has(q), q }));
    const { edited, gone } = editedLines(stored, current);
    const replaced = new Set<string>();
    for (const e of edited) {
      if (replaced.has(e.stored.id)) continue;
      replaced.add(e.stored.id);
      replacing.set(e.current.q, { record: e.stored.record, source: e.stored.source });
    }
    for (const g of gone)
      if (!replaced.has(g.id) && !plan.gone.some((x) => x.id === g.id))
        plan.gone.push({ source: g.source, id: g.id, status: g.record.status, text: oneLine(g.record.text) });
  }

  // Deterministic ids, given out in file order before anything is written: the dry run and the
  // real import give each request the same id (issue #14).
  const taken = new Set(existing.map((r) => r.id));
  const ids = pending.map((r) => {
    const id = importIdFor(projectKey, r.request, taken);
    taken.add(id);
    return id;
  });
  const stopped = (): boolean => options.signal?.aborted === true;
  for (const [i, end] of writeGroups(pending.map((r) => importTextKey(r.request)))) {
    // Each write is started on its own turn of the event loop, the stop looked at first (walk h56
    // MED 1): reading and planning run without a turn, so a Ctrl-C sent then was only seen after a
    // whole group of 64 had been written, and the first write's index refresh kept it unseen for
    // tens of seconds. Now nothing starts after the signal; a write already started ends and is kept.
    const calls: Array<Promise<MemorizeResult>> = [];
    for (const [k, r] of pending.slice(i, end).entries()) {
      await eventLoopTurn();
      if (stopped()) break;
      const old = replacing.get(r);
      calls.push(write(old !== undefined ? { ...r.request, supersedes: old.record.id } : r.request, ids[i + k] as string));
    }
    const group = pending.slice(i, i + calls.length);
    const settled = await Promise.allSettled(calls);
    settled.forEach((s, k) => {
      const req = group[k] as (typeof group)[number];
      const plan = plans.get(req.ref) as FilePlan;
      if (s.status === 'rejected') {
        // Stopped while waiting for the store lock: not written, and not done (a run again writes it).
        if (stopped() && stopsBatch(s.reason)) return;
        if (stopsBatch(s.reason)) throw s.reason;
        const error = toCoreError(s.reason);
        plan.failed++;
        summary.failures.push({ source: req.request.source, code: error.code, message: error.message });
        return;
      }
      const r = s.value;
      // A line another import stored between this one's reading and its write (two imports of
      // one file at once, walk 12 item 8): unchanged, as a re-import after it says.
      if (r.sighting && r.evidenceKnown === true && !replacing.has(req)) {
        plan.unchanged++;
        return;
      }
      for (const c of r.clamped)
        if (c.field === 'origin' && !plan.originClamps.some((x) => x.requested === c.requested && x.applied === c.applied && x.reason === c.reason))
          plan.originClamps.push(c);
      if (r.sighting) plan.sightings++;
      else plan.new++;
      summary.totals.byStatus[r.status] = (summary.totals.byStatus[r.status] ?? 0) + 1;
      for (const f of r.flags) summary.totals.byFlag[f] = (summary.totals.byFlag[f] ?? 0) + 1;
      const old = replacing.get(req);
      const supersedes = old !== undefined && !r.sighting && r.record.supersedes === old.record.id ? old.record.id : undefined;
      summary.memories.push({
        source: req.request.source,
        id: r.record.id,
        status: r.status,
        flags: r.flags,
        sighting: r.sighting,
        ...(supersedes !== undefined ? { supersedes } : {}),
      });
      if (old !== undefined && supersedes !== undefined)
        plan.edited.push({
          source: req.request.source,
          id: r.record.id,
          status: r.status,
          flags: r.flags,
          replaces: { id: old.record.id, source: old.source, status: r.status === 'active' ? 'superseded' : old.record.status, text: oneLine(old.record.text) },
        });
      else if (old !== undefined && !plan.gone.some((x) => x.id === old.record.id))
        // The new wording is a sighting of another memory: the old line's memory is simply no longer in the file.
        plan.gone.push({ source: old.source, id: old.record.id, status: old.record.status, text: oneLine(old.record.text) });
      if (r.flags.length > 0) summary.flagged.push(flaggedLine(req.request.source, r));
    });
    if (calls.length > 0) options.onProgress?.(Math.min(pending.length, i + calls.length), pending.length);
    if (stopped()) break;
  }
  // How each file was cut, for the files this run stores something from (and every file of a
  // dry run): a re-import of an unchanged file says nothing it said the first time (issue #14).
  // A file none of whose lines became a memory says why each time (walk 10 item 13b: a token alone in a .txt, said nowhere).
  for (const f of summary.files)
    if (
      options.dryRun === true ||
      f.cairnDigest === true ||
      f.new + f.sightings + f.failed + f.edited.length + f.gone.length > 0 ||
      (f.chunks === 0 && f.skipped.length > 0)
    )
      summary.notices.push(...(planNotices.get(f.ref) ?? []));
  for (const f of summary.files) {
    summary.totals.new += f.new;
    summary.totals.sightings += f.sightings;
    summary.totals.unchanged += f.unchanged;
    summary.totals.rejected += f.rejected;
    summary.totals.failed += f.failed;
  }
  const written = summary.totals.new + summary.totals.sightings;
  // A restore's records are counted apart (the newcomer walk, h47: Ctrl-C during a restore ran it to the end).
  const restoreLeft = restored ? restored.total - restored.reached : 0;
  const pendingLeft = pending.length - (written - (restored?.written ?? 0)) - (summary.totals.failed - (restored?.failed ?? 0));
  if (stopped() && (pendingLeft > 0 || restoreLeft > 0)) {
    summary.stopped = {
      stored: written,
      refused: summary.totals.failed,
      toStore: pending.length + (restored?.total ?? 0),
      notDone: Math.max(0, pendingLeft) + restoreLeft,
    };
    for (const f of summary.files) {
      const notReached = f.chunks - f.new - f.sightings - f.unchanged - f.rejected - f.failed;
      if (notReached > 0) f.notReached = notReached;
    }
  }
  return summary;
}

/**
 * Restores the records of Cairn's own jsonl export (walk 7, item 8: a backup, or a move to
 * another machine): each is judged by core's `judgeRestored` — kept as the person signed it, or
 * written again through the one write path no higher than an agent's candidate — under its own
 * id, so a second import of the same export finds every record here and adds nothing.
 */
async function restoreExports(
  files: readonly {
    path: string;
    ref: string;
    graph?: {
      cairnRecords?: { line: number; value: Record<string, unknown> }[];
      cairnRejections?: { line: number; value: Record<string, unknown> }[];
      cairnRelinks?: { line: number; value: Record<string, unknown> }[];
    };
  }[],
  plans: Map<string, FilePlan>,
  existing: readonly MemoryRecord[],
  write: (request: unknown, id: string, from?: string, was?: RestoredFrom) => Promise<MemorizeResult>,
  restore: RestoreHooks,
  summary: ImportSummary,
  freshId: (request: never) => string,
  restoredNow: Map<string, string>,
  onProgress?: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<RestoreProgress> {
  const byId = new Map(existing.map((r) => [r.id, r]));
  // Progress over the records of every file restored (the newcomer walk: a restore of 3,000
  // memories showed nothing for 41 s): told at its start and after every record, as each goes
  // through the write path alone (walk h54 item 5: 2,309 at ≈ 10 a second under load, and a line
  // every 64 records left minutes unsaid); the adapter keeps the rate (progressLines: one line
  // every 5 s at most; the bar redraws at its own pace).
  const total = files.reduce((n, f) => n + (plans.get(f.ref)?.restored !== undefined ? (f.graph?.cairnRecords?.length ?? 0) : 0), 0);
  let seen = 0;
  const progress: RestoreProgress = { total, reached: 0, written: 0, failed: 0 };
  const aborted = (): boolean => signal?.aborted === true;
  const tick = (): void => {
    onProgress?.(seen, total);
    seen++;
  };
  // The same memory stored here under another id (an earlier restore into another store, a
  // memory written here too): already here, never a second copy beside it.
  const textKey = (kind: string | undefined, text: string): string => `${kind ?? 'fact'}\u0000${text.replace(/\s+/gu, ' ').trim()}`;
  const byText = new Set(existing.filter((r) => r.status === 'active' || r.status === 'candidate').map((r) => textKey(r.kind, r.text)));
  for (const file of files) {
    const records = file.graph?.cairnRecords ?? [];
    const plan = plans.get(file.ref);
    if (plan?.restored === undefined) continue;
    const done = plan.restored;
    // The moves the person signed first (walk h49 item 2): the records' acts may name an old key.
    const relinks = file.graph?.cairnRelinks ?? [];
    if (relinks.length > 0 && restore.relinks !== undefined) await restore.relinks(relinks.map((r) => r.value));
    // The person's rejections first (issue #14, walk 12 item 1): each verified, or refused and said.
    for (const { line, value } of file.graph?.cairnRejections ?? []) {
      done.rejections ??= { restored: 0, already: 0, refused: 0 };
      const r = await restore.reject(value);
      if ('restored' in r) {
        done.rejections.restored++;
        for (const h of r.restored.content) restoredNow.set(h, r.restored.day);
      } else if ('already' in r) done.rejections.already++;
      else {
        done.rejections.refused++;
        summary.notices.push(
          `${file.ref}: ${line}: a rejection refused: ${r.refused}. Nothing was recorded for it; reject that memory again if it comes back.`,
        );
      }
    }
    plan.chunks += records.length;
    summary.totals.memories += records.length;
    for (const { line, value } of records) {
      // Stopped (Ctrl-C, SIGTERM) between records: what was restored stays, a run again finishes it.
      await eventLoopTurn();
      if (aborted()) break;
      progress.reached++;
      tick();
      const verdict = restore.judge(value);
      if ('unreadable' in verdict) {
        plan.unreadable++;
        plan.unreadableLines.push(line);
        summary.notices.push(`${file.ref}: ${line}: ${verdict.unreadable}; skipped`);
        plan.chunks--;
        summary.totals.memories--;
        continue;
      }
      const { id, request } = verdict;
      const here = byId.get(id);
      if ((here !== undefined && sameText(here.text, request.text)) || (here === undefined && byText.has(textKey(request.kind, request.text)))) {
        plan.unchanged++;
        done.unchanged++;
        continue;
      }
      if (verdict.keep !== undefined && here === undefined) {
        await restore.keep(verdict.keep);
        byId.set(id, verdict.keep);
        progress.written++;
        plan.new++;
        done.signed++;
        const r = verdict.keep;
        summary.totals.byStatus[r.status] = (summary.totals.byStatus[r.status] ?? 0) + 1;
        summary.memories.push({ source: `${file.ref}:${line}-${line}`, id, status: r.status, flags: r.flags, sighting: false });
        continue;
      }
      // Lowered, a record that claimed nothing of the person's, or one whose id this store gives
      // another memory: the one write path decides what it is.
      try {
        // An id this store gives another text is not taken over: the restored memory gets a new one; so does an id not
        // of Cairn's own shape (attack h59 A2: an edited export's id is free text — a token, an order, a line break —
        // that no redaction or gate reads, and it shows in every receipt).
        // Inside the working tree, no higher than the file's place (attack h57 H6): a claim may only lower.
        const placed = done.ceiling === undefined ? request : { ...request, origin: weakerOrigin(request.origin, done.ceiling) };
        const keepsId = here === undefined && MEMORY_ID.test(id);
        const r = await write(placed, keepsId ? id : freshId(request as never), file.path, verdict.was);
        byId.set(r.record.id, r.record);
        progress.written++;
        if (r.sighting) plan.sightings++;
        else plan.new++;
        summary.totals.byStatus[r.status] = (summary.totals.byStatus[r.status] ?? 0) + 1;
        for (const f of r.flags) summary.totals.byFlag[f] = (summary.totals.byFlag[f] ?? 0) + 1;
        summary.memories.push({ source: `${file.ref}:${line}-${line}`, id: r.record.id, status: r.status, flags: r.flags, sighting: r.sighting });
        // Listed as any import lists them, with the gate's reasons (walk h48 item 2: a restore's
        // plan said "flags: instruction 2" and named neither memory).
        // Named by the memory's own source, as `cairn list` names it, with the backup's line after
        // (walk h49 item 12: the restore named only the backup's line, list the original file).
        if (r.flags.length > 0) {
          const original = r.record.evidence.find((e) => typeof e.source === 'string' && e.source !== '')?.source as string | undefined;
          summary.flagged.push(
            original !== undefined ? flaggedLine(original, r, `${file.ref}:${line}-${line}`) : flaggedLine(`${file.ref}:${line}-${line}`, r),
          );
        }
      } catch (error) {
        // Stopped while waiting for the store's lock: not written, and not done.
        if (aborted() && stopsBatch(error)) {
          progress.reached--;
          break;
        }
        if (stopsBatch(error)) throw error;
        const e = toCoreError(error);
        plan.failed++;
        progress.failed++;
        summary.failures.push({ source: `${file.ref}:${line}`, code: e.code, message: e.message });
        continue;
      }
      if (verdict.keep !== undefined) {
        done.lowered++;
        const why = `its id is another memory's here`;
        done.why[why] = (done.why[why] ?? 0) + 1;
      } else if (verdict.why !== undefined) {
        done.lowered++;
        done.why[verdict.why] = (done.why[verdict.why] ?? 0) + 1;
        if (/another project/u.test(verdict.why)) done.otherProject++;
      } else done.plain++;
    }
    if (aborted()) {
      // The files not reached count what they hold, so the stopped summary says what is left.
      for (const later of files.slice(files.indexOf(file) + 1)) {
        const p = plans.get(later.ref);
        if (p?.restored === undefined) continue;
        p.chunks += later.graph?.cairnRecords?.length ?? 0;
        summary.totals.memories += later.graph?.cairnRecords?.length ?? 0;
      }
      return progress;
    }
    summary.notices.push(restoreNotice(file.ref, done, summary.dryRun));
  }
  if (total > 0) onProgress?.(total, total);
  return progress;
}

/** How far a restore went: records to restore, reached, written through the write path or kept, refused. */
interface RestoreProgress {
  total: number;
  reached: number;
  written: number;
  failed: number;
}

/** A person's act named in words where its id is not a word (`memorize-user`). */
const ACT_WORDS: Readonly<Record<string, string>> = { 'memorize-user': 'memory stored as yours' };

/**
 * Why memories were lowered, one count per reason: a record's reason "it carries A; B" counts
 * once under A and once under B (walk 10 item 5: compound reasons were listed as they came, so
 * one reason showed twice and "; B" dangled without a count), with act ids put in words.
 *
 * @param why - reason → number of memories, as the restore counted them
 * @returns "8 carry a confirm signed for another project; 1 because …", most frequent first
 */
function loweredReasons(why: Readonly<Record<string, number>>): string {
  const carried = new Map<string, number>();
  const other = new Map<string, number>();
  for (const [reason, n] of Object.entries(why)) {
    if (!reason.startsWith('it carries ')) {
      other.set(reason, (other.get(reason) ?? 0) + n);
      continue;
    }
    for (const problem of new Set(reason.slice('it carries '.length).split('; '))) {
      const worded = problem.replace(/^an? (\S+) signed/u, (m, act: string) => (ACT_WORDS[act] !== undefined ? `a ${ACT_WORDS[act]} signed` : m));
      carried.set(worded, (carried.get(worded) ?? 0) + n);
    }
  }
  const byCount = (a: [string, number], b: [string, number]): number => b[1] - a[1];
  const several = [...Object.keys(why)].some((r) => r.startsWith('it carries ') && r.includes('; '));
  return [
    ...[...carried].sort(byCount).map(([p, n]) => `${n} ${n === 1 ? 'carries' : 'carry'} ${p}`),
    ...[...other].sort(byCount).map(([r, n]) => `${n} because ${r}`),
  ]
    .join('; ')
    .concat(several ? ' (a memory can carry several)' : '');
}

/**
 * What a restore of Cairn's own export did, in one notice (walk 7, item 8) — or, in a dry run,
 * what it would do (walk h58: `import --dry-run` of an export said "restored" of what it had not).
 */
function restoreNotice(ref: string, d: NonNullable<FilePlan['restored']>, dryRun: boolean): string {
  const restored = dryRun ? 'would be restored' : 'restored';
  const lowered = dryRun ? 'would be lowered' : 'lowered';
  const refused = dryRun ? 'would be refused' : 'refused';
  const parts = [
    `${count(d.signed, 'memory', 'memories')} ${restored} as the person signed ${d.signed === 1 ? 'it' : 'them'}`,
    `${d.lowered} ${lowered} to ${d.ceiling === undefined ? "the agent's candidates" : `candidates of origin ${d.ceiling}`} (a person's standing no signature here backs${d.lowered > 0 ? `: ${loweredReasons(d.why)}` : ''})`,
    d.ceiling === undefined
      ? `${d.plain} ${restored} through the write path as what ${d.plain === 1 ? 'it claims' : 'they claim'} (no person's act)`
      : `${d.plain} ${restored} through the write path no higher than origin ${d.ceiling} (no person's act; the file lies in the working tree, where a cloned repository could have put it)`,
    `${d.unchanged} already here`,
  ];
  const rj = d.rejections;
  if (rj !== undefined) {
    parts.push(
      // Each count with its own words (walk h50 item 11: "0 rejections of yours restored (…), 1 already here").
      `your rejections: ${rj.restored} ${restored}${rj.already > 0 ? `, ${rj.already} already here` : ''}${rj.refused > 0 ? `, ${rj.refused} ${refused} (see above)` : ''} (an import skips the lines they name)`,
    );
  }
  const moved =
    d.otherProject > 0
      ? ` ${count(d.otherProject, 'memory was', 'memories were')} confirmed, pinned or written by the person in another project (an export from another folder or machine): a signature binds its project, so confirm ${d.otherProject === 1 ? 'it' : 'them'} here again with \`cairn review\`${dryRun ? ' once it is restored' : ''}.`
      : '';
  return `${ref}: Cairn's own export, ${dryRun ? 'would be restored (dry run: nothing was written)' : 'restored'}: ${parts.join(', ')}.${moved}`;
}

/** What `cairn scan` reports: the project and the importers' scan of the named paths. */
export async function scanPaths(options: { paths: readonly string[]; from?: string; projectPath: string; cwd: string; cairnHome?: string }) {
  const { from } = await checkImportOptions({ ...(options.from !== undefined ? { from: options.from } : {}) });
  const { readSources, scanSources } = await loadImporters();
  const read = await readSources(options.paths, {
    projectRoot: options.projectPath,
    cwd: options.cwd,
    ...(from ? { from } : {}),
    ...(options.cairnHome !== undefined ? { cairnHome: options.cairnHome } : {}),
    // The head of an oversized agent file is scanned, not skipped: agents read its start.
    headOfLarge: true,
  });
  return { read, report: scanSources(read) };
}

/** At most this many skipped rejected lines of one file and day are said one by one; more are said as one notice. */
const REJECTED_ONE_BY_ONE = 3;

/**
 * The notices for the lines of one file a person rejected on one day that an import skipped
 * (issue #17; issue #14, walk 13 F4: a re-import after `cairn reject --source` of 128 memories
 * printed 128 lines `docs/notes.md:1-1 rejected by you on …: skipped.`, the stored `1-1` form the
 * README says is printed `:1`). Up to {@link REJECTED_ONE_BY_ONE}: one notice each, the source as
 * `displayRef` says it (`AGENTS.md:5 rejected by you on 2026-12-05: skipped.`); more: one notice
 * with the count and the line spans, adjacent ranges merged, the first five and `…`
 * (`docs/notes.md: 128 memories rejected by you on 2026-12-05 (lines 1-128): skipped.`).
 *
 * @param ref - the file as the import names it
 * @param on - the day of the rejection, `YYYY-MM-DD`
 * @param sources - the skipped memories' sources (`path:a-b`), in the file's order
 */
export function rejectedNotices(ref: string, on: string, sources: readonly string[]): string[] {
  if (sources.length <= REJECTED_ONE_BY_ONE) return sources.map((s) => `${displayRef(s)} rejected by you on ${on}: skipped.`);
  const spans: Array<[number, number]> = [];
  for (const s of sources) {
    const m = /:(\d{1,9})-(\d{1,9})$/u.exec(s);
    if (m === null) continue;
    const a = Number(m[1]);
    const b = Number(m[2]);
    const last = spans[spans.length - 1];
    if (last !== undefined && a >= last[0] && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else spans.push([a, b]);
  }
  const shown = spans.slice(0, 5).map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`));
  const lines =
    shown.length === 0 ? '' : ` (line${spans.length === 1 && spans[0]?.[0] === spans[0]?.[1] ? '' : 's'} ${shown.join(', ')}${spans.length > 5 ? ', …' : ''})`;
  return [`${ref}: ${sources.length} memories rejected by you on ${on}${lines}: skipped.`];
}
