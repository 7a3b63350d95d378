import { lstat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import {
  applyConsolidation,
  applyPrune,
  CoreError,
  ErrorCode,
  type MemoryRecord,
  planConsolidation,
  planPrune,
  type PruneOptions,
  SCHEMA_VERSION,
} from '@cairn/core';
import { atomicReplace, checkHome, createFsio, initProject, isInitialised, relinkProject } from '@cairn/store-fs';
import type { Command } from 'commander';
import type { FileStore } from '@cairn/store-fs';
import { CLIENT, locate, operationContext, openStore } from '../context.js';
import { EXIT } from '../exitCodes.js';
import { askConsent } from '../prompt.js';
import type { Runner } from '../run.js';

const positive = (name: string, v: string | undefined, integer: boolean): number | undefined => {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0 || (integer && !Number.isInteger(n)))
    throw new CoreError(ErrorCode.INVALID_INPUT, `${name} must be a ${integer ? 'whole ' : ''}number ≥ 0.`);
  return n;
};

/** True when something (a file, a folder, a link) is at `path`. */
async function pathExists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  );
}

/**
 * What `export` hands on: active memories (what a person would pass to another tool), and with
 * `--all` candidates and flagged memories too; never superseded or forgotten ones.
 */
function exported(r: MemoryRecord, all: boolean): boolean {
  return r.status === 'active' || (all && r.status === 'candidate');
}

