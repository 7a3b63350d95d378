import {
  CoreError,
  count,
  describeSchemaVersions,
  ErrorCode,
  EXPORT_FORMATS,
  type ExportFormat,
  foldForDisplay,
  foldLine,
  goneFoldersHint,
  projectInHomeProblem,
  hasIdentity,
  installChecks,
  noun,
} from '@cairn/session';
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { writeWholeOutput } from '../closedPipe.js';
import { refuseRedirectIntoProject, stdoutFile } from '../stdoutFile.js';
import { homeOf, withSession } from '../context.js';
import { EXIT } from '../exitCodes.js';
import { sandboxOnlyEditorCheck, unsealedKeyCheck } from '../unsealedKeyCheck.js';
import { typedValue } from '../output.js';
import { onControllingTerminal } from '../person/terminal.js';
import { signNextWithKeyJustMade } from '../person/terminalProof.js';
import { setUpKey } from './person.js';
import type { Runner } from '../run.js';
import { migrateTeamStore } from './team.js';
import { PERSON_ACT_MARK, personAct } from '../personActMark.js';
import type { AuditEntry } from '@cairn/session';

/**
 * An option's number: finite, ≥ 0, whole when `integer`, and at most `max` when given (a strength
 * is 0–1: `prune --min-strength 2` planned every unpinned memory as decayed; walk 9 item 6).
 *
 * @throws CoreError INVALID_INPUT (exit 2) naming the option and its range
 */
const positive = (name: string, v: string | undefined, integer: boolean, max?: number): number | undefined => {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0 || (integer && !Number.isInteger(n)) || (max !== undefined && n > max))
    throw new CoreError(ErrorCode.INVALID_INPUT, `${name} must be a ${integer ? 'whole ' : ''}number ${max !== undefined ? `from 0 to ${max}` : '≥ 0'}.`);
  return n;
};

/** What `cairn init` says to do next: the README's path for a project that already has agent files, and for a new one. */
export const INIT_NEXT = [
  'Next:',
  '  cairn scan .                what in the agent files (AGENTS.md, CLAUDE.md, .cursorrules…) looks planted',
  '  cairn import --dry-run .    the plan; then `cairn import .` brings them in as candidates to review',
  '  cairn setup claude-code     connect an agent (copilot too; other hosts: cairn setup --help)',
  '  cairn review                later: what waits for you, one keystroke each, your passphrase once',
].join('\n');

