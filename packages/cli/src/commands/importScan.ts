import { pathToFileURL } from 'node:url';
import {
  CoreError,
  createInMemoryStore,
  ErrorCode,
  type Flag,
  isCoreError,
  memorize,
  type MemoryRecord,
  type MemoryStore,
  ORIGINS,
  type Origin,
  rejectionIndex,
  type Status,
} from '@cairn/core';
import type { FileReport, Finding, ImportRequest, ReadResult } from '@cairn/importers';
import { isSourceFormat, SOURCE_FORMATS, type SourceFormat } from '@cairn/importers/formats';
import { openFileStore, resolveProject } from '@cairn/store-fs';
import type { Command } from 'commander';
import { CLIENT, type GlobalOptions, locate, newId, openStore, personPresent, sha256 } from '../context.js';
import { EXIT } from '../exitCodes.js';
import type { Output } from '../output.js';
import type { Runner } from '../run.js';

/** Inputs at least this large (in memories) get a progress bar on a terminal. */
const PROGRESS_THRESHOLD = 200;
/**
 * Memorize calls queued together: the file store commits each group with one append and one
 * fdatasync. Measured on the fixtures (2,250 memories): one at a time 17 s, groups of 64 about
 * 5 s, groups of 256 about 12 s (a larger group costs more per write inside the commit).
 */
const GROUP = 64;

function parseFormat(from: string | undefined): SourceFormat | undefined {
  if (from === undefined) return undefined;
  if (!isSourceFormat(from)) throw new CoreError(ErrorCode.INVALID_INPUT, `--from must be one of ${SOURCE_FORMATS.join(', ')} (got ${from.slice(0, 30)}).`);
  return from;
}

function parseOrigin(origin: string | undefined): Origin | undefined {
  if (origin === undefined) return undefined;
  if (!(ORIGINS as readonly string[]).includes(origin))
    throw new CoreError(ErrorCode.INVALID_INPUT, `--origin must be one of ${ORIGINS.join(', ')} (got ${origin.slice(0, 30)}).`);
  return origin as Origin;
}

const oneLine = (text: string, max = 160): string => {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
};

/** Per file: what the import found and did. */
interface FilePlan {
  ref: string;
  format: SourceFormat;
  origin?: Origin;
  importedFrom?: string;
  chunks: number;
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
}

/** One memory that needs the person's eyes: flagged by the write path. */
interface FlaggedLine {
  source: string;
  id: string;
  status: Status;
  flags: Flag[];
  gateReasons: string[];
  text: string;
}

interface ImportSummary {
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
  failures: { source: string; code: string; message: string }[];
  notices: string[];
}

/**
 * The (file, chunk content hash the importer supplied) of every piece of evidence already
 * stored: a chunk seen there before, even moved, adds nothing. The importer's hash is kept as
 * `callerSourceHash` (a note; Cairn's own `sourceHash` is of the memory's text).
 */
function knownEvidence(records: readonly MemoryRecord[], sourceFile: (source: string) => string): Set<string> {
  const known = new Set<string>();
  for (const r of records)
    for (const e of r.evidence) if (e.source !== null && e.callerSourceHash !== undefined) known.add(`${sourceFile(e.source)}\u0000${e.callerSourceHash}`);
  return known;
}

/** The importers (Markdown and YAML parsers) load only for the commands that use them: start-up stays fast. */
const importers = () => import('@cairn/importers');

function filePlans(
  read: ReadResult,
  origin: Origin | undefined,
  buildRequests: Awaited<ReturnType<typeof importers>>['buildRequests'],
): { plans: Map<string, FilePlan>; requests: ImportRequest[] } {
  const plans = new Map<string, FilePlan>();
  const requests: ImportRequest[] = [];
  for (const file of read.files) {
    const reqs = buildRequests(file, origin !== undefined ? { origin } : {});
    requests.push(...reqs);
    const g = file.graph;
    plans.set(file.ref, {
      ref: file.ref,
      format: file.format,
      ...(reqs[0] ? { origin: reqs[0].request.origin } : {}),
      ...(file.importedFrom !== undefined ? { importedFrom: file.importedFrom } : {}),
      chunks: reqs.length,
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
    });
  }
  return { plans, requests };
}