/** Registers init, prune, consolidate, audit, repair, migrate, doctor, export, wipe. */
export function registerMaintain(program: Command, run: Runner): void {
  program
    .command('init')
    .description('Enable memory for this project (memory is opt-in)')
    .option('--relink', 'the project folder moved: point its existing memory at the new path')
    .action(async (o: { relink?: boolean }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const { home, project } = await locate(g);
        if (o.relink) {
          const r = await relinkProject({ home, projectPath: project.path, actor: { channel: 'cli', interactive: false, client: CLIENT } });
          if (out.json) out.printJson({ relinked: true, ...r, project: project.path, key: project.key });
          else out.print(`Relinked the memory of ${project.path} (key ${project.key}).`);
          return 0;
        }
        const already = await isInitialised({ home, projectPath: project.path });
        if (!already) await initProject({ home, projectPath: project.path, actor: { channel: 'cli', interactive: false, client: CLIENT } });
        if (out.json) out.printJson({ initialised: true, already, project: project.path, key: project.key, home });
        else out.print(already ? `Memory is already enabled for ${project.path}.` : `Enabled memory for ${project.path} (key ${project.key}, home ${home}).`);
        return 0;
      });
    });

  program
    .command('prune')
    .description('Show what has decayed or exceeds the retention caps; --apply removes it')
    .option('--apply', 'remove what the plan lists')
    .option('--min-strength <0-1>', 'strength threshold (default 0.05)')
    .option('--max-records <n>', 'records kept per project (default 10000)')
    .option('--max-age-days <n>', 'age cap for unpinned records (default 365)')
    .action(async (o: { apply?: boolean; minStrength?: string; maxRecords?: string; maxAgeDays?: string }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const options: PruneOptions = {};
        const ms = positive('--min-strength', o.minStrength, false);
        const mr = positive('--max-records', o.maxRecords, true);
        const ma = positive('--max-age-days', o.maxAgeDays, false);
        if (ms !== undefined) options.minStrength = ms;
        if (mr !== undefined) options.maxRecords = mr;
        if (ma !== undefined) options.maxAgeDays = ma;
        const { store } = await openStore(g, out);
        try {
          const plan = planPrune(await store.list(), new Date(), options);
          let removed: string[] = [];
          if (o.apply && plan.length > 0) {
            // Removing memories is a person's act, like forget.
            const consent = await askConsent(`Remove these ${plan.length} ${plan.length === 1 ? 'memory' : 'memories'}?`, {
              yes: g.yes,
              action: 'prune --apply',
            });
            if (consent.granted) removed = await applyPrune(plan, operationContext(store, consent.interactive));
          }
          if (out.json) out.printJson({ plan, applied: o.apply === true, removed });
          else {
            out.print(
              plan.length === 0
                ? 'Nothing to prune.'
                : out.table(
                    ['id', 'reason', 'strength', 'kind', 'origin'],
                    plan.map((p) => [p.id, p.reason, p.strength.toFixed(3), p.kind, p.origin]),
                  ),
            );
            if (plan.length > 0) out.print(o.apply ? `Removed ${removed.length}.` : 'This is the plan; run again with --apply to remove them.');
          }
          return 0;
        } finally {
          await store.close();
        }
      });
    });

  program
    .command('consolidate')
    .description('Show near-duplicate memories that would merge (weakest origin wins); --apply merges them')
    .option('--apply', 'merge what the plan lists')
    .action(async (o: { apply?: boolean }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const { store } = await openStore(g, out);
        try {
          const plan = planConsolidation(await store.list(), new Date());
          const merged = o.apply && plan.length > 0 ? await applyConsolidation(plan, operationContext(store, false)) : [];
          if (out.json)
            out.printJson({
              plan: plan.map((p) => ({ parents: p.parents, origin: p.merged.origin, status: p.merged.status, flags: p.merged.flags })),
              applied: o.apply === true,
              merged: merged.map((m) => m.id),
            });
          else {
            out.print(
              plan.length === 0
                ? 'Nothing to consolidate.'
                : out.table(
                    ['parents', 'merged origin', 'status', 'text'],
                    plan.map((p) => [p.parents.join('\n'), p.merged.origin, p.merged.status, p.merged.text.slice(0, 80)]),
                  ),
            );
            if (plan.length > 0) out.print(o.apply ? `Merged ${merged.length} group(s).` : 'This is the plan; run again with --apply to merge.');
          }
          return 0;
        } finally {
          await store.close();
        }
      });
    });

  program
    .command('audit')
    .description('Show the audit log (metadata only); --verify checks its hash chain')
    .option('--verify', 'verify the hash chain; exit 1 if it is broken')
    .option('--limit <n>', 'last n lines', '50')
    .action(async (o: { verify?: boolean; limit: string }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const limit = positive('--limit', o.limit, true) ?? 50;
        const { store } = await openStore(g, out);
        try {
          if (o.verify) {
            const v = await store.verifyAudit();
            if (out.json) out.printJson(v);
            else out.print(v.ok ? `Audit chain intact: ${v.lines} lines.` : `Audit chain BROKEN at line ${v.firstBroken?.line}: ${v.firstBroken?.reason}.`);
            return v.ok ? EXIT.ok : EXIT.findings;
          }
          const lines = (await store.readAudit()).slice(-limit);
          if (out.json) out.printJson(lines);
          else
            out.print(
              out.table(
                ['time', 'event', 'id', 'origin', 'channel', 'client', 'interactive', 'clamped'],
                lines.map((l) => [
                  l.time,
                  l.event,
                  l.id ?? (l.ids ? `${l.ids.length} ids` : ''),
                  l.origin ?? '',
                  l.channel,
                  l.client ?? '',
                  String(l.interactive),
                  (l.clamped ?? []).map((c) => `${c.field} ${String(c.requested)}→${String(c.applied)}`).join(', '),
                ]),
              ),
            );
          return 0;
        } finally {
          await store.close();
        }
      });
    });

  program
    .command('repair')
    .description('Rebuild every derived file (index), truncate a torn tail, and report what was found')
    .action(async (_o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        // Repair opens a log the audit chain says was cut (STORE_CORRUPT elsewhere) and keeps what it holds.
        const { store } = await openStore(g, out, { forRepair: true });
        try {
          const report = await store.repair({ channel: 'cli', interactive: false, client: CLIENT });
          // Exit 1 when something stays wrong after the repair: an edited (tampered) audit
          // line, or records that cannot be read; what the repair fixed is only reported.
          const unresolved = !report.audit.ok || report.unreadable > 0;
          if (out.json) out.printJson(report);
          else {
            out.print(
              `Repaired ${report.records} ${report.records === 1 ? 'memory' : 'memories'}: ${report.indexRebuilt} index rebuilt${report.compacted ? ', log rewritten' : ''}${report.auditRecovered > 0 ? `, ${report.auditRecovered} audit line(s) restored` : ''}${report.quarantined > 0 ? `, ${report.quarantined} unreadable log line(s) moved to quarantine.jsonl (kept, never deleted)` : ''}.`,
            );
            for (const f of report.findings) out.print(`  found: ${f.message}`);
            if (report.unreadable > 0) out.print(`  ${report.unreadable} record(s) cannot be read and are kept as they are (see \`cairn doctor\`).`);
            out.print(
              report.audit.ok
                ? `  audit chain intact (${report.audit.lines} lines).`
                : `  audit chain broken at line ${report.audit.firstBroken?.line}: ${report.audit.firstBroken?.reason} — an edited line stays reported; the chain shows tampering.`,
            );
          }
          return unresolved ? 1 : 0;
        } finally {
          await store.close();
        }
      });
    });

  program
    .command('migrate')
    .description('Rewrite stored records at the current schema version (records that cannot migrate are kept and reported)')
    .action(async (_o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const { store } = await openStore(g, out);
        try {
          // Compaction rewrites every readable record at the current schema version through
          // the store's migrations; records that cannot migrate are kept raw and reported.
          const before = await store.stats();
          const compaction = await store.compact();
          const after = await store.stats();
          const report = { before: before.schemaVersions, after: after.schemaVersions, records: compaction.records, unreadable: after.unreadable };
          if (out.json) out.printJson(report);
          else {
            out.print(
              `Rewrote ${compaction.records} ${compaction.records === 1 ? 'memory' : 'memories'} at the current schema version: ${schemaDetail(after.schemaVersions)}.`,
            );
            for (const u of after.unreadable) out.print(`  kept unreadable record ${u.key} (line ${u.line}): ${u.reason}`);
          }
          return after.unreadable.length === 0 ? EXIT.ok : EXIT.findings;
        } finally {
          await store.close();
        }
      });
    });

  program
    .command('doctor')
    .description('Check permissions, lock, index freshness, audit chain, schema versions and home ownership')
    .action(async (_o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const { store, location } = await openStore(g, out);
        try {
          const checks = await doctorChecks(store, location.home, location.project.path);
          // The host hooks' observations (fingerprints of what agents read) live beside the store.
          const { observationCheck, resolveLocation } = await import('@cairn/session');
          checks.push(await observationCheck(await resolveLocation({ home: g.home, project: g.project, cwd: process.cwd(), env: process.env })));
          if (out.json) out.printJson({ checks });
          else
            for (const c of checks)
              out.print(`${c.ok ? out.paint.green('ok  ') : out.paint.red('FAIL')} ${c.name}: ${c.detail}${!c.ok && c.fix ? `\n     fix: ${c.fix}` : ''}`);
          return checks.every((c) => c.ok) ? EXIT.ok : EXIT.findings;
        } finally {
          await store.close();
        }
      });
    });

  program
    .command('export')
    .description(
      'Export the active memories as JSON Lines (jsonl), Markdown (md), or a knowledge graph the MCP memory server reads (kg-jsonl); --all adds candidates and flagged memories, each marked',
    )
    .option('--format <format>', 'jsonl, md or kg-jsonl', 'jsonl')
    .option('--out <file>', 'write to a file (0600) instead of stdout; an existing file is replaced only with --force')
    .option('--force', 'replace the --out file if it exists')
    .option('--all', 'also export candidates and flagged memories (each carries its status and flags)')
    .action(async (o: { format: string; out?: string; force?: boolean; all?: boolean }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        if (!['jsonl', 'md', 'kg-jsonl'].includes(o.format))
          throw new CoreError(ErrorCode.INVALID_INPUT, `--format must be jsonl, md or kg-jsonl (got ${o.format.slice(0, 20)}).`);
        const target = o.out !== undefined ? resolve(o.out) : undefined;
        // Checked before the store is opened: a refused export does no work at all.
        if (target !== undefined && o.force !== true && (await pathExists(target)))
          throw new CoreError(
            ErrorCode.INVALID_INPUT,
            `${o.out} already exists; export does not replace a file unless you add --force (or choose another --out).`,
          );
        const { store, location } = await openStore(g, out);
        try {
          const records = (await store.list()).filter((r) => exported(r, o.all === true));
          // Loaded only for this format: the importers' parsers are not start-up weight for every command.
          const kg = o.format === 'kg-jsonl' ? await import('@cairn/importers') : undefined;
          const text =
            kg !== undefined
              ? kg.exportKnowledgeGraph(records, basename(location.project.path))
              : o.format === 'jsonl'
                ? records.map((r) => JSON.stringify(r)).join('\n') + (records.length ? '\n' : '')
                : [
                    '# Project memory export',
                    '',
                    ...records.map(
                      (r) =>
                        `- **${r.id}** [${r.kind}, ${r.origin}, ${r.status}${r.flags.length ? `, ${r.flags.join(', ')}` : ''}] ${r.text.replace(/\s+/g, ' ')}`,
                    ),
                    '',
                  ].join('\n');
          const what = `${records.length} ${o.all ? '' : 'active '}${records.length === 1 ? 'memory' : 'memories'}`;
          if (target !== undefined) {
            // A temp file renamed over the target: a crash leaves the old file or the new one, never half of either.
            await atomicReplace(createFsio(), target, new TextEncoder().encode(text));
            if (out.json) out.printJson({ written: o.out, format: o.format, memories: records.length, all: o.all === true });
            else out.note(`Exported ${what} to ${o.out}.${o.all ? '' : ' (--all adds candidates and flagged memories.)'}`);
          } else process.stdout.write(text);
          return 0;
        } finally {
          await store.close();
        }
      });
    });

  program
    .command('wipe')
    .description("Delete this project's memory (asks first; the audit keeps one line)")
    .action(async (_o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const { store, location } = await openStore(g, out);
        try {
          const count = (await store.list()).length;
          out.note(`About to delete all ${count} memories of ${location.project.path}.`);
          const consent = await askConsent(`Delete all ${count} memories of this project?`, { yes: g.yes, action: 'wipe' });
          if (!consent.granted) {
            out.note('Nothing deleted.');
            return 0;
          }
          await store.wipe({ channel: 'cli', client: CLIENT, interactive: consent.interactive });
          // The project's observations, host sessions and pause state go too.
          const { openObservations, resolveLocation } = await import('@cairn/session');
          const observations = openObservations(await resolveLocation({ home: g.home, project: g.project, cwd: process.cwd(), env: process.env }));
          try {
            await observations.wipe();
          } finally {
            await observations.close();
          }
          if (out.json) out.printJson({ wiped: count });
          else out.print(`Deleted ${count} memories. Memory stays enabled; run \`cairn init\` is not needed again.`);
          return 0;
        } finally {
          await store.close();
        }
      });
    });
}

