import { stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import {
  type BulkConfirmHold,
  bulkConfirmHold,
  CoreError,
  confirm,
  ErrorCode,
  evidenceFile,
  forget,
  reject,
  type HighFinding,
  type MemoryRecord,
  pin,
  supersede,
  unpin,
} from '@cairn/core';
import type { Command } from 'commander';
import { operationContext, openStore, sha256 } from '../context.js';
import type { Output } from '../output.js';
import { askConsent } from '../prompt.js';
import type { Runner } from '../run.js';

/**
 * The evidence reference `--source` names, relative to the project like imported sources:
 * `./AGENTS.md` and `/abs/project/AGENTS.md` both mean `AGENTS.md`.
 */
function sourceRefOf(source: string, projectPath: string): string {
  const trimmed = source.replace(/^\.\//, '');
  if (!isAbsolute(trimmed)) return trimmed.split(sep).join('/');
  const rel = relative(projectPath, trimmed);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split(sep).join('/') : trimmed;
}

/**
 * True when a piece of the record's evidence came from `ref`: the exact reference, or — for
 * a whole file — any line range of it (`AGENTS.md` matches `AGENTS.md:12-14`). Core's list
 * filter matches exactly, so the prefix is matched here on the listed candidates.
 */
function fromSourceRef(r: MemoryRecord, ref: string): boolean {
  return r.evidence.some(
    (e) => e.source !== null && (e.source === ref || (e.source.startsWith(`${ref}:`) && /^\d+-\d+$/.test(e.source.slice(ref.length + 1)))),
  );
}

function preview(r: MemoryRecord): string {
  const flags = r.flags.length > 0 ? ` flags: ${r.flags.join(', ')}${r.gateReasons.length ? ` (${r.gateReasons.join(', ')})` : ''}` : '';
  return `  ${r.id} [origin ${r.origin}, ${r.status}]${flags}\n    ${r.text.replace(/\s+/g, ' ')}`;
}

const oneLine = (text: string, max: number): string => {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
};

const collect = (value: string, previous: string[]): string[] => [...previous, value];

/** One memory a bulk confirm left for one-by-one review, and why. */
interface LeftMemory {
  record: MemoryRecord;
  hold: BulkConfirmHold;
  /** Where it came from in the named source, as `file:line`. */
  where: string;
}

/** What `confirm --source` may take, and what it leaves (core's {@link bulkConfirmHold} decides). */
interface BulkSelection {
  eligible: MemoryRecord[];
  left: LeftMemory[];
  /** The HIGH findings that hold memories, once each. */
  findings: HighFinding[];
}

/**
 * The HIGH findings of the files the memories' evidence came from, scanned as they are now
 * (the same scan as `cairn scan`). A reference that is not a file of the project (a tool name,
 * a URL, a file since deleted) has nothing to scan; a file that cannot be read is held.
 */
async function highFindingsOf(records: readonly MemoryRecord[], projectPath: string): Promise<HighFinding[]> {
  const files = new Set(records.flatMap((r) => r.evidence.flatMap((e) => (e.source === null ? [] : [evidenceFile(e.source)]))));
  const existing: string[] = [];
  for (const f of files)
    if (
      await stat(resolve(projectPath, f)).then(
        (s) => s.isFile(),
        () => false,
      )
    )
      existing.push(f);
  if (existing.length === 0) return [];
  const { readSources, scanSources } = await import('@cairn/importers');
  const out: HighFinding[] = [];
  for (const file of existing) {
    try {
      const report = scanSources(await readSources([file], { projectRoot: projectPath, cwd: projectPath }));
      for (const f of report.findings) if (f.severity === 'high') out.push({ file: f.ref, line: f.line, category: f.category, message: f.message });
    } catch (error) {
      out.push({ file, line: 1, category: 'source/unreadable', message: `${file} could not be scanned: ${(error as Error).message}` });
    }
  }
  return out;
}

async function bulkSelection(
  store: { list(filter: { status: 'candidate' }): Promise<MemoryRecord[]> },
  source: string,
  reviewed: readonly string[],
  projectPath: string,
): Promise<BulkSelection> {
  const ref = sourceRefOf(source, projectPath);
  const candidates = (await store.list({ status: 'candidate' })).filter((r) => fromSourceRef(r, ref));
  const highFindings = await highFindingsOf(candidates, projectPath);
  const eligible: MemoryRecord[] = [];
  const left: LeftMemory[] = [];
  const holding = new Map<string, HighFinding>();
  for (const record of candidates) {
    const hold = bulkConfirmHold(record, { highFindings, reviewed });
    if (hold === undefined) {
      eligible.push(record);
      continue;
    }
    if (hold.reason === 'high-finding') for (const f of hold.findings) holding.set(`${f.file}:${f.line}:${f.category}`, f);
    const from = record.evidence.find((e) => e.source !== null && (e.source === ref || e.source.startsWith(`${ref}:`)))?.source ?? ref;
    left.push({ record, hold, where: from.replace(/^(.*:\d+)-\d+$/u, '$1') });
  }
  return { eligible, left, findings: [...holding.values()] };
}

function holdText(hold: BulkConfirmHold): string {
  if (hold.reason === 'flagged') return hold.flags.join(', ');
  if (hold.reason === 'high-finding') return `HIGH finding at ${[...new Set(hold.findings.map((f) => `${f.file}:${f.line}`))].join(', ')} not reviewed`;
  return 'not a candidate';
}

function leftJson(l: LeftMemory) {
  return {
    id: l.record.id,
    source: l.where,
    reason: l.hold.reason,
    ...(l.hold.reason === 'flagged' ? { flags: l.hold.flags, gateReasons: l.record.gateReasons } : {}),
    ...(l.hold.reason === 'high-finding' ? { findings: l.hold.findings } : {}),
  };
}

/** One summary line (`24 confirmed, 2 left for one-by-one review: …`), then one short line per memory left. */
function printBulkSummary(out: Output, done: readonly MemoryRecord[], bulk: BulkSelection, source: string): void {
  const n = bulk.left.length;
  if (done.length === 0 && n === 0) {
    out.print(`Nothing to confirm from ${source}: no candidate memory came from it.`);
    return;
  }
  const flagged = bulk.left.filter((l) => l.hold.reason === 'flagged');
  const byFinding = bulk.left.filter((l) => l.hold.reason === 'high-finding');
  const lines = [...new Set(bulk.findings.map((f) => `${f.file}:${f.line}`))];
  const brief = [
    ...(byFinding.length > 0
      ? [
          `${byFinding.length} held by the HIGH finding${lines.length === 1 ? '' : 's'} at ${lines.join(', ')} until you look at ${lines.length === 1 ? 'it' : 'them'}`,
        ]
      : []),
    ...flagged.slice(0, 3).map((l) => `${l.where} (${holdText(l.hold)})`),
    ...(flagged.length > 3 ? [`${flagged.length - 3} more flagged`] : []),
  ];
  out.print(`${done.length} confirmed, ${n} left for one-by-one review${n === 0 ? '.' : `: ${brief.join('; ')}.`}`);
  if (n === 0) return;
  for (const l of bulk.left)
    out.print(
      `  ${l.where}  ${l.record.id}  ${holdText(l.hold)}${l.hold.reason === 'flagged' && l.record.gateReasons.length > 0 ? ` (${l.record.gateReasons.join(', ')})` : ''}`,
    );
  for (const where of lines) {
    const at = bulk.findings.filter((f) => `${f.file}:${f.line}` === where);
    out.print(out.paint.yellow(`  ${where} HIGH ${at.map((f) => f.category).join(', ')}: ${oneLine(at[0]?.message ?? '', 240)}`));
  }
  if (bulk.findings.length > 0) {
    const flags = lines.map((l) => `--reviewed ${l}`).join(' ');
    out.print(
      `Look at ${lines.length === 1 ? 'that line' : 'those lines'} first (cairn scan ${[...new Set(bulk.findings.map((f) => f.file))].join(' ')}). Then confirm each memory by id, or run again with ${flags} to confirm the unflagged ones in bulk.`,
    );
  }
  if (bulk.left.some((l) => l.hold.reason === 'flagged'))
    out.print('A flagged memory is confirmed only by id, after reading it: cairn show <id>, then cairn confirm <id>.');
}

async function mustGetAll(store: { get(id: string): Promise<MemoryRecord | undefined> }, ids: readonly string[]): Promise<MemoryRecord[]> {
  const out: MemoryRecord[] = [];
  for (const id of ids) {
    const r = await store.get(id);
    if (!r) throw new CoreError(ErrorCode.NOT_FOUND, `No memory with id ${id.slice(0, 60)} in this project. Run \`cairn list\` to see ids.`);
    out.push(r);
  }
  return out;
}

/** Registers confirm, pin, unpin, forget and supersede: a person's deliberate acts. */
export function registerReview(program: Command, run: Runner): void {
  program
    .command('confirm')
    .description('Confirm memories (asks on a terminal, showing text and origin; --yes skips and is audited)')
    .argument('[ids...]', 'memory ids')
    .option(
      '--source <ref>',
      'confirm the unflagged candidates whose evidence came from this source: a file (AGENTS.md: all its line ranges) or one reference (AGENTS.md:12-14). Flagged memories, and every memory of a file with a HIGH scan finding you have not looked at, are left for one-by-one review',
    )
    .option(
      '--reviewed <file:line>',
      'with --source: a HIGH scan finding you have looked at (as the hold names it, e.g. CLAUDE.md:8); repeat for several',
      collect,
      [],
    )
    .action(async (ids: string[], o: { source?: string; reviewed: string[] }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        if (o.reviewed.length > 0 && o.source === undefined)
          throw new CoreError(ErrorCode.INVALID_INPUT, '--reviewed goes with --source: it names a scan finding of the file you confirm in bulk.');
        for (const r of o.reviewed)
          if (!/^.+:\d+$/u.test(r))
            throw new CoreError(
              ErrorCode.INVALID_INPUT,
              `--reviewed takes a file and a line as the hold names it, such as CLAUDE.md:8 (got ${oneLine(r, 60)}).`,
            );
        const { store, location } = await openStore(g, out);
        try {
          const named = await mustGetAll(store, ids);
          const bulk = o.source !== undefined ? await bulkSelection(store, o.source, o.reviewed, location.project.path) : undefined;
          const unique = [...new Map([...named, ...(bulk?.eligible ?? [])].map((r) => [r.id, r])).values()];
          if (unique.length === 0) {
            if (out.json) out.printJson({ confirmed: [], left: bulk?.left.map(leftJson) ?? [], needsOwnConfirm: bulk?.left.map((l) => l.record.id) ?? [] });
            else if (bulk) printBulkSummary(out, [], bulk, o.source as string);
            return 0;
          }
          // Memories named by id are shown in full: confirming one by one is reading each. A bulk
          // selection is a file the person has reviewed; it is shown briefly, on a terminal only.
          const lines: string[] = [];
          if (named.length > 0) lines.push(`About to confirm ${named.length === 1 ? 'this memory' : `these ${named.length} memories`}:`, ...named.map(preview));
          if (bulk && bulk.eligible.length > 0 && !g.yes)
            lines.push(
              `About to confirm ${bulk.eligible.length} unflagged ${bulk.eligible.length === 1 ? 'memory' : 'memories'} from ${o.source} (see them all: cairn list --source ${o.source}):`,
              ...bulk.eligible.map((r) => `  ${r.id}  ${oneLine(r.text, 90)}`),
            );
          if (lines.length > 0) out.note(lines.join('\n'));
          const consent = await askConsent(
            unique.length === 1
              ? 'Confirm this memory? It becomes active and may reach the digest.'
              : `Confirm these ${unique.length} memories? They become active and may reach the digest.`,
            { yes: g.yes, action: 'confirm' },
          );
          if (!consent.granted) {
            out.note('Nothing confirmed.');
            return 0;
          }
          const done = await confirm(
            unique.map((r) => r.id),
            operationContext(store, consent.interactive),
          );
          if (out.json)
            out.printJson({
              confirmed: done.map((r) => ({ id: r.id, status: r.status })),
              left: bulk?.left.map(leftJson) ?? [],
              needsOwnConfirm: bulk?.left.map((l) => l.record.id) ?? [],
            });
          else if (bulk) printBulkSummary(out, done, bulk, o.source as string);
          else for (const r of done) out.print(`Confirmed ${r.id}: now ${r.status}.`);
          return 0;
        } finally {
          await store.close();
        }
      });
    });

  program
    .command('pin')
    .description('Pin a memory: never pruned or decayed (asks on a terminal; --yes skips and is audited)')
    .argument('<id>', 'memory id')
    .action(async (id: string, _o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const { store } = await openStore(g, out);
        try {
          const [r] = await mustGetAll(store, [id]);
          out.note(`About to pin:\n${preview(r as MemoryRecord)}`);
          const consent = await askConsent('Pin this memory? It will be kept and loaded in every session until you unpin it.', { yes: g.yes, action: 'pin' });
          if (!consent.granted) {
            out.note('Not pinned.');
            return 0;
          }
          const p = await pin(id, operationContext(store, consent.interactive));
          if (out.json) out.printJson({ id: p.id, pinned: p.pinned, status: p.status });
          else out.print(`Pinned ${p.id} (${p.status}).`);
          return 0;
        } finally {
          await store.close();
        }
      });
    });

  program
    .command('unpin')
    .description('Unpin a memory: it decays and can be pruned again')
    .argument('<id>', 'memory id')
    .action(async (id: string, _o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const { store } = await openStore(g, out);
        try {
          // Unpinning lets a person's memory decay and be pruned: a person's act, like pin.
          const consent = await askConsent('Unpin this memory? It will decay and can be pruned again.', { yes: g.yes, action: 'unpin' });
          if (!consent.granted) {
            out.note('Not unpinned.');
            return 0;
          }
          const u = await unpin(id, operationContext(store, consent.interactive));
          if (out.json) out.printJson({ id: u.id, pinned: u.pinned, status: u.status });
          else out.print(`Unpinned ${u.id}.`);
          return 0;
        } finally {
          await store.close();
        }
      });
    });

  program
    .command('forget')
    .description('Forget a memory: its text is removed from every file (the audit keeps metadata)')
    .argument('<id>', 'memory id')
    .action(async (id: string, _o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const { store } = await openStore(g, out);
        try {
          const [r] = await mustGetAll(store, [id]);
          out.note(`About to forget:\n${preview(r as MemoryRecord)}`);
          const consent = await askConsent('Forget this memory for good?', { yes: g.yes, action: 'forget' });
          if (!consent.granted) {
            out.note('Nothing forgotten.');
            return 0;
          }
          await forget(id, operationContext(store, consent.interactive));
          if (out.json) out.printJson({ forgotten: id });
          else out.print(`Forgot ${id}.`);
          return 0;
        } finally {
          await store.close();
        }
      });
    });

  program
    .command('reject')
    .description('Reject a memory: it is forgotten, and importing the same file lines again skips them (the audit keeps a digest, no text)')
    .argument('<id>', 'memory id')
    .action(async (id: string, _o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const { store } = await openStore(g, out);
        try {
          const [r] = await mustGetAll(store, [id]);
          out.note(`About to reject:\n${preview(r as MemoryRecord)}`);
          const consent = await askConsent('Reject this memory? It is forgotten, and an import of the same file lines skips them from then on.', {
            yes: g.yes,
            action: 'reject',
          });
          if (!consent.granted) {
            out.note('Nothing rejected.');
            return 0;
          }
          const done = await reject(id, { ...operationContext(store, consent.interactive), digest: sha256 });
          if (out.json) out.printJson({ rejected: id, digests: done.rejected });
          else out.print(`Rejected ${id}${done.rejected > 0 ? ': an import of the same file lines skips them from now on' : ''}.`);
          return 0;
        } finally {
          await store.close();
        }
      });
    });

  program
    .command('supersede')
    .description('Replace one memory with another')
    .argument('<old>', 'the memory being replaced')
    .requiredOption('--by <new>', 'the memory that replaces it')
    .action(async (oldId: string, o: { by: string }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const { store } = await openStore(g, out);
        try {
          const [a, b] = await mustGetAll(store, [oldId, o.by]);
          out.note(`About to replace:\n${preview(a as MemoryRecord)}\nwith:\n${preview(b as MemoryRecord)}`);
          const consent = await askConsent('Supersede it?', { yes: g.yes, action: 'supersede' });
          if (!consent.granted) {
            out.note('Nothing changed.');
            return 0;
          }
          const r = await supersede(oldId, o.by, operationContext(store, consent.interactive));
          if (out.json) out.printJson({ superseded: r.old.id, by: r.replacement.id, status: r.replacement.status });
          else out.print(`${r.old.id} is superseded by ${r.replacement.id} (${r.replacement.status}).`);
          return 0;
        } finally {
          await store.close();
        }
      });
    });
}
