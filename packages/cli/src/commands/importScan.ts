import { cutLine } from '../cutLine.js';
import { pathToFileURL } from 'node:url';
import {
  type Clamp,
  CoreError,
  displayRef,
  ErrorCode,
  type FileReport,
  type Finding,
  type FlaggedLine,
  type ImportSummary,
  type IncompleteExport,
  RESTORE_PARTIAL_WORDS,
  SOURCE_FORMATS,
  toSarif,
  count,
  noun,
} from '@cairn/session';
import type { Command } from 'commander';
import { type GlobalOptions, withSession } from '../context.js';
import { EXIT, stoppedExit } from '../exitCodes.js';
import { type Output, typedValue } from '../output.js';
import type { Runner } from '../run.js';
import { listenForStop } from '../stopSignal.js';
import { stdoutReaderGone } from '../closedPipe.js';
import { readLine } from '../person/terminal.js';
import { type Progress, PROGRESS_THRESHOLD, progressLines } from '../progressLines.js';
import { clampLine, IMPORT_NOT_ON_TERMINAL } from './memorize.js';

const oneLine = (text: string, max = 160): string => cutLine(text.replace(/\s+/g, ' ').trim(), max);

/** What the import's progress shows: the scan of the files (before any write), then the writes. */
interface ImportProgress extends Progress {
  /** The files start to be read (the session's onReading). */
  reading(): void;
  /** `done` of `total` units of the files went through the scan's checks (the session's onChecking). */
  checking(done: number, total: number): void;
}

/**
 * Progress on a terminal (stderr a TTY, not --json) for an import: a line saying the files are
 * being read and checked while nothing can be counted yet (the newcomer walk: 3,000 items showed
 * nothing for seconds), then a bar (cli-progress) once {@link PROGRESS_THRESHOLD} or more units
 * are checked ("scanning … items": walk h55 L7, a 15,000-item file sat 45 s on the reading line
 * before the first write), the same bar then counting the memories written or restored. Off a
 * terminal, lines at a modest rate ({@link progressLines}: the h47 walk, item 2, a 40 s import
 * said nothing with stderr captured), the scan's first; with --json, nothing. A dry run writes
 * nothing, so its write lines say "checking (dry run)", not "importing" (walk h48 item 10).
 */
async function progressBar(out: Output, dryRun: boolean): Promise<ImportProgress> {
  const none = (): undefined => undefined;
  if (out.json) return { update: none, stop: none, reading: none, checking: none };
  const label = dryRun ? 'checking (dry run)' : 'importing';
  if (process.stderr.isTTY !== true) {
    const scan = progressLines((line) => out.note(line), 'scanning', 'items');
    const write = progressLines((line) => out.note(line), label, 'memories');
    return {
      update(done, total) {
        scan.stop();
        write.update(done, total);
      },
      stop() {
        scan.stop();
        write.stop();
      },
      reading: none,
      checking: (done, total) => scan.update(done, total),
    };
  }
  const { default: cliProgress } = await import('cli-progress');
  let bar: InstanceType<typeof cliProgress.SingleBar> | undefined;
  // Said when the files start to be read (the session's onReading: after the store was opened,
  // so nothing is said before "Memory is not enabled", walk h48 item 10), on one line the bar
  // (or the end) writes over.
  let reading = false;
  const clearReading = (): void => {
    if (!reading) return;
    reading = false;
    process.stderr.write('\r\u001b[2K');
  };
  // One bar for both phases: its words and total change when the writes begin.
  const show = (phase: string, noun: string, done: number, total: number): void => {
    if (!bar) {
      if (total < PROGRESS_THRESHOLD) return;
      clearReading();
      bar = new cliProgress.SingleBar(
        { stream: process.stderr, format: '{phase} [{bar}] {value}/{total} {noun}', hideCursor: true, clearOnComplete: true },
        cliProgress.Presets.shades_classic,
      );
      bar.start(total, 0, { phase, noun });
    }
    // A restore and then other files: each phase counts its own.
    if (bar.getTotal() !== total) bar.setTotal(total);
    bar.update(done, { phase, noun });
  };
  return {
    update: (done, total) => show(label, 'memories', done, total),
    checking: (done, total) => show('scanning', 'items', done, total),
    // A later update (the writes, after the restore-partial question) draws a bar afresh.
    stop: () => {
      clearReading();
      bar?.stop();
      bar = undefined;
    },
    reading: () => {
      if (reading || bar !== undefined) return;
      reading = true;
      process.stderr.write(`${label}: reading and checking the files…`);
    },
  };
}