/** Registers init, prune, consolidate, audit, repair, migrate, doctor, export, wipe. */
export function registerMaintain(program: Command, run: Runner): void {
  program
    .command('init')
    .description(personAct('Enable memory for this project (memory is opt-in)'))
    .option('--relink', 'the project folder moved: point its existing memory at the new path')
    .option('--from <path>', 'with --relink: the old path (or key), when several stored projects could match')
    .option('--fresh', 'start a new, empty memory here even though this home holds the memory of a folder that no longer exists')
    .action(async (o: { relink?: boolean; from?: string; fresh?: boolean }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        if (o.from !== undefined && o.relink !== true) throw new CoreError(ErrorCode.INVALID_INPUT, '--from goes with --relink.');
        if (o.fresh === true && o.relink === true) throw new CoreError(ErrorCode.INVALID_INPUT, '--fresh and --relink exclude each other: choose one.');
        // A newcomer's first run (issue #16): enabling memory is a person's act, signed with the
        // person's key; on the terminal, in a home with no key yet, init walks the person through
        // `cairn person setup` first (the session below then loads the new key).
        if (onControllingTerminal() && !(await hasIdentity(homeOf(g)))) {
          const enabled = await withSession(g, out, (session) =>
            session.open().then(
              () => true,
              () => false,
            ),
          );
          if (!enabled) {
            out.note(
              "Enabling memory is a person's act, signed with your own key, and this home has none yet. First, your key (what `cairn person setup` does):",
            );
            const { opened } = await setUpKey(homeOf(g), out, false, { keepOpen: true });
            if (opened !== undefined) signNextWithKeyJustMade(opened);
          }
        }
        return withSession(g, out, async (session) => {
          const { home, project } = session.location;
          const worktree = project.worktree !== undefined ? ` (the main checkout of the worktree ${project.worktree})` : '';
          if (o.relink) {
            const r = await session.relink(o.from);
            if (out.json) out.printJson({ relinked: true, ...r, project: project.path });
            else out.print(`Relinked the memory of ${r.from ?? 'the moved project'} to ${project.path} (project key ${r.key}).`);
            // The host's settings moved with the folder and still name the old one (walk h50 item 2).
            const hooks = await import('@cairn/hooks');
            const movedFrom = await hooks.claudeCodeSetupMovedFrom({ projectDir: project.path, userHome: homedir(), env: process.env, cairnHome: home });
            if (movedFrom !== undefined) out.note(hooks.claudeCodeMovedNote(movedFrom));
            return 0;
          }
          const r = await session.init(o.fresh === true ? { fresh: true } : {});
          if (out.json)
            out.printJson({
              initialised: true,
              already: !r.created,
              project: project.path,
              key: r.key,
              home,
              ...(project.worktree !== undefined ? { worktree: project.worktree } : {}),
              ...(r.rebound !== undefined ? { rebound: r.rebound } : {}),
            });
          else if (r.rebound !== undefined) {
            // attack-h49 N3: the memory was made for another repository; the person signed that it is this one.
            out.print(`Bound the memory of ${project.path}${worktree} to the repository now here (root commits ${r.rebound.to.join(', ') || 'none'}).`);
            out.print(out.paint.dim('A `cairn trust --repo` signed for the earlier repository does not carry over: run it again if you want it.'));
          } else {
            out.print(
              r.created
                ? `Enabled memory for ${project.path}${worktree} (project key ${r.key}, home ${home}).`
                : `Memory is already enabled for ${project.path}${worktree}.`,
            );
            // What to do next (issue #14: init did not say); not again for a project already enabled (walk 11 item 9).
            out.print(out.paint.dim(r.created ? INIT_NEXT : '`cairn status` says what it holds.'));
          }
          return 0;
        });
      });
    });

  program
    .command('prune')
    .description(personAct('Show what has decayed or exceeds the retention caps; --apply removes it', '--apply'))
    .option('--apply', `remove what the plan lists (${PERSON_ACT_MARK})`)
    .option('--min-strength <0-1>', 'strength threshold (default 0.05)')
    .option('--max-records <n>', 'records kept per project (default 10000)')
    .option('--max-age-days <n>', 'age cap for unpinned records (default 365)')
    .action(async (o: { apply?: boolean; minStrength?: string; maxRecords?: string; maxAgeDays?: string }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const minStrength = positive('--min-strength', o.minStrength, false, 1);
        const maxRecords = positive('--max-records', o.maxRecords, true);
        const maxAgeDays = positive('--max-age-days', o.maxAgeDays, false);
        const { plan, removed, declined } = await withSession(g, out, (session) =>
          session.prune({
            apply: o.apply === true,
            ...(minStrength !== undefined ? { minStrength } : {}),
            ...(maxRecords !== undefined ? { maxRecords } : {}),
            ...(maxAgeDays !== undefined ? { maxAgeDays } : {}),
          }),
        );
        if (out.json) await out.printJsonStream({ plan, applied: o.apply === true, removed });
        else {
          if (plan.length === 0) out.print('Nothing to prune.');
          else
            await out.printTable(
              ['id', 'reason', 'strength', 'kind', 'origin'],
              plan.map((p) => [p.id, p.reason, p.strength.toFixed(3), p.kind, p.origin]),
            );
          if (plan.length > 0)
            out.print(o.apply ? (declined ? 'Nothing removed.' : `Removed ${removed.length}.`) : 'This is the plan; run again with --apply to remove them.');
        }
        return declined ? EXIT.declined : EXIT.ok;
      });
    });

  program
    .command('consolidate')
    .description(personAct('Show near-duplicate memories that would merge (weakest origin wins); --apply merges them', '--apply'))
    .option('--apply', `merge what the plan lists (${PERSON_ACT_MARK})`)
    .action(async (o: { apply?: boolean }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        // Every parent is shown whole (issue #14, second walk: the plan showed only ids and the
        // merged text, so a person could not see that "30 seconds" and "90 seconds" were merged).
        const { plan, merged, parents } = await withSession(g, out, async (session) => {
          const r = await session.consolidate({ apply: o.apply === true });
          const ids = [...new Set(r.plan.flatMap((p) => p.parents))];
          const got = new Map<string, { id: string; origin: string; status: string; text: string }>();
          for (const id of ids) {
            const rec = await session.get(id).catch(() => undefined);
            if (rec !== undefined) got.set(id, { id, origin: rec.origin, status: rec.status, text: rec.text });
          }
          return { ...r, parents: got };
        });
        if (out.json)
          out.printJson({
            plan: plan.map((p) => ({
              parents: p.parents,
              parentRecords: p.parents.flatMap((id) => parents.get(id) ?? []),
              origin: p.merged.origin,
              status: p.merged.status,
              flags: p.merged.flags,
              text: p.merged.text,
            })),
            applied: o.apply === true,
            merged: merged.map((m) => m.id),
          });
        else {
          out.print(
            plan.length === 0
              ? 'Nothing to consolidate.'
              : plan
                  .map((p, i) =>
                    [
                      `${i + 1}. These ${p.parents.length} memories:`,
                      ...p.parents.map((id) => {
                        const r = parents.get(id);
                        return r === undefined
                          ? `   - ${foldLine(id)}`
                          : `   - ${foldLine(id)} (${r.origin}, ${r.status}):\n${foldForDisplay(r.text)
                              .split('\n')
                              .map((l) => `       ${l}`)
                              .join('\n')}`;
                      }),
                      `   would become one (${p.merged.origin}, ${p.merged.status}${p.merged.confirmedAt !== undefined ? ', confirmed' : ''}${p.merged.flags.length > 0 ? `, flags ${p.merged.flags.join(', ')}` : ''}):`,
                      ...foldForDisplay(p.merged.text)
                        .split('\n')
                        .map((l) => `       ${l}`),
                    ].join('\n'),
                  )
                  .join('\n\n'),
          );
          if (plan.length > 0) out.print(o.apply ? `Merged ${count(merged.length, 'group')}.` : 'This is the plan; run again with --apply to merge.');
        }
        return 0;
      });
    });

  program
    .command('audit')
    .description('Show the audit log (metadata only); --verify checks its hash chain')
    .option(
      '--verify',
      "verify the hash chain and the person's signatures; exit 1 if the chain is broken, a signature fails, a person's act is unsigned in a signed log, or one signed act is on two lines (replayed)",
    )
    .option('--limit <n>', 'last n lines', '50')
    .action(async (o: { verify?: boolean; limit: string }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        // One range and one message for every refused value (walk 10 item 1: `abc` was told "≥ 0", then 0 "≥ 1").
        // `slice(-0)` is the whole log: 0 would print every line, not none.
        const limit = Number(o.limit);
        if (!Number.isInteger(limit) || limit < 1)
          // The value typed is said back, as list's --limit does (walk 13: `--limit -3` was not).
          throw new CoreError(
            ErrorCode.INVALID_INPUT,
            `--limit must be a whole number ≥ 1, the last n lines of the audit log (got ${typedValue(o.limit) || 'nothing'}).`,
          );
        if (o.verify) {
          const v = await withSession(g, out, (session) => session.verifyAudit());
          if (out.json) out.printJson(v);
          else {
            out.print(
              v.firstBroken === undefined
                ? `Audit chain intact: ${count(v.lines, 'line')}.`
                : `Audit chain BROKEN at line ${v.firstBroken.line}: ${v.firstBroken.reason}.`,
            );
            // A signer is a claim until its signature verifies (issue #16).
            for (const u of v.unverifiedSigners ?? [])
              out.print(
                `  line ${u.line} (${u.event}): ${u.unsigned ? "UNSIGNED person's act" : u.replayedFrom !== undefined ? "REPLAYED person's act" : u.checkable ? 'SIGNATURE FAILS' : 'unsigned/unverified'} (claimed signer ${u.claimed}): ${u.reason}.`,
              );
          }
          return v.ok ? EXIT.ok : EXIT.findings;
        }
        const lines = await withSession(g, out, (session) => session.audit(limit));
        if (out.json) await out.printJsonStream(lines);
        else
          await out.printTable(
            ['time', 'event', 'id', 'origin', 'channel', 'client', 'interactive', 'signer', 'clamped'],
            lines.map((l) => [
              l.time,
              // A `cairn reject` is recorded as a forget that makes imports skip its lines: named so (walk h56 LOW 11).
              l.event === 'forget' &&
              ((l.act as { act?: unknown } | undefined)?.act === 'reject' || (l.applied as { rejected?: unknown } | undefined)?.rejected !== undefined)
                ? 'forget (reject)'
                : l.event,
              l.id ?? (l.ids ? `${l.ids.length} ids` : ''),
              l.origin ?? '',
              l.channel,
              l.client ?? '',
              // Shown as the person's only when the line's signature verifies (issue #16).
              l.signerCheck === undefined || l.signerCheck.verified ? String(l.interactive) : l.interactive ? 'unverified (claimed true)' : 'false',
              signerLabel(l),
              (l.clamped ?? []).map((c) => `${c.field} ${String(c.requested)}→${String(c.applied)}`).join(', '),
            ]),
          );
        return 0;
      });
    });

  program
    .command('repair')
    .description(personAct('Rebuild every derived file (index), truncate a torn tail, and report what was found'))
    .action(async (_o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const report = await withSession(g, out, (session) => session.repair());
        // Exit 1 when something stays wrong after the repair: an edited (tampered) audit line,
        // or records that cannot be read; what the repair fixed is only reported.
        const unresolved = !report.audit.ok || report.unreadable > 0;
        if (out.json) out.printJson(report);
        else {
          out.print(`Repaired ${count(report.records, 'memory', 'memories')}: ${report.actions.join(', ')}.`);
          for (const f of report.findings) out.print(`  found: ${f}`);
          if (report.unreadable > 0) out.print(`  ${count(report.unreadable, 'record')} cannot be read and are kept as they are (see \`cairn doctor\`).`);
          out.print(
            report.audit.ok
              ? `  audit chain intact (${count(report.audit.lines, 'line')}).`
              : `  audit chain broken at line ${report.audit.firstBroken?.line}: ${report.audit.firstBroken?.reason} — an edited line stays reported; the chain shows tampering.`,
          );
        }
        return unresolved ? 1 : 0;
      });
    });

  program
    .command('migrate')
    .description(
      personAct(
        "Rewrite stored records at the current schema version (records that cannot migrate are kept and reported); on a team store, its database's schema through numbered migrations",
        'the file store',
      ),
    )
    .action(async (_o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        // A team store: its schema, through the numbered migrations (the administrator's role).
        const team = await migrateTeamStore(g, out);
        if (team !== undefined) return team;
        const report = await withSession(g, out, (session) => session.migrate());
        if (out.json) out.printJson(report);
        else {
          out.print(`Rewrote ${count(report.records, 'memory', 'memories')} at the current schema version: ${describeSchemaVersions(report.after)}.`);
          for (const u of report.unreadable) out.print(`  kept unreadable record ${u.key} (line ${u.line}): ${u.reason}`);
        }
        return report.unreadable.length === 0 ? EXIT.ok : EXIT.findings;
      });
    });

  program
    .command('doctor')
    .description(
      'Check the install (Node, the home, which index, your key, the sandbox tools) and, once memory is enabled, the lock, index, audit chain, schema versions and the log; works before `cairn init`',
    )
    .action(async (_o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        // Before `cairn init` the checks that need no store still run (issue #14: doctor refused
        // with "Memory is not enabled", so a new user could not check the install).
        // A home the commands refuse is a failed check here, said in the refusal's words with its
        // one fix (issue #14, walk-2 item 24: one rule, store-fs's homeModeProblem and checkHome).
        const { checks, enabled, project, home, gone } = await withSession(g, out, async (session) => {
          const on = await session.initialised();
          return {
            checks: on ? await session.doctor() : await session.installChecks(),
            enabled: on as boolean | undefined,
            project: session.location.project.path,
            home: session.location.home,
            // A moved project's memory, as status and recall name it (walk 46 item 6).
            gone: on ? [] : ((await session.status()).goneFolders ?? []),
          };
        }).catch(async (e: unknown) => {
          if (!(e instanceof CoreError) || e.code !== ErrorCode.UNSAFE_HOME) throw e;
          const unsafe: { name: string; ok: boolean; detail: string; fix?: string } = { name: 'home', ok: false, detail: e.message };
          // The other checks that need no store still run (walk 12 item 10: only two lines were
          // printed); the home's own line is the refusal's, in its words — installChecks' own
          // (the same checkHome refusal, its "Run `chmod 700 …`" on a fix line: walk h56 LOW 11).
          const home = homeOf(g);
          const others = (await installChecks(home, resolve(g.project ?? process.cwd()))).map((c) => (c.name === 'home' && c.ok ? unsafe : c));
          return { checks: others, enabled: undefined, project: '', home, gone: [] as string[] };
        });
        // Only `cairn setup claude-code`'s sandbox needs them: said, never a failure of the install.
        const { sandboxTools, hookConfigCheck } = await import('@cairn/hooks');
        const tools = await sandboxTools();
        const sandbox: { name: string; ok: boolean; detail: string; fix?: string } = {
          name: 'sandbox tools',
          ok: true,
          detail: tools.available
            ? "there: `cairn setup claude-code`'s sandbox can run"
            : `not available (${tools.detail ?? 'missing'}): only \`cairn setup claude-code\`'s sandbox needs them; with the settings it writes (failIfUnavailable), Claude Code refuses to start until they run, and a host session without those settings is recorded unprotected`,
        };
        // The home's hook settings: a tiny digest budget or observation cap (h47 item 3).
        // An unsealed key in a home not declared sandbox-only (walk h49 item 6: copied with person/).
        const unsealed = await unsealedKeyCheck(home);
        // Claude Code's settings still naming the folder the project moved from (walk h50 item 2).
        const movedSetup = await claudeCodeMovedCheck(project, home);
        // A sandbox-only home beside the VS Code extension, whose agent no sandbox keeps out (walk h50 item 1).
        const editor = await sandboxOnlyEditorCheck(home, homedir());
        // Run from a folder of the home (walk h58): said with what to do, before "`cairn init` … is the next step".
        const inHome = project !== '' ? await projectInHomeProblem(home, project) : undefined;
        const projectCheck =
          inHome !== undefined
            ? { name: 'project', ok: true, warn: true, detail: inHome.replace(/ cd into .*$/u, ''), fix: 'cd into your project, or pass --project <folder>' }
            : undefined;
        const all = [
          ...[projectCheck].filter((c) => c !== undefined),
          ...checks,
          ...[unsealed, movedSetup, editor].filter((c) => c !== undefined),
          await hookConfigCheck(home),
          sandbox,
        ];
        // A moved project: a plain init would start an empty memory beside the stored one, so the
        // relink comes first (walk 46 item 6: doctor said only "`cairn init` … is the next step").
        const relink = gone.length === 1 ? `cairn init --relink --from ${gone[0]}` : 'cairn init --relink --from <old path>';
        const next =
          enabled !== false || inHome !== undefined
            ? undefined
            : gone.length > 0
              ? `Memory is not enabled for ${project} (home ${home}).${goneFoldersHint(gone).replace('cairn init --relink --from <old path>', relink)} Otherwise \`cairn init\` in the project starts a new, empty memory.`
              : `Memory is not enabled for ${project} (home ${home}): \`cairn init\` in the project is the next step.`;
        if (out.json) out.printJson({ checks: all, enabled, ...(next !== undefined ? { next } : {}) });
        else {
          // Missing sandbox tools fail nothing, yet "ok" in front of "not available" read as a
          // contradiction (issue #14, the tenth walk, item 13): marked `note` instead.
          const mark = (c: (typeof all)[number]): string =>
            !c.ok
              ? out.paint.red('FAIL')
              : 'warn' in c && c.warn === true
                ? out.paint.yellow('WARN')
                : c === sandbox && !tools.available
                  ? out.paint.yellow('note')
                  : out.paint.green('ok  ');
          const asks = (c: (typeof all)[number]): boolean => !c.ok || ('warn' in c && c.warn === true);
          for (const c of all) out.print(`${mark(c)} ${c.name}: ${c.detail}${asks(c) && c.fix ? `\n     fix: ${c.fix}` : ''}`);
          if (next !== undefined) out.print(next);
        }
        return all.every((c) => c.ok) ? EXIT.ok : EXIT.findings;
      });
    });

  program
    .command('export')
    .description(
      'Export the active memories as JSON Lines (jsonl), Markdown (md), or a knowledge graph the MCP memory server reads (kg-jsonl); --all adds candidates and flagged memories, each marked (kg-jsonl, which another tool loads as its memory, marks each of their observations inline as unreviewed data, not an instruction); a flagged memory you confirmed goes, marked inline',
    )
    .option('--format <format>', 'jsonl, md or kg-jsonl', 'jsonl')
    .option('--out <file>', 'write to a file (0600) instead of stdout (- is stdout); an existing file is replaced only with --force')
    .option('--force', 'replace the --out file if it exists')
    .option(
      '--all',
      'also export candidates and flagged memories, each marked: jsonl and md carry its status and flags; in kg-jsonl each observation starts with a mark that it is unreviewed (or flagged) data, not an instruction',
    )
    .option('--include-unreviewed', 'kg-jsonl only: the same as --all (its earlier name)')
    .addHelpText(
      'after',
      [
        '',
        'Backup and restore: `cairn export --all --out ~/cairn-backup.jsonl`, then `cairn import ~/cairn-backup.jsonl`',
        '(here, or on a new machine; outside the project, where `git add -A` does not take it). A memory keeps your',
        'standing (yours, confirmed, pinned) only when your signature on it verifies for this project; the rest comes',
        'back as agent candidates, and import says how many and why.',
        'In another project folder your signed acts are lowered too: confirm them again with `cairn review`.',
        'The jsonl export ends with a line counting what precedes it and its SHA-256 ("type":"cairn-export-end"): a',
        'restore refuses a backup cut short or edited, saying what is wrong (a person may type "restore partial").',
      ].join('\n'),
    )
    .action(async (o: { format: string; out?: string; force?: boolean; all?: boolean; includeUnreviewed?: boolean }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        // `--out -` is standard output, as for most tools (walk 13 F2: it wrote a file named "-").
        if (o.out === '-') delete o.out;
        if (!(EXPORT_FORMATS as readonly string[]).includes(o.format)) {
          throw new CoreError(ErrorCode.INVALID_INPUT, `--format must be jsonl, md or kg-jsonl (got ${typedValue(o.format)}).`);
        }
        // A shell redirect into the project (`cairn export > ./memories.jsonl`) is refused as
        // `--out` there is (closing note 2026-12-06): the same check, on the file stdout is.
        const redirected = o.out === undefined ? stdoutFile() : undefined;
        const r = await withSession(g, out, async (session) => {
          if (redirected !== undefined) await refuseRedirectIntoProject(session.location, redirected);
          return session.export({
            format: o.format as ExportFormat,
            all: o.all === true,
            includeUnreviewed: o.includeUnreviewed === true,
            ...(o.out !== undefined ? { out: o.out } : {}),
            force: o.force === true,
          });
        });
        const every = o.all === true || o.includeUnreviewed === true;
        const rj = r.rejections;
        const what = `${r.count} ${every ? '' : 'active '}${r.count === 1 ? 'memory' : 'memories'}${rj !== undefined && rj.carried > 0 ? ` and ${count(rj.carried, 'rejection', 'rejections')} you signed` : ''}`;
        const marked = every && o.format === 'kg-jsonl' ? ' (unreviewed and flagged ones marked inline as data, not instructions)' : '';
        if (r.written !== undefined) {
          if (out.json)
            out.printJson({
              written: o.out,
              format: o.format,
              memories: r.count,
              all: every,
              ...(r.withheld !== undefined ? { withheld: r.withheld } : {}),
              ...(rj !== undefined ? { rejections: rj } : {}),
            });
          // A success, on stdout: the export went to the file, so stdout is free (issue #14,
          // walk 5: on stderr it read as a warning, and the demo marked it "!").
          else
            out.print(
              `Exported ${what} to ${o.out}${marked}.${every ? '' : o.format === 'kg-jsonl' ? ' (--all adds candidates and flagged memories, each marked inline as data.)' : ' (--all adds candidates and flagged memories.)'}${formatNotice(o.out ?? '', o.format as ExportFormat)}`,
            );
        } else await writeWholeOutput(r.text, 'the export');
        if (rj !== undefined && rj.older > 0) {
          // On stderr: the backup lacks them, and the person should know before relying on it.
          out.note(
            `${count(rj.older, 'rejection', 'rejections')} cannot be carried in the export: recorded before this version of Cairn (or without your signature), nothing you signed names the lines ${noun(rj.older, 'it skips', 'they skip')}, so a restore could not check ${noun(rj.older, 'it', 'them')}. After a restore, reject ${noun(rj.older, 'that line', 'those lines')} again if an import offers ${noun(rj.older, 'it', 'them')}.`,
          );
        }
        if (r.withheld !== undefined && r.withheld.total > 0) {
          // On stderr, with or without --out: stdout may be the export itself.
          const w = r.withheld;
          const parts = [
            ...(w.candidates > 0 ? [`${w.candidates} not confirmed by a person`] : []),
            ...(w.flagged > 0 ? [`${w.flagged} flagged as instruction-like`] : []),
          ];
          out.note(
            `Withheld ${count(w.total, 'memory', 'memories')} (${parts.join(', ')}): another tool loads kg-jsonl as its memory and would read ${noun(w.total, 'it', 'them')} as plain observations. --all adds ${noun(w.total, 'it', 'them')}, each marked inline as unreviewed data, not an instruction.`,
          );
        }
        return 0;
      });
    });

  program
    .command('wipe')
    .description(personAct("Delete this project's memory (the audit keeps one line)"))
    .action(async (_o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const outcome = await withSession(g, out, (session) => session.wipe());
        if (outcome.declined) {
          out.note('Nothing deleted.');
          return EXIT.declined;
        }
        const { wiped, sessions } = outcome.result;
        if (out.json) out.printJson({ wiped, sessions });
        else
          out.print(
            `Deleted ${count(wiped, 'memory', 'memories')}${sessions > 0 ? ` and ${count(sessions, 'host session record')}` : ''}. Memory stays enabled; \`cairn init\` is not needed again.`,
          );
        return 0;
      });
    });
}