async function progressBar(total: number, out: Output): Promise<{ update(n: number): void; stop(): void }> {
  if (out.json || process.stderr.isTTY !== true || total < PROGRESS_THRESHOLD) return { update: () => undefined, stop: () => undefined };
  const { default: cliProgress } = await import('cli-progress');
  const bar = new cliProgress.SingleBar(
    { stream: process.stderr, format: 'importing [{bar}] {value}/{total} memories', hideCursor: true, clearOnComplete: true },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0);
  return { update: (n) => bar.update(n), stop: () => bar.stop() };
}

/**
 * Runs every pending request through core's `memorize` (redaction, gate, clamps), in groups
 * the file store commits together. A request refused for its content is reported and the
 * rest go on; a storage error stops the import.
 */
async function writeAll(
  store: MemoryStore,
  pending: ImportRequest[],
  summary: ImportSummary,
  plans: Map<string, FilePlan>,
  out: Output,
  g: GlobalOptions,
): Promise<void> {
  // `cli` only with a person present (a terminal or --yes); else `api`, where core stores a claimed `user` as `agent`.
  const ctx = {
    store,
    channel: personPresent(g) ? ('cli' as const) : ('api' as const),
    now: () => new Date(),
    newId,
    digest: sha256,
    client: CLIENT,
    interactive: false,
  };
  const bar = await progressBar(pending.length, out);
  try {
    for (let i = 0; i < pending.length; i += GROUP) {
      const group = pending.slice(i, i + GROUP);
      const settled = await Promise.allSettled(group.map((r) => memorize(r.request, ctx)));
      settled.forEach((s, k) => {
        const req = group[k] as ImportRequest;
        const plan = plans.get(req.ref) as FilePlan;
        if (s.status === 'rejected') {
          const error = s.reason as unknown;
          if (!isCoreError(error) || error.code.startsWith('STORE_')) throw error;
          plan.failed++;
          summary.failures.push({ source: req.request.source, code: error.code, message: error.message });
          return;
        }
        const r = s.value;
        if (r.sighting) plan.sightings++;
        else plan.new++;
        summary.totals.byStatus[r.status] = (summary.totals.byStatus[r.status] ?? 0) + 1;
        for (const f of r.flags) summary.totals.byFlag[f] = (summary.totals.byFlag[f] ?? 0) + 1;
        if (r.flags.length > 0)
          summary.flagged.push({
            source: req.request.source,
            id: r.record.id,
            status: r.status,
            flags: r.flags,
            gateReasons: r.gateReasons,
            text: oneLine(r.record.text),
          });
      });
      bar.update(Math.min(pending.length, i + GROUP));
    }
  } finally {
    bar.stop();
  }
}

function printImport(summary: ImportSummary, out: Output): void {
  const p = out.paint;
  const t = summary.totals;
  out.print(summary.dryRun ? p.bold('Import plan (dry run: nothing was written)') : p.bold('Import'));
  for (const f of summary.files) {
    const graph =
      f.entities !== undefined ? `, ${f.entities} entities (${f.uniqueEntities} names), ${f.relations} relations (${f.uniqueRelations} unique)` : '';
    const from = f.importedFrom !== undefined ? ` (imported by ${f.importedFrom})` : '';
    out.print(
      `  ${f.ref}${from} [${f.format}${f.origin ? `, origin ${f.origin}` : ''}]: ${f.chunks} ${f.chunks === 1 ? 'memory' : 'memories'}${graph} → ${f.new} new, ${f.sightings} ${f.sightings === 1 ? 'sighting' : 'sightings'}, ${f.unchanged} unchanged${f.rejected ? `, ${f.rejected} rejected by you` : ''}${f.failed ? `, ${p.red(`${f.failed} refused`)}` : ''}`,
    );
  }
  const statuses =
    Object.entries(t.byStatus)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ') || 'none';
  const flags =
    Object.entries(t.byFlag)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ') || 'none';
  out.print(
    `${summary.dryRun ? 'Would store' : 'Stored'} ${t.new} new, ${t.sightings} sightings; ${t.unchanged} unchanged (already imported)${t.rejected ? `; ${t.rejected} skipped (rejected by you)` : ''}.`,
  );
  out.print(`  status: ${statuses}`);
  out.print(`  flags: ${flags}`);
  if (summary.flagged.length > 0) {
    out.print(p.yellow(`Needs your review: ${summary.flagged.length} flagged (kept, never active or in the digest until you confirm):`));
    for (const f of summary.flagged)
      out.print(`  ${f.source} ${p.yellow(f.flags.join(','))}${f.gateReasons.length ? ` (${f.gateReasons.join(', ')})` : ''}: ${f.text}`);
  }
  for (const f of summary.failures) out.print(`  ${p.red('refused')} ${f.source}: ${f.message}`);
  for (const n of summary.notices) out.print(`  ${p.dim(n)}`);
  if (!summary.dryRun && t.new + t.sightings > 0) {
    out.print(
      p.dim(
        'Next: review with `cairn list --status candidate`, then confirm what one file contributed with `cairn confirm --source <file>` (orders are never confirmed in bulk: confirm each by id).',
      ),
    );
  }
}