/**
 * Asks the person at the terminal whether to restore files of Cairn's own export that are not
 * whole (the h47 walk, item 7: a backup cut short restored without a word): says what is wrong
 * with each, then reads one typed line; only {@link RESTORE_PARTIAL_WORDS} is a yes. The session
 * asks it only where a person is at the terminal (`readLine` reads only the controlling terminal).
 */
async function askRestorePartial(files: readonly IncompleteExport[], out: Output, stopBar: () => void): Promise<boolean> {
  stopBar();
  for (const f of files) out.note(`${f.ref} is Cairn's own export, and it is not whole: ${f.why}`);
  const n = files.reduce((a, f) => a + f.memories, 0);
  const typed = await readLine(
    `Type "${RESTORE_PARTIAL_WORDS}" to restore the ${count(n, 'memory', 'memories')} it holds all the same (each still checked as in any restore); anything else imports nothing: `,
  );
  return typed.trim().toLowerCase() === RESTORE_PARTIAL_WORDS;
}

/**
 * The one line a stopped import ends with (issue #14, walk-4 item 3), e.g. "Stopped (Ctrl-C):
 * 2496 of 3000 stored; run the import again to finish." A dry run wrote nothing, and says so.
 */
function stoppedLine(key: string, summary: ImportSummary): string {
  const s = summary.stopped;
  if (s === undefined) return '';
  if (summary.dryRun) return `Stopped (${key}): dry run, nothing was written (${s.stored + s.refused} of ${s.toStore} planned before you stopped).`;
  const before = summary.totals.unchanged > 0 ? ` (${summary.totals.unchanged} others were already stored)` : '';
  const refused = s.refused > 0 ? `, ${s.refused} refused` : '';
  return `Stopped (${key}): ${s.stored} of ${s.toStore} stored${refused}${before}; run the import again to finish. What was stored is kept.`;
}

/** Files that gave no memory and had lines that could not be read: nothing was imported from them. */
function unreadFiles(summary: ImportSummary): ImportSummary['files'] {
  return summary.files.filter((f) => f.chunks === 0 && f.unreadable > 0);
}

/** Files that gave memories but had lines that could not be read: imported without those lines. */
function partlyReadFiles(summary: ImportSummary): ImportSummary['files'] {
  return summary.files.filter((f) => f.chunks > 0 && f.unreadable > 0);
}

/**
 * The warning for a file read only in part (issue #14, walk-4 item 13: a memory.jsonl with a
 * broken line imported with exit 0, the skip said only among the plan's notes), e.g. "warning:
 * memory.jsonl: line 2 could not be read and was skipped (not valid JSON); the rest of the file
 * was imported."
 */
function partlyReadLine(f: ImportSummary['files'][number], summary: ImportSummary): string {
  const lines = f.unreadableLines;
  const named =
    lines.length === 1 ? `line ${lines[0]}` : lines.length <= 5 ? `lines ${lines.join(', ')}` : `${lines.length} lines (${lines.slice(0, 5).join(', ')}, …)`;
  const reasons = [
    ...new Set(
      summary.notices
        .filter((n) => n.startsWith(`${f.ref}:`) && /^\d+: /u.test(n.slice(f.ref.length + 1)))
        .map((n) =>
          n
            .slice(f.ref.length + 1)
            .replace(/^\d+: /u, '')
            .replace(/; skipped$/u, ''),
        ),
    ),
  ];
  const why = reasons.length > 0 ? ` (${reasons.slice(0, 3).join('; ')}${reasons.length > 3 ? '; …' : ''})` : '';
  const one = lines.length === 1;
  return `warning: ${f.ref}: ${named} could not be read and ${one ? 'was' : 'were'} skipped${why}; the rest of the file ${summary.dryRun ? 'would be' : 'was'} imported.`;
}