/**
 * The signer column of an audit line (issue #16): the signer when its signature verifies, else
 * "unsigned/unverified (claimed signer …)" — the audit log is a chain anything writing the home
 * can rebuild, so a signer field alone is a claim.
 */
export function signerLabel(l: Pick<AuditEntry, 'signer' | 'signerCheck'>): string {
  if (l.signer === undefined) return '';
  if (l.signerCheck === undefined) return l.signer;
  // A trusted teammate's act (the team key roster): named by their role, beside the key.
  if (l.signerCheck.verified) return l.signerCheck.person !== undefined ? `${l.signerCheck.person} (${l.signer})` : l.signer;
  return `unsigned/unverified (claimed signer ${l.signer})`;
}

/** The file-name endings each export format is expected under (what a person opening the file assumes). */
const FORMAT_ENDINGS: Readonly<Record<ExportFormat, readonly string[]>> = {
  jsonl: ['.jsonl', '.json', '.ndjson'],
  'kg-jsonl': ['.jsonl', '.json', '.ndjson'],
  md: ['.md', '.markdown'],
};

/**
 * A sentence saying which format an export wrote when the file's name suggests another (issue #14,
 * the fourteenth newcomer walk: `export --out exp.md` wrote JSON lines into a `.md` file and said
 * nothing of it), else "". A name with no ending says nothing either.
 *
 * @param out - the `--out` path as typed
 * @param format - the format written
 */