const SEVERITY_PAINT = { high: 'red', medium: 'yellow', low: 'dim' } as const;

function printScan(files: FileReport[], orphans: Finding[], counts: Record<string, number>, out: Output): void {
  const p = out.paint;
  const show = (f: Finding): void => {
    const sev = p[SEVERITY_PAINT[f.severity]](f.severity.toUpperCase().padEnd(6));
    const range = f.endLine !== f.line ? `${f.line}-${f.endLine}` : `${f.line}`;
    out.print(`  ${f.ref}:${range} ${sev} ${f.category}: ${f.message}`);
    if (f.decoded !== undefined) out.print(`      decoded: ${oneLine(f.decoded, 300)}`);
  };
  for (const file of files) {
    const from = file.importedFrom !== undefined ? `, imported by ${file.importedFrom}` : '';
    out.print(`${p.bold(file.ref)} [${file.format}${from}]: ${file.highest ? `highest ${file.highest}` : 'nothing found'}`);
    for (const f of file.findings) show(f);
  }
  for (const f of orphans) show(f);
  out.print(`${files.length} file${files.length === 1 ? '' : 's'} scanned: ${counts.high ?? 0} high, ${counts.medium ?? 0} medium, ${counts.low ?? 0} low.`);
}

/** Registers `cairn import` and `cairn scan` (issue #9). */
export function registerImportScan(program: Command, run: Runner, version: string): void {
  program
    .command('import')
    .description(
      'Import agent memory files (AGENTS.md, CLAUDE.md, .cursor/rules, memory-bank, memory.jsonl…) through the write path; a folder is searched for them',
    )
    .argument('<paths...>', 'files or folders')
    .option('--from <format>', `force the format of the named files: ${SOURCE_FORMATS.join(', ')}`)
    .option('--origin <origin>', 'origin of every imported memory (default: repo for files; agent for a memory.jsonl outside the project)')
    .option('--dry-run', 'show the plan (counts per status and flag, flagged lines) and write nothing')
    .action(async (paths: string[], o: { from?: string; origin?: string; dryRun?: boolean }, cmd: Command) => {
      await run(cmd, async (g: GlobalOptions, out: Output) => {
        const from = parseFormat(o.from);
        const origin = parseOrigin(o.origin);
        const dryRun = o.dryRun === true;
        const opened = dryRun ? await openReadOnly(g, out) : await openStore(g, out);
        const { store, location } = opened;
        try {
          const { buildRequests, readSources, sourceFile } = await importers();
          const read = await readSources(paths, { projectRoot: location.project.path, cwd: process.cwd(), ...(from ? { from } : {}) });
          const { plans, requests } = filePlans(read, origin, buildRequests);
          const summary: ImportSummary = {
            dryRun,
            files: [...plans.values()],
            totals: { memories: requests.length, new: 0, sightings: 0, unchanged: 0, rejected: 0, failed: 0, byStatus: {}, byFlag: {} },
            flagged: [],
            failures: [],
            notices: read.notices.map((n) => n.message),
          };
          const existing = await store.list();
          const known = knownEvidence(existing, sourceFile);
          // Lines a person rejected stay out (issue #17): core reads the rejections from the audit log.
          const rejected = rejectionIndex(await store.readAudit(), store.project.key, sha256);
          const pending: ImportRequest[] = [];
          for (const r of requests) {
            const on = rejected.rejectedOn(r.request.source, r.request.sourceHash);
            if (on !== undefined) {
              (plans.get(r.ref) as FilePlan).rejected++;
              summary.notices.push(`${r.request.source} rejected by you on ${on}: skipped.`);
            } else if (known.has(`${r.ref}\u0000${r.request.sourceHash}`)) (plans.get(r.ref) as FilePlan).unchanged++;
            else pending.push(r);
          }
          let target: MemoryStore = store;
          if (dryRun) {
            // The plan runs the real write path against a copy in memory: same statuses, flags and sightings, nothing on disk.
            const copy = createInMemoryStore(store.project);
            await copy.transact(async (tx) => {
              for (const r of existing) tx.put(r);
            });
            target = copy;
          }
          await writeAll(target, pending, summary, plans, out, g);
          for (const f of summary.files) {
            summary.totals.new += f.new;
            summary.totals.sightings += f.sightings;
            summary.totals.unchanged += f.unchanged;
            summary.totals.rejected += f.rejected;
            summary.totals.failed += f.failed;
          }
          if (out.json) out.printJson(summary);
          else {
            if (read.files.length === 0) out.print(`No agent-memory files found in ${paths.map((x) => (x === '.' ? 'this folder (.)' : x)).join(', ')}.`);
            else printImport(summary, out);
          }
          if (summary.failures.length > 0)
            out.note(`${summary.failures.length} memor${summary.failures.length === 1 ? 'y was' : 'ies were'} refused (see above); the rest were imported.`);
          return summary.failures.length > 0 ? EXIT.usage : EXIT.ok;
        } finally {
          await store.close();
        }
      });
    });

  program
    .command('scan')
    .description(
      'Scan agent memory files for what looks planted (hidden Unicode, shell pipes, exfiltration, concealment, forged roles, credentials); read-only; exit 1 on a high finding',
    )
    .argument('<paths...>', 'files or folders (a folder is searched for agent memory files)')
    .option('--from <format>', `force the format of the named files: ${SOURCE_FORMATS.join(', ')}`)
    .option('--format <format>', 'text, json or sarif', 'text')
    .action(async (paths: string[], o: { from?: string; format: string }, cmd: Command) => {
      await run(cmd, async (g: GlobalOptions, out: Output) => {
        const from = parseFormat(o.from);
        const format = g.json && o.format === 'text' ? 'json' : o.format;
        if (!['text', 'json', 'sarif'].includes(format))
          throw new CoreError(ErrorCode.INVALID_INPUT, `--format must be text, json or sarif (got ${format.slice(0, 20)}).`);
        // Read-only and store-free: works before `cairn init`, never opens the store.
        const project = await resolveProject({ project: g.project, cwd: process.cwd() });
        const { readSources, scanSources, toSarif } = await importers();
        const read = await readSources(paths, { projectRoot: project.path, cwd: process.cwd(), ...(from ? { from } : {}) });
        const report = scanSources(read);
        if (format === 'json') out.printJson({ project: project.path, ...report });
        else if (format === 'sarif') out.printJson(toSarif(report, { version, projectRootUri: pathToFileURL(project.path).href }));
        else {
          if (read.files.length === 0) out.print(`No agent-memory files found in ${paths.map((x) => (x === '.' ? 'this folder (.)' : x)).join(', ')}.`);
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

/** Opens the store read-only for a dry run: nothing is written, not even a repair. */
async function openReadOnly(g: GlobalOptions, out: Output) {
  const location = await locate(g);
  const store = await openFileStore({
    home: location.home,
    projectPath: location.project.path,
    readOnly: true,
    onWarning: (m: string) => out.note(`warning: ${m}`),
  });
  return { store, location };
}