/**
 * What an unreadable file is, in one sentence: Cairn's own jsonl export (said as such: it is not
 * imported back), or how many lines could not be read and the first reasons (from the notices).
 */
function unreadableLine(f: ImportSummary['files'][number], summary: ImportSummary): string {
  const reasons = summary.notices
    .filter((n) => n.startsWith(`${f.ref}:`))
    .slice(0, 3)
    .map((n) =>
      oneLine(
        n
          .slice(f.ref.length + 1)
          .replace(/^(\d+): /u, 'line $1: ')
          .replace(/; skipped$/u, ''),
        80,
      ),
    );
  return `Nothing to import from ${f.ref}: ${count(f.unreadable, 'line')} could not be read (${reasons.join('; ')}${f.unreadable > reasons.length ? '; …' : ''}).`;
}

/** How many lines of a file were set aside in no memory (headings, fragments, lead-ins with nothing to join). */
function skippedLines(f: ImportSummary['files'][number]): number {
  return f.skipped.reduce((n, s) => n + s.endLine - s.line + 1, 0);
}

/**
 * A file's format as the plan and the scan name it: the importers' id (`agents-md`, `kg-jsonl`…),
 * except a note whose name is not `.md` or `.markdown` (a `.txt`), which is plain text that the
 * importer reads as Markdown — not `[markdown]` (issue #14, the eleventh newcomer walk).
 */
function formatWords(format: string, ref: string): string {
  return format === 'markdown' && !/\.(?:md|markdown)$/iu.test(ref) ? 'plain text, read as Markdown' : format;
}