/** One doctor check: what was checked, whether it holds, and the fix when it does not. */
export interface DoctorCheck {
  name: string;
  ok: boolean;
  detail: string;
  fix?: string;
}

/** How doctor names the search index in use (store-fs IndexKind). */
const INDEX_NAMES: Readonly<Record<string, string>> = {
  sqlite: 'SQLite FTS5 index (better-sqlite3)',
  js: 'pure-JS index (better-sqlite3 is not installed or does not load; recall works the same)',
};

/** `2 memories at schema version 1 (current)`, or each version with its count. */
function schemaDetail(versions: Readonly<Record<string, number>>): string {
  const entries = Object.entries(versions).sort(([a], [b]) => Number(a) - Number(b));
  if (entries.length === 0) return 'no memories yet';
  const count = (n: number): string => `${n} ${n === 1 ? 'memory' : 'memories'}`;
  if (entries.length === 1) {
    const [version, n] = entries[0] as [string, number];
    return `${count(n)} at schema version ${version}${version === String(SCHEMA_VERSION) ? ' (current)' : `; current is ${SCHEMA_VERSION}: run cairn migrate`}`;
  }
  return `schema versions ${entries.map(([v, n]) => `${v}: ${count(n)}`).join(', ')}; current is ${SCHEMA_VERSION}`;
}