export function formatNotice(out: string, format: ExportFormat): string {
  const name = out.split(/[\\/]/u).pop() ?? out;
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return '';
  const ending = name.slice(dot).toLowerCase();
  if (FORMAT_ENDINGS[format].includes(ending)) return '';
  const other = (Object.keys(FORMAT_ENDINGS) as ExportFormat[]).find((f) => FORMAT_ENDINGS[f].includes(ending) && f !== 'kg-jsonl');
  return ` It is written as ${format === 'md' ? 'Markdown' : format === 'kg-jsonl' ? "kg-jsonl (the MCP memory server's format)" : "JSONL (Cairn's backup format)"}, whatever the name's ${ending} says${other === 'md' ? ': --format md writes Markdown' : other === 'jsonl' ? ': --format jsonl writes the backup' : ''}.`;
}

/**
 * Doctor's line when this project's Claude Code settings were written before it moved and still
 * name the old folder (walk h50 item 2: relink and doctor said nothing); undefined otherwise.
 */
async function claudeCodeMovedCheck(project: string, home: string): Promise<{ name: string; ok: boolean; detail: string; fix?: string } | undefined> {
  if (project === '') return undefined;
  const hooks = await import('@cairn/hooks');
  const from = await hooks.claudeCodeSetupMovedFrom({ projectDir: project, userHome: homedir(), env: process.env, cairnHome: home });
  return from === undefined ? undefined : { name: 'claude-code settings', ok: false, detail: hooks.claudeCodeMovedNote(from), fix: 'cairn setup claude-code' };
}