function printImport(summary: ImportSummary, out: Output): void {
  const p = out.paint;
  const t = summary.totals;
  out.print(summary.dryRun ? p.bold('Import plan (dry run: nothing was written)') : p.bold('Import'));
  for (const f of summary.files) {
    const graph =
      f.entities !== undefined && (f.restored === undefined || f.entities + (f.relations ?? 0) > 0)
        ? `, ${count(f.entities, 'entity', 'entities')} (${count(f.uniqueEntities ?? 0, 'name', 'names')}), ${count(f.relations ?? 0, 'relation', 'relations')} (${f.uniqueRelations ?? 0} unique)`
        : '';
    const from = f.importedFrom !== undefined ? ` (imported by ${f.importedFrom})` : '';
    if (f.restored !== undefined && f.entities === 0 && (f.relations ?? 0) === 0) {
      out.print(
        `  ${f.ref}${from} [Cairn's own export]: ${count(f.chunks, 'memory', 'memories')} → ${f.new} new, ${f.sightings} sightings, ${f.unchanged} unchanged`,
      );
      continue;
    }
    if (f.cairnDigest === true) {
      out.print(`  ${f.ref}${from}: Cairn's own digest (cairn digest) — skipped, not imported as memories.`);
      continue;
    }
    // The origin stored, not only the one asked for: a clamp is said as memorize says it (issue #14, second walk).
    const applied = f.originClamps.length === 1 ? (f.originClamps[0] as Clamp).applied : f.origin;
    out.print(
      `  ${f.ref}${from} [${formatWords(f.format, f.ref)}${applied ? `, origin ${String(applied)}` : ''}]: ${count(f.chunks, 'memory', 'memories')}${graph} → ${f.new} new, ${count(f.sightings, 'sighting')}, ${f.unchanged} unchanged${f.rejected ? `, ${f.rejected} rejected by you` : ''}${f.failed ? `, ${p.red(`${f.failed} refused`)}` : ''}${f.notReached ? `, ${f.notReached} not reached (stopped)` : ''}${f.chunks === 0 && f.skipped.length > 0 ? `; ${count(skippedLines(f), 'line')} skipped` : ''}`,
    );
    for (const c of f.originClamps) out.print(`    ${clampLine(c, out)}`);
  }
  const clamps = summary.files.flatMap((f) => f.originClamps);
  if (clamps.some((c) => c.requested === 'user')) out.print(`  ${out.paint.dim(IMPORT_NOT_ON_TERMINAL)}`);
  const statuses =
    Object.entries(t.byStatus)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ') || 'none';
  const flags =
    Object.entries(t.byFlag)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ') || 'none';
  const rejected = t.rejected ? `; ${t.rejected} skipped (rejected by you)` : '';
  const unread = unreadFiles(summary);
  if (t.new + t.sightings + t.failed === 0 && t.unchanged + t.rejected === 0) {
    // Nothing was read at all: never "already imported" (issue #14); each unreadable file is said below.
    // A file whose every line was set aside (a token alone on its line, redacted to nothing a
    // memory could hold): the lines are counted, and each is said below (walk 10 item 13b).
    const skipped = summary.files.reduce((n, f) => n + (f.chunks === 0 ? skippedLines(f) : 0), 0);
    // Stopped before anything was reached (Ctrl-C while the files were read): the Stopped line
    // that follows says so; "no memories in these files" would be false (walk h48 item 3).
    if (unread.length === 0 && summary.stopped === undefined)
      out.print(
        skipped > 0
          ? `${summary.dryRun ? 'Nothing would be imported' : 'Nothing imported'}: ${count(skipped, 'line')} skipped, each said below.`
          : 'Nothing to import: no memories in these files.',
      );
  } else if (t.new + t.sightings + t.failed === 0)
    // Nothing to count by status or flag: say so in one line (issue #14: "status: none").
    out.print(`${summary.dryRun ? 'Would store nothing new' : 'Nothing new'}: ${t.unchanged} unchanged (already imported)${rejected}.`);
  else {
    out.print(
      `${summary.dryRun ? 'Would store' : 'Stored'} ${t.new} new, ${count(t.sightings, 'sighting')}; ${t.unchanged} unchanged (already imported)${rejected}.`,
    );
    out.print(`  status: ${statuses}`);
    out.print(`  flags: ${flags}`);
  }
  // Grouped and counted by core's reviewLabel, as `cairn review` labels and counts them (issue
  // #14: a redacted line was counted here among the flagged, and walked there as ordinary).
  const groups: [(f: FlaggedLine) => boolean, (n: number) => string][] = [
    [
      (f) => f.label === 'flagged',
      (n) => p.yellow(`Needs your review: ${n} flagged (${summary.dryRun ? 'would be kept' : 'kept'}, never active or in the digest until you confirm):`),
    ],
    [
      (f) => f.label === 'redacted',
      // What a bulk confirm does with it, as `cairn confirm --source` does it (walk 10 item 5: "not
      // held back" here, while confirm --source left it for one-by-one review).
      (n) =>
        `Redacted: ${n} (${summary.dryRun ? `a credential would be removed before ${noun(n, 'it is', 'they are')} stored` : `a credential was removed before ${noun(n, 'it was', 'they were')} stored`}; \`cairn confirm --source\` leaves ${noun(n, 'it', 'them')} for you to read and confirm by id, and cairn review labels ${noun(n, 'it', 'them')} redacted):`,
    ],
    [
      (f) => f.label === 'obfuscated',
      (n) =>
        `With invisible characters: ${n} (\`cairn confirm --source\` leaves ${noun(n, 'it', 'them')} for you to read and confirm by id; cairn show and cairn review show ${noun(n, 'it', 'them')} decoded):`,
    ],
    [(f) => f.label === undefined, (n) => `Flagged, already confirmed by you: ${n}`],
  ];
  for (const [member, heading] of groups) {
    const lines = summary.flagged.filter(member);
    if (lines.length === 0) continue;
    out.print(heading(lines.length));
    for (const f of lines) {
      // On a terminal the text is cut to the line (issue #14); in a pipe it is whole.
      // The source and id are never cut; the flags, reasons and text after them are.
      const head = `  ${displayRef(f.source)}${f.backup !== undefined ? ` (backup ${displayRef(f.backup)})` : ''} ${f.id} `;
      const rest = `${p.yellow(f.flags.join(','))}${f.gateReasons.length ? ` (${f.gateReasons.join(', ')})` : ''}: ${f.title !== undefined ? `[${f.title}] ` : ''}${oneLine(f.text, Number.POSITIVE_INFINITY)}`;
      out.print(`${head}${out.fit(head, rest)}`);
    }
  }
  // A HIGH finding on a file holds all its memories from a bulk confirm until the person has
  // looked at it (core's bulkConfirmHold): said here, as `cairn confirm --source` will say it.
  for (const f of summary.files) {
    const high = [...new Set(f.findings.filter((x) => x.severity === 'high').map((x) => `${f.ref}:${x.line}`))];
    if (high.length === 0 || f.new + f.sightings === 0) continue;
    out.print(
      `HIGH finding at ${high.join(', ')}: \`cairn confirm --source ${f.ref}\` leaves every memory of this file for one-by-one review until you look at ${noun(high.length, 'it', 'them')} (cairn scan ${f.ref}), then run it with ${high.map((h) => `--reviewed ${h}`).join(' ')}.`,
    );
  }
  const edited = summary.files.flatMap((f) => f.edited);
  if (edited.length > 0) {
    // A line edited since the last import (issue #14): its new memory replaces the old one's, and
    // a repo memory replaces a confirmed one only when the person confirms it (DESIGN.md §1).
    out.print(p.yellow(`Edited since the last import: ${count(edited.length, 'line')}`));
    for (const e of edited) {
      const line = e.source.replace(/^(.*:\d+)-\d+$/u, '$1'); // the edited line's first line, as the file has it now
      const waits = e.status !== 'active';
      out.print(
        `  ${line} ${e.id} ${summary.dryRun ? 'would supersede' : waits ? 'supersedes' : 'superseded'} ${e.replaces.id} (${displayRef(e.replaces.source)}: ${oneLine(e.replaces.text, 80)})${
          waits
            ? `: ${summary.dryRun ? 'it would wait' : 'it waits'}${e.flags.includes('contradicts') ? ', flagged contradicts,' : ''} for your confirm (cairn show ${e.id}, then cairn confirm ${e.id}); ${e.replaces.id} stays ${e.replaces.status} until then.`
            : '.'
        }`,
      );
    }
  }
  const gone = summary.files.flatMap((f) => f.gone);
  if (gone.length > 0) {
    out.print(`No longer in the files, kept as they are: ${count(gone.length, 'memory', 'memories')}`);
    for (const g of gone) out.print(`  ${displayRef(g.source)} ${g.id} (${g.status}): ${oneLine(g.text, 80)} — cairn forget ${g.id} if it no longer holds.`);
  }
  for (const f of summary.failures) out.print(`  ${p.red('refused')} ${f.source}: ${f.message}`);
  if (summary.notices.length > 0) {
    // How each file was cut (headings as titles, lead-ins joined, what was skipped) and any scan
    // finding on lines no memory holds: the same analysis as `cairn scan` (issue #14).
    out.print('How the files were read:');
    for (const n of summary.notices) out.print(`  ${n}`);
  }
  for (const f of unread) out.print(p.red(unreadableLine(f, summary)));
  // A stopped import ends with its Stopped line, not with advice to review half of it (walk-5 item 5).
  if (!summary.dryRun && summary.stopped === undefined && t.new + t.sightings > 0) {
    // A restore's candidates are memories the person had already kept: walked one by one, not
    // confirmed by file (restore's notice names `cairn review`; walk 7 item 8's follow-up).
    const restoring = summary.files.length > 0 && summary.files.every((f) => f.restored !== undefined);
    // A restore where every memory came back as the person signed it leaves nothing to walk (walk 11 item 9).
    const waiting = summary.files.reduce((n, f) => n + (f.restored?.lowered ?? 0) + (f.restored?.plain ?? 0), 0);
    if (restoring && waiting === 0) out.print(p.dim('Every memory came back as you signed it: nothing waits for review.'));
    else
      out.print(
        p.dim(
          restoring
            ? 'Next: `cairn review` walks what came back as candidates, one keystroke each (your passphrase once).'
            : 'Next: review with `cairn list --status candidate`, then confirm what one file contributed with `cairn confirm --source <file>` (orders are never confirmed in bulk: confirm each by id, or `cairn reject <id>` one so a later import skips it).',
        ),
      );
  }
}