/** The index's position in words: a lag below `lagAllowed` is by design (reads take those changes from the log's tail). */
function indexLag(lag: number | undefined, lagAllowed: number): string {
  if (lag === undefined) return 'position unknown';
  const changes = `${lag} ${lag === 1 ? 'change' : 'changes'}`;
  if (lag === 0) return 'up to date';
  if (lag < lagAllowed) return `up to date (the last ${changes} read from the log until the next batch)`;
  return `${changes} behind the log`;
}

/** The checks of `cairn doctor` (issue #5): home ownership, permissions, lock, index, audit, schema. */
async function doctorChecks(store: FileStore, home: string, projectPath: string): Promise<DoctorCheck[]> {
  const stats = await store.stats();
  const audit = await store.verifyAudit();
  const homeOk = await checkHome(home, projectPath).then(
    () => ({ ok: true, detail: `${home} is yours and private` }),
    (e: Error) => ({ ok: false, detail: e.message }),
  );
  return [
    { name: 'home', ...homeOk, fix: `chmod 700 ${home}, or choose another home with --home / CAIRN_HOME` },
    {
      name: 'permissions',
      ok: stats.permissions.ok,
      detail: stats.permissions.ok ? 'folders 0700, files 0600' : stats.permissions.problems.join('; '),
      fix: `chmod -R go-rwx ${home}`,
    },
    {
      name: 'lock',
      ok: !stats.lockHeld,
      detail: stats.lockHeld ? 'another process holds the write lock right now' : 'free',
      fix: 'wait for the other cairn process (or MCP server) to finish; a stale lock is taken over after 30 s',
    },
    {
      name: 'index',
      ok: stats.index.usable && (stats.index.lag ?? 0) < stats.index.lagAllowed,
      detail: `${INDEX_NAMES[stats.index.kind] ?? stats.index.kind}, ${indexLag(stats.index.lag, stats.index.lagAllowed)}`,
      fix: 'cairn repair (rebuilds the index from the log; nothing is lost)',
    },
    {
      name: 'audit chain',
      ok: audit.ok,
      detail: audit.ok ? `${audit.lines} lines, intact` : `broken at line ${audit.firstBroken?.line}: ${audit.firstBroken?.reason}`,
      fix: 'cairn repair restores lines lost to a crash; an edited line stays reported (the chain shows tampering)',
    },
    {
      name: 'schema',
      ok: stats.unreadable.length === 0,
      detail: `${schemaDetail(stats.schemaVersions)}${stats.unreadable.length ? `; ${stats.unreadable.length} unreadable ${stats.unreadable.length === 1 ? 'record' : 'records'} kept` : ''}`,
      fix: 'cairn migrate; records from a newer Cairn need that version',
    },
    {
      name: 'log',
      ok: stats.findings.length === 0,
      detail:
        stats.findings.length === 0
          ? `${stats.records} ${stats.records === 1 ? 'memory' : 'memories'}, ${stats.log.lines} ${stats.log.lines === 1 ? 'line' : 'lines'}`
          : `${stats.findings.length} ${stats.findings.length === 1 ? 'finding' : 'findings'}: ${stats.findings
              .slice(0, 3)
              .map((f) => f.message)
              .join('; ')}`,
      fix: 'cairn repair',
    },
  ];
}