const SEVERITY_PAINT = { high: 'red', medium: 'yellow', low: 'dim' } as const;

function printScan(files: FileReport[], orphans: Finding[], counts: Record<string, number>, out: Output): void {
  const p = out.paint;
  // One aligned table per file (cli-table3, no lines): the severity column stays put whatever
  // the width of the line numbers (issue #14).
  const rows = (findings: readonly Finding[]): string[][] =>
    findings.flatMap((f) => {
      const range = f.endLine !== f.line ? `${f.line}-${f.endLine}` : `${f.line}`;
      const row = [`${f.ref}:${range}`, p[SEVERITY_PAINT[f.severity]](f.severity.toUpperCase()), `${f.category}: ${f.message}`];
      return f.decoded !== undefined ? [row, ['', '', `decoded: ${oneLine(f.decoded, 300)}`]] : [row];
    });
  // The same column widths for every file, so the columns line up down the whole report.
  const where = Math.max(0, ...[...files.flatMap((f) => f.findings), ...orphans].map((f) => Array.from(`${f.ref}:${f.line}-${f.endLine}`).length));
  const show = (findings: readonly Finding[]): void => {
    if (findings.length === 0) return;
    const table = out.table(['where', 'severity', 'finding'], rows(findings), {
      borderless: true,
      minWidths: { where: where + 1, severity: 'MEDIUM'.length + 1 },
      reserve: 2,
    });
    out.printLaidOut(
      table
        .split('\n')
        .map((l) => `  ${l.trimEnd()}`)
        .join('\n'),
    );
  };
  for (const file of files) {
    const from = file.importedFrom !== undefined ? `, imported by ${file.importedFrom}` : '';
    // Cairn's own export (a backup) is named as import names it, its records scanned (walk h48 item 2).
    const format = file.cairnExport !== undefined ? "Cairn's own export" : formatWords(file.format, file.ref);
    out.print(`${p.bold(file.ref)} [${format}${from}]: ${file.highest ? `highest ${file.highest}` : 'nothing found'}`);
    show(file.findings);
  }
  // Findings of no file scanned (a link out of the project, not read) under a heading of their
  // own: after the last file's, they read as that file's (walk 9 item 4).
  if (orphans.length > 0 && files.length > 0) out.print(`${p.bold('Not read')}: ${count(orphans.length, 'finding')} about files this scan did not read`);
  show(orphans);
  out.print(`${count(files.length, 'file')} scanned: ${counts.high ?? 0} high, ${counts.medium ?? 0} medium, ${counts.low ?? 0} low.`);
}

/** Registers `cairn import` and `cairn scan` (issue #9). */
export function registerImportScan(program: Command, run: Runner, version: string): void {
  program
    .command('import')
    .description(
      'Import agent memory files (AGENTS.md, CLAUDE.md, .cursor/rules, memory-bank, memory.jsonl…) and .md/.txt notes through the write path; a folder is searched for agent memory files; any other named file (source code) is refused unless --from text',
    )
    .argument('[paths...]', 'files or folders')
    .option('--from <format>', `force the format of the named files (text: read any file as plain text): ${SOURCE_FORMATS.join(', ')}`)
    .option(
      '--origin <origin>',
      "origin of every imported memory, no more trusted than the file's own (repo for files; agent for a memory.jsonl outside the project); user is a person's act, signed at the terminal",
    )
    .option('--dry-run', 'show the plan (counts per status and flag, flagged lines) and write nothing')
    .addHelpText(
      'after',
      [
        '',
        "Restore: a file of Cairn's own export (`cairn export --all --out ~/cairn-backup.jsonl`) is restored.",
        'A memory keeps your standing (yours, confirmed, pinned) only when your signature on it verifies for this',
        'project; the rest goes through the write path no higher than an agent candidate, and the output says how',
        'many and why.',
        'Restored into another project folder, your signed acts are lowered: confirm them again with `cairn review`.',
        'Importing the same export twice adds nothing. An export cut short or edited (its last line, "cairn-export-end",',
        'missing or not matching what precedes it) is refused, saying what is wrong; a person at a terminal may type',
        '"restore partial" to restore what it holds, each memory still checked.',
      ].join('\n'),
    )
    .action(async (paths: string[], o: { from?: string; origin?: string; dryRun?: boolean }, cmd: Command) => {
      await run(cmd, async (g: GlobalOptions, out: Output) => {
        // Said in Cairn's words, with what to type (the h47 walk, item 5: commander's bare "missing required argument").
        if (paths.length === 0)
          throw new CoreError(
            ErrorCode.INVALID_INPUT,
            'Name the files or folders to import: `cairn import --dry-run .` shows the plan for the agent memory files in this folder, then `cairn import .` imports them.',
          );
        const bar = await progressBar(out, o.dryRun === true);
        // Ctrl-C (or SIGTERM) stops the import between groups of writes: the writes in flight end
        // and are kept, the progress bar gives the terminal back its cursor and line wrap, and the
        // answer says what was stored (issue #14, walk-4 item 3: exit 130, nothing said, the
        // cursor left hidden).
        const stop = listenForStop();
        // A dry run's plan is all it makes: once its reader went away (`… | head`, EPIPE) it stops
        // at its next check and ends quietly, exit 0 (walk h56 LOW 7: it checked on for 10 minutes).
        // A real import finishes the writes it started printing (closedPipe.ts).
        const reader = o.dryRun === true ? stdoutReaderGone() : undefined;
        const signal = reader !== undefined ? AbortSignal.any([stop.signal, reader.signal]) : stop.signal;
        let summary: ImportSummary;
        try {
          summary = await withSession(g, out, (session) =>
            session.import({
              paths,
              ...(o.from !== undefined ? { from: o.from } : {}),
              ...(o.origin !== undefined ? { origin: o.origin } : {}),
              dryRun: o.dryRun === true,
              onProgress: (done, total) => bar.update(done, total),
              onReading: () => bar.reading(),
              onChecking: (done, total) => bar.checking(done, total),
              signal,
              restoreIncomplete: (files) => askRestorePartial(files, out, () => bar.stop()),
            }),
          );
        } finally {
          bar.stop();
        }
        // Nobody reads the plan any more: nothing was written, nothing more to say (exit 0, as `| head` on `list`).
        if (reader?.gone() === true && stop.stoppedBy() === undefined) return EXIT.ok;
        if (summary.stopped !== undefined) {
          const s = summary.stopped;
          const stoppedBy = stop.stoppedBy();
          if (out.json) out.printJson({ ...summary, stopped: { signal: stoppedBy, ...s } });
          else {
            printImport(summary, out);
            out.print(stoppedLine(stoppedBy === 'SIGINT' || stoppedBy === undefined ? 'Ctrl-C' : stoppedBy, summary));
          }
          return stoppedExit(stoppedBy);
        }
        // Something named was not read (a link out of the project, a file of the Cairn home): nothing
        // imported, said so, exit 2 as for a file nothing could be read from (walk 10 item 13a: exit 0).
        const notRead = summary.files.length === 0 && summary.notices.length > 0 && summary.tooLarge.length === 0;
        // Every file named was over the size limit: refused whole, as a named file not read is (exit 2,
        // walk 11 item 7: it exited 1, "findings", beside a link out of the project's 2).
        const allTooLarge = summary.files.length === 0 && paths.every((x) => summary.tooLarge.includes(x));
        // A dry run imports nothing in any case: it says what the real run would do (walk h58).
        const nothing = summary.dryRun ? 'Nothing would be imported' : 'Nothing imported';
        if (out.json) out.printJson(summary);
        else if (notRead) {
          out.print(`${nothing} from ${paths.map((x) => (x === '.' ? 'this folder (.)' : x)).join(', ')}: not read.`);
          for (const n of summary.notices) out.print(`  ${n}`);
        } else if (summary.files.length === 0) {
          const where = paths.map((x) => (x === '.' ? 'this folder (.)' : x)).join(', ');
          // A named Markdown file over the size limit is one, not "no agent-memory file": the reason follows (walk 10 item 7).
          out.print(allTooLarge ? `${nothing} from ${where}:` : `No agent-memory files found in ${where}.`);
          // Why, when something was named and not read (a link leading out of the project, a file
          // of the Cairn home): said here too, not only in --json (the sixth newcomer walk).
          for (const n of summary.notices) out.print(`  ${n}`);
        } else printImport(summary, out);
        if (summary.failures.length > 0)
          // A dry run imports nothing: it says what would be (issue #14, walk-4 item 12: "the rest were imported").
          out.note(
            summary.dryRun
              ? `${count(summary.failures.length, 'memory would be', 'memories would be')} refused (see above); the rest would be imported.`
              : `${count(summary.failures.length, 'memory was', 'memories were')} refused (see above); the rest were imported.`,
          );
        // A file nothing could be read from is bad input (exit 2), said above (or in the JSON's files[].unreadable).
        if (out.json) for (const f of unreadFiles(summary)) out.note(unreadableLine(f, summary));
        // A file read in part: warned on stderr, naming the lines skipped, and exit 1 (findings).
        const partly = partlyReadFiles(summary);
        for (const f of partly) out.note(partlyReadLine(f, summary));
        // An export that is not whole, restored on the person's typed words: said last, exit 1.
        const incomplete = summary.files.filter((f) => f.incomplete !== undefined);
        for (const f of incomplete)
          out.note(
            `warning: ${f.ref} is not a whole export: ${f.incomplete ?? ''} What it holds ${summary.dryRun ? 'would be' : 'was'} restored on the words "${RESTORE_PARTIAL_WORDS}" read from the controlling terminal (the check refuses a pipe; it cannot tell a person from a program driving a terminal)${summary.dryRun ? '' : ', and the audit log records it (cairn audit)'}; memories missing from it are not here.`,
          );
        if (summary.failures.length > 0 || unreadFiles(summary).length > 0 || notRead || allTooLarge) return EXIT.usage;
        // A file over the size limit was skipped (said among the notices): something was left out, exit 1.
        if (summary.tooLarge.length > 0)
          out.note(
            `${count(summary.tooLarge.length, 'file was', 'files were')} skipped as too large for an agent-memory file: ${summary.tooLarge.join(', ')}.`,
          );
        return partly.length > 0 || summary.tooLarge.length > 0 || incomplete.length > 0 ? EXIT.findings : EXIT.ok;
      });
    });

  program
    .command('scan')
    .description(
      'Scan agent memory files for what looks planted (hidden Unicode, shell pipes, exfiltration, concealment, forged roles, credentials); read-only; exit 1 on a high finding',
    )
    .argument('[paths...]', "files or folders (a folder is searched for agent memory files); none: the project's root")
    .option('--from <format>', `force the format of the named files: ${SOURCE_FORMATS.join(', ')}`)
    .option('--format <format>', 'text, json or sarif', 'text')
    .action(async (paths: string[], o: { from?: string; format: string }, cmd: Command) => {
      await run(cmd, async (g: GlobalOptions, out: Output) => {
        const format = g.json && o.format === 'text' ? 'json' : o.format;
        if (!['text', 'json', 'sarif'].includes(format))
          throw new CoreError(ErrorCode.INVALID_INPUT, `--format must be text, json or sarif (got ${typedValue(format)}).`);
        // Read-only and store-free: works before `cairn init`, never opens the store.
        // No path: the project's root (the h47 walk, item 5: commander's bare "missing required argument").
        const { project, read, report } = await withSession(g, out, async (session) => ({
          project: session.location.project.path,
          ...(await session.scan({ paths: paths.length > 0 ? paths : [session.location.project.path], ...(o.from !== undefined ? { from: o.from } : {}) })),
        }));
        if (format === 'json') out.printJson({ project, ...report });
        else if (format === 'sarif') out.printJson(await toSarif(report, { version, projectRootUri: pathToFileURL(project).href }));
        else {
          // A file named or found and refused (a link out of the project) is a finding, not "no files" (issue #14, walk 8 item 8).
          const where = paths.length === 0 ? `the project (${project})` : paths.map((x) => (x === '.' ? 'this folder (.)' : x)).join(', ');
          if (read.files.length === 0)
            out.print(report.findings.length === 0 ? `No agent-memory files found in ${where}.` : `No agent-memory file in ${where} could be read:`);
          const listed = new Set(report.files.map((f) => f.ref));
          printScan(
            report.files,
            report.findings.filter((f) => !listed.has(f.ref)),
            report.counts,
            out,
          );
        }
        return report.highest === 'high' ? EXIT.findings : EXIT.ok;
      });
    });
}
