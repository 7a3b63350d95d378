import { existsSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import {
  asTrusted,
  CoreError,
  count,
  ErrorCode,
  foldLine,
  homeDeclaration,
  type MemoryRecord,
  openObservations,
  type ProjectSession,
  bySessionStart,
  trustedSessions,
} from '@cairn/session';
import type { Command } from 'commander';
import leven from 'leven';
import { type GlobalOptions, openSession } from '../context.js';
import { EXIT } from '../exitCodes.js';
import type { Output } from '../output.js';
import type { Runner } from '../run.js';
import { personAct } from '../personActMark.js';
import { onControllingTerminal } from '../person/terminal.js';
import { hooksState, SETUP_HOSTS, type SetupHost } from '../setupHosts.js';

/** The project session of a CLI command: the terminal person port signs the person's acts (setup, pause, resume). */
const session = (g: GlobalOptions, out: Output): Promise<ProjectSession> => openSession(g, out);

/** The `cairn` the host should run: this very program (node and the script it runs, real paths; the built bin.js or the bundle). */
function selfCommand(): { node: string; bin: string } {
  return { node: process.execPath, bin: realpathSync(process.argv[1] as string) };
}

/**
 * What "protected" rests on, said where a session is called protected (issue #14, fourth walk
 * item 8: "protected: the host kept the agent out of the Cairn home" was said of a SessionStart
 * piped in by hand from a plain shell). The verdict (core's `assessProtection`) is read off the
 * host's settings files and a check that the sandbox's tools run, when the session starts; no
 * hook sees the agent inside the sandbox. Wording only: what a protected session may do is unchanged.
 */
/** The gap a Stop records when it cannot read the host's transcript (session's host/observations.ts `sessionGaps`). */
const TRANSCRIPT_UNREADABLE = 'transcript unreadable';

/**
 * What the sessions table's `journal` column holds (walk h49 item 4: `draft` was unexplained):
 * printed under the table. The words are {@link journalCell}'s.
 */
export const JOURNAL_LEGEND =
  "journal: the entry the session's end wrote (the last assistant message in the host's transcript, else the files edited) as an unconfirmed outcome candidate; draft <id>: the session has not ended, and its last Stop wrote that draft (SessionEnd finishes it); open: not ended, no draft yet; none: it ended with nothing to write (no transcript summary, no file edited).";

/** A session's journal memory as it stands now (`cairn sessions show`): its status, and what superseded it. */
export interface JournalState {
  id: string;
  /** The memory's status now; `missing` when the store no longer holds it (forgotten and compacted, wiped). */
  status: MemoryRecord['status'] | 'missing';
  /** The memory that superseded it, with its title (at most 80 characters), when one did. */
  supersededBy?: { id: string; title?: string };
}

/**
 * Reads the journal memory `id` as {@link JournalState}: `missing` when the store says NOT_FOUND,
 * undefined when it cannot be read otherwise (a project not enabled, a locked store: nothing said).
 * A replacement that cannot be read is named by id only.
 */
async function journalState(s: ProjectSession, id: string): Promise<JournalState | undefined> {
  let record: MemoryRecord;
  try {
    record = await s.get(id);
  } catch (error) {
    return (error as { code?: string }).code === ErrorCode.NOT_FOUND ? { id, status: 'missing' } : undefined;
  }
  if (record.supersededBy === undefined) return { id, status: record.status };
  const by = await s.get(record.supersededBy).catch(() => undefined);
  const title = by?.title !== undefined ? foldLine(by.title, 80) : undefined;
  return { id, status: record.status, supersededBy: { id: record.supersededBy, ...(title !== undefined ? { title } : {}) } };
}

/**
 * What became of a journal memory since the session wrote it, in words after its id: superseded (by
 * what), forgotten, gone, or confirmed; undefined while it is still the candidate the session wrote.
 */
export function journalSince(j: JournalState): string | undefined {
  if (j.status === 'superseded')
    return `(superseded${j.supersededBy !== undefined ? ` by ${j.supersededBy.id}${j.supersededBy.title !== undefined ? ` “${j.supersededBy.title}”` : ''}` : ''}: no longer recalled or shown in the digest)`;
  if (j.status === 'forgotten') return '(forgotten)';
  if (j.status === 'missing') return '(no longer in the store)';
  if (j.status === 'active') return '(confirmed: active)';
  return undefined;
}

/** The `journal` cell of a session: its entry's memory id, `none` (ended, nothing written), `draft <id>` (not ended, its last Stop's draft) or `open` (not ended, no draft). */
export function journalCell(journal: { finished: boolean; id?: string }): string {
  return journal.finished ? (journal.id ?? 'none') : journal.id !== undefined ? `draft ${journal.id}` : 'open';
}

export const PROTECTED_BY_SETTINGS =
  "Protected by settings: the Cairn home is declared sandbox-only (your signed declaration), and when the session started, the host's settings files required its sandbox, denied the agent the Cairn home, let nothing the agent drives run outside the sandbox, and the sandbox's tools ran here. Cairn read that from the settings; it did not observe the agent being kept out.";

/**
 * Why each unprotected session is not protected, below the sessions table: one list per set of
 * reasons (sessions with the same reasons share it), one reason a line, whole (a sentence is the
 * terminal's to wrap). In the table a row held the whole list inline, ≈ 500 characters on one line
 * (issue #14, walk-3 item 16); before that the reasons were only in --json (walk 1). Empty when
 * no session has a reason to give.
 */
function whyNotProtected(list: readonly { id: string; protected: boolean; reasons: string[] }[]): string {
  const groups = new Map<string, { ids: string[]; reasons: string[] }>();
  for (const r of list) {
    if (r.protected || r.reasons.length === 0) continue;
    const key = JSON.stringify(r.reasons);
    const group = groups.get(key) ?? { ids: [], reasons: r.reasons };
    group.ids.push(r.id);
    groups.set(key, group);
  }
  const blocks = [...groups.values()].map((g) => [`Not protected: ${g.ids.join(', ')}`, ...g.reasons.map((reason) => `  - ${reason}`)].join('\n'));
  return blocks.length === 0 ? '' : `\n${blocks.join('\n\n')}`;
}

/**
 * The host a mistyped name most likely meant (walk 10 item 13: `cairn setup claud-code` had no
 * "did you mean", while commander's command typos do): the nearest by edit distance (leven),
 * at most 3 edits and less than half the name's length away, as commander's own suggestions are bounded;
 * or the host whose name starts with what was typed (3 letters or more: `claude`).
 */
function nearestHost(typed: string): SetupHost | undefined {
  const lower = typed.toLowerCase();
  // A host's name cut short ("claude", 5 edits from claude-code) is that host (walk h48 item 11).
  const prefixOf = lower.length >= 3 ? SETUP_HOSTS.find((host) => host.startsWith(lower)) : undefined;
  if (prefixOf !== undefined) return prefixOf;
  let best: { host: SetupHost; distance: number } | undefined;
  for (const host of SETUP_HOSTS) {
    const distance = leven(lower, host);
    if (distance <= 3 && distance * 2 < host.length && (best === undefined || distance < best.distance)) best = { host, distance };
  }
  return best?.host;
}

/** Registers hook (help only; `bin.ts` dispatches it first), setup, sessions, pause, resume and trust. */
export function registerHost(program: Command, run: Runner): void {
  program
    .command('hook')
    .description('Run one host hook event from stdin (what `cairn setup` registers; always exits 0)')
    .option('--host <host>', 'claude-code (default) or copilot')
    .option('--event <name>', "the event's name, for hosts whose payload does not carry it (copilot)")
    .action(async (_o: unknown, cmd: Command) => {
      const { hookMain } = await import('../hook.js');
      const g = cmd.optsWithGlobals() as { home?: string; project?: string; host?: string; event?: string };
      await hookMain([
        ...(g.home ? ['--home', g.home] : []),
        ...(g.project ? ['--project', g.project] : []),
        'hook',
        ...(g.host ? ['--host', g.host] : []),
        ...(g.event ? ['--event', g.event] : []),
      ]);
    });

  program
    .command('setup')
    .description(personAct("Write Cairn's hooks, MCP server and sandbox settings into a host's own files (shows the diff first)"))
    .argument('<host>', 'claude-code or copilot (GitHub Copilot CLI: user-level hooks and MCP server in ~/.copilot)')
    .option('--scope <scope>', "claude-code: local, the project's .claude/settings.local.json (default); user: ~/.claude/settings.json", 'local')
    .option('--remove', 'take away exactly what setup added')
    .option('--dry-run', 'show the diff (and what setup would say) and write nothing; no terminal or signature needed')
    // Other hosts said here, not only in docs/hosts.md, which an npm install does not carry (the h47 walk, item 8).
    .addHelpText(
      'after',
      [
        '',
        "Other hosts: VS Code's agent with the Claude harness reads Claude Code's settings, so `cairn setup claude-code`",
        'covers it (the extension registers the MCP server); Cursor reads them too once a person turns on its',
        '"third-party configs" setting — never protected there (no sandbox Cairn can verify). What each host gets, in',
        "full: docs/hosts.md in Cairn's source repository.",
      ].join('\n'),
    )
    .action(async (host: string, o: { scope: string; remove?: boolean; dryRun?: boolean }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        if (host !== 'claude-code' && host !== 'copilot') {
          const near = nearestHost(host);
          throw new CoreError(
            ErrorCode.INVALID_INPUT,
            `${near !== undefined ? `Did you mean cairn setup ${near}? ` : ''}cairn setup knows ${SETUP_HOSTS.join(' and ')}. For VS Code and Cursor, see cairn setup --help.`,
          );
        }
        if (o.scope !== 'local' && o.scope !== 'user') throw new CoreError(ErrorCode.INVALID_INPUT, '--scope is local or user.');
        // Loaded only here: other commands must not pay for the hook adapter's start-up.
        const { applyPlan, planClaudeCodeRemoval, planClaudeCodeSetup, planCopilotRemoval, planCopilotSetup, planDiff, sandboxTools } = await import(
          '@cairn/hooks'
        );
        const s = await session(g, out);
        try {
          const common = { userHome: homedir(), env: process.env, cairnHome: s.location.home, ...selfCommand() };
          let plan: Awaited<ReturnType<typeof planCopilotSetup>>;
          if (host === 'copilot') plan = o.remove ? await planCopilotRemoval(common) : await planCopilotSetup(common);
          else {
            const input = { ...common, projectDir: s.location.project.path, scope: o.scope, sandboxTools: await sandboxTools() } as const;
            plan = o.remove ? await planClaudeCodeRemoval(input) : await planClaudeCodeSetup(input);
          }
          // The notes say what setup will do ("setup adds it to .gitignore"): before the prompt when a
          // person is at the terminal to read them, else only once the act is signed — a run with no
          // one to sign it refused after announcing changes it never made (issue #14, walk 11 item 9).
          const personAtTerminal = onControllingTerminal();
          const noteAll = (): void => {
            for (const n of plan.notes) out.note(n);
          };
          if (personAtTerminal) noteAll();
          if (plan.refusals.length > 0) throw new CoreError(ErrorCode.INVALID_INPUT, plan.refusals.join(' '));
          const diff = planDiff(plan);
          // A preview writes nothing and signs nothing (the h47 walk, item 8: without a terminal the
          // diff could not be seen before being asked to sign it): the person applies it in a terminal.
          if (o.dryRun === true) {
            if (!personAtTerminal) noteAll();
            const apply = `cairn setup ${host}${o.remove ? ' --remove' : ''}${host === 'claude-code' && o.scope !== 'local' ? ` --scope ${o.scope}` : ''}`;
            if (out.json) out.printJson({ host, scope: o.scope, dryRun: true, diff });
            else {
              if (diff !== '') out.print(diff.replace(/\n$/u, ''));
              out.print(diff === '' ? 'dry run: nothing would change.' : `dry run: nothing was written. To apply it, the person runs in a terminal: ${apply}`);
            }
            return EXIT.ok;
          }
          if (diff === '' && plan.ledger !== undefined) {
            // Nothing to change in the host's files; the ledger is refreshed all the same.
            await applyPlan(plan);
          }
          if (diff === '') {
            if (!personAtTerminal) noteAll(); // nothing to sign: what the notes say holds as it is
            if (out.json) out.printJson({ host, scope: o.scope, changed: [] });
            else
              out.print(
                o.remove
                  ? 'Nothing to remove.'
                  : host === 'copilot'
                    ? 'GitHub Copilot is already set up.'
                    : `Claude Code is already set up for ${s.location.project.path}.`,
              );
            return EXIT.ok;
          }
          const signed = await s.signAct(
            'setup',
            diff,
            o.remove
              ? "Remove Cairn's entries from these files?"
              : `Write these changes into ${host === 'copilot' ? 'GitHub Copilot' : 'Claude Code'}’s files?`,
          );
          if (signed.declined) {
            out.note('Nothing changed.');
            return EXIT.declined;
          }
          if (!personAtTerminal) noteAll();
          await applyPlan(plan);
          const changed = plan.changes.filter((c) => c.before !== c.after).map((c) => c.path);
          // "A, B, and C", not "A and B and C" (issue #14, walk-3 item 14).
          const list = (paths: readonly string[]): string => new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(paths);
          // What --remove did, each said as it is (issue #14, walk-4 item 21: "removed entries from" a
          // file that was gone, and not a word of the folders): files edited, files deleted because
          // they held only Cairn's entries, and the folders setup made that are now gone.
          const deleted = plan.changes.filter((c) => c.before !== c.after && c.after === undefined).map((c) => c.path);
          const edited = changed.filter((p) => !deleted.includes(p));
          const folders = o.remove ? (plan.removeDirs ?? []).filter((d) => !existsSync(d)) : [];
          if (out.json) out.printJson({ host, scope: o.scope, changed, removed: o.remove === true, ...(o.remove ? { deleted, removedFolders: folders } : {}) });
          else if (o.remove) {
            const said = [
              ...(edited.length > 0 ? [`removed Cairn's entries from ${list(edited)}`] : []),
              ...(deleted.length > 0 ? [`deleted ${list(deleted)} (${deleted.length === 1 ? 'it' : 'they'} held only Cairn's entries)`] : []),
              ...(folders.length > 0 ? [`removed the ${folders.length === 1 ? 'folder' : 'folders'} setup had made, now empty: ${list(folders)}`] : []),
            ].join('; ');
            out.print(`${said.charAt(0).toUpperCase()}${said.slice(1)}.`);
          } else {
            // Copilot's hooks file (~/.copilot/hooks) and Claude Code's user scope apply to every
            // project, not this one (the sixth newcomer walk: it said "in this project").
            const everywhere = host === 'copilot' || o.scope === 'user';
            out.print(
              `Wrote ${list(changed)}. Start a new ${host === 'copilot' ? 'Copilot CLI' : 'Claude Code'} session ${everywhere ? 'in any project (these settings apply to every project of yours; `cairn setup ' + host + ' --remove` takes them out before you uninstall Cairn)' : 'in this project'} to use it.`,
            );
          }
          return EXIT.ok;
        } finally {
          await s.close();
        }
      });
    });

  const sessions = program.command('sessions').description('Host sessions the hooks recorded: protected or not and why, what the digest injected, gaps');
  sessions.action(async (_o: unknown, cmd: Command) => {
    await run(cmd, async (g, out) => {
      const s = await session(g, out);
      // Opened first: the open carries sessions an old relink left under the previous folder's key
      // (closing note 2026-12-06); a project not enabled, or not this repository's, lists what the home holds.
      await s.open().catch(() => undefined);
      const obs = openObservations(s.location);
      try {
        // Protected only under the home's sandbox-only declaration; else the reason says why not.
        // By when each started, the latest first, as the table's "started" column reads (walk h50
        // item 10: the store's order is last activity, so an older session still open came first).
        const list = bySessionStart(await trustedSessions(s.location, obs));
        if (out.json) await out.printJsonStream({ sessions: list });
        else if (list.length === 0) {
          const hooks = await hooksState({ projectPath: s.location.project.path, home: s.location.home });
          out.print(`No host sessions recorded for this project ${hooks.registered ? `yet; ${hooks.words}` : `(${hooks.words})`}.`);
        } else {
          await out.printTable(
            ['session', 'host', 'started', 'protected', 'injected', 'gaps', 'journal'],
            list.map((r) => [
              r.id,
              r.host,
              r.startedAt.slice(0, 19),
              r.protected
                ? 'by settings (not observed)'
                : r.reasons.length === 0
                  ? 'no (no reason recorded)'
                  : `no (${count(r.reasons.length, 'reason')} below)`,
              r.injected.length,
              r.gaps.length,
              journalCell(r.journal),
            ]),
          );
          out.print('Latest started first.');
          out.print(`\n${JOURNAL_LEGEND}`);
          if (list.some((r) => r.protected)) out.print(`\n${PROTECTED_BY_SETTINGS}`);
          const why = whyNotProtected(list);
          if (why !== '') out.print(why);
        }
        return EXIT.ok;
      } finally {
        await obs.close();
        await s.close();
      }
    });
  });
  sessions
    .command('show')
    .description('One session: why it is (not) protected, what ran outside the sandbox, the memories injected, its observations')
    .argument('<id>')
    .action(async (id: string, _o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const s = await session(g, out);
        // Opened first: the open carries sessions an old relink left under the previous folder's key
        // (closing note 2026-12-06); a project not enabled, or not this repository's, lists what the home holds.
        await s.open().catch(() => undefined);
        const obs = openObservations(s.location);
        try {
          const recorded = await obs.getSession(id);
          const r = recorded && asTrusted(recorded, await homeDeclaration(s.location.home));
          if (!r)
            throw new CoreError(ErrorCode.NOT_FOUND, `No host session ${JSON.stringify(id).slice(0, 80)} in this project. Run \`cairn sessions\` to see ids.`);
          const observations = await obs.list({ session: id });
          const counts: Record<string, number> = {};
          for (const x of observations) counts[`${x.event}:${x.origin}`] = (counts[`${x.event}:${x.origin}`] ?? 0) + 1;
          // The journal memory as it stands now: a person may have superseded or forgotten the draft
          // or entry since the session wrote it (h59-hooks; it read as a plain draft before).
          const journal = r.journal.id !== undefined ? await journalState(s, r.journal.id) : undefined;
          if (out.json) {
            out.printJson({ session: r, observations: counts, ...(journal !== undefined ? { journal } : {}) });
            return EXIT.ok;
          }
          // A session started again (`/resume` of it, `/clear`…) says when last, and by what starts
          // (h52 attack B5: linked sessions go by the latest start; closing note 2026-12-06).
          const again = r.lastStartedAt !== undefined && r.lastStartedAt !== r.startedAt ? `, last started ${r.lastStartedAt} (${r.sources.join(', ')})` : '';
          out.print(`${r.id} (${r.host}) started ${r.startedAt}${again}${r.endedAt ? `, ended ${r.endedAt} (${r.endReason ?? ''})` : ''}`);
          out.print(
            r.protected ? `protected by settings (not observed): ${PROTECTED_BY_SETTINGS}` : `not protected:\n${r.reasons.map((x) => `  - ${x}`).join('\n')}`,
          );
          out.print(`interactive: ${r.interactive ? 'yes' : 'no'}`);
          if (r.outsideSandbox.length > 0) out.print(`outside the sandbox: ${r.outsideSandbox.join(', ')}`);
          // Working folders added (--add-dir at start, /add-dir mid-session) that were checked and let be (h58, h59-hooks): what is read there is `external`.
          if ((r.addedDirs?.length ?? 0) > 0)
            out.print(`folders added with --add-dir or /add-dir (checked; what is read there counts as external): ${(r.addedDirs ?? []).join(', ')}`);
          out.print(`injected at start (${r.digestChars} characters): ${r.injected.length > 0 ? r.injected.join(', ') : 'nothing'}`);
          out.print(
            `observations: ${
              Object.entries(counts)
                .map(([k, v]) => `${k} ${v}`)
                .join(', ') || 'none'
            }`,
          );
          out.print(`gaps: ${r.gaps.length > 0 ? r.gaps.join(', ') : 'none'}`);
          // Walk h49 item 4: "transcript unreadable" and "nothing to write" were left to guess.
          if (r.gaps.includes(TRANSCRIPT_UNREADABLE))
            out.print(
              `  (a Stop could not read the host's transcript${r.transcript !== undefined ? ` ${r.transcript}` : ''}: what the agent read is unchecked, so the session's journal and writes are lowered to tool)`,
            );
          const since = journal !== undefined ? journalSince(journal) : undefined;
          out.print(
            `journal: ${
              since !== undefined
                ? `${r.journal.finished ? '' : 'draft '}${r.journal.id} ${since}`
                : r.journal.finished
                  ? (r.journal.id ?? "nothing to write (no last assistant message in the host's transcript, no file edited)")
                  : r.journal.id !== undefined
                    ? `draft ${r.journal.id} (the session has not ended: each Stop updates the draft, SessionEnd finishes it)`
                    : 'open (the session has not ended: SessionEnd writes it)'
            }`,
          );
          return EXIT.ok;
        } finally {
          await obs.close();
          await s.close();
        }
      });
    });

  program
    .command('trust')
    .description(
      personAct(
        "Whether this project's own tracked files are trusted; --repo trusts them, so memories they attest promote like the agent's; --repo --revoke stops",
        '--repo',
      ),
    )
    .option(
      '--repo',
      "declare the project's own tracked files trusted as they are at HEAD's commit (a person's act, kept in the home): a file a later commit changes or adds is not trusted until you run it again, which shows what changed",
    )
    .option('--revoke', 'with --repo: withdraw the declaration')
    .action(async (o: { repo?: boolean; revoke?: boolean }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        if (o.revoke === true && o.repo !== true)
          throw new CoreError(ErrorCode.INVALID_INPUT, '--revoke withdraws a declaration: `cairn trust --repo --revoke`.');
        const s = await session(g, out);
        try {
          if (o.repo !== true) {
            const state = await s.repoTrust();
            if (out.json) out.printJson(state);
            else if (state.trusted)
              out.print(
                `repo: trusted since ${state.at.slice(0, 10)} at commit ${state.commit.slice(0, 12)} (signed by ${state.signer}): files changed or added by a later commit are not, until \`cairn trust --repo\` again; \`cairn trust --repo --revoke\` withdraws it.`,
              );
            else
              out.print(
                `repo: not trusted${state.problem !== undefined ? ` (a declaration is there, but ${state.problem}: it counts for nothing)` : ''}; its repo memories stay candidates until you confirm them (\`cairn review\`). \`cairn trust --repo\` trusts the project's tracked files, so what they attest promotes like the agent's memories.`,
              );
            return EXIT.ok;
          }
          const on = o.revoke !== true;
          const outcome = await s.trustRepo(on);
          if (outcome.declined) {
            out.note('Nothing changed.');
            return EXIT.declined;
          }
          if (out.json) out.printJson({ ...outcome.result, ...(outcome.already ? { already: true } : {}) });
          else if (outcome.already) out.print(on ? 'Already trusted; nothing to do.' : 'Not trusted; nothing to withdraw.');
          else
            out.print(
              on
                ? `Trusted at commit ${outcome.result.trusted ? outcome.result.commit.slice(0, 12) : '?'}: memories attested by this project's tracked files as they are there now promote like the agent's, after sightings in two protected sessions.`
                : "No longer trusted: this project's repo memories stay candidates until you confirm them.",
            );
          return EXIT.ok;
        } finally {
          await s.close();
        }
      });
    });

  program
    .command('lift-bar')
    .description(
      personAct(
        "Lift the bar of an output too large to keep whole (its dropped addresses, paths and commands lower later writes for 14 days): whole, or with --memory only for that memory's",
        '<observation>',
      ),
    )
    .argument('<observation>', "the observation's id (`cairn show <memory>` names it for a memory lowered by a bar)")
    .option('--memory <id>', "lift it only for this memory's addresses, paths and commands (the ones you reviewed)")
    .action(async (observation: string, o: { memory?: string }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const s = await session(g, out);
        try {
          const outcome = await s.liftBar(observation, o.memory);
          if (outcome.declined) {
            out.note('Nothing changed.');
            return EXIT.declined;
          }
          const lift = outcome.result;
          if (out.json)
            out.printJson({
              observation: lift.observation,
              bar: lift.bar,
              ...(lift.memory !== undefined ? { memory: lift.memory, tokens: lift.tokens?.size ?? 0 } : {}),
              at: lift.at,
              signer: lift.signer,
            });
          else
            out.print(
              lift.memory === undefined
                ? `Lifted: later writes are no longer lowered for what ${observation} may have dropped (what it kept still lowers them). Recorded in the audit log.`
                : `Lifted for ${lift.memory}: its ${lift.tokens?.size ?? 0} address${(lift.tokens?.size ?? 0) === 1 ? '' : 'es'}, paths or commands past the bar of ${observation} no longer lower a write; any other still does. Recorded in the audit log.`,
            );
          return EXIT.ok;
        } finally {
          await s.close();
        }
      });
    });

  for (const name of ['pause', 'resume'] as const) {
    program
      .command(name)
      .description(personAct(name === 'pause' ? "Stop injecting memories into agents' sessions and refuse agent writes" : 'Undo `cairn pause`'))
      .action(async (_o: unknown, cmd: Command) => {
        await run(cmd, async (g, out) => {
          const s = await session(g, out);
          try {
            const outcome = name === 'pause' ? await s.pause() : await s.resume();
            if (outcome.declined) {
              out.note('Nothing changed.');
              return EXIT.declined;
            }
            if (out.json) out.printJson({ ...outcome.result, ...(outcome.already ? { already: true } : {}) });
            else if (outcome.already)
              out.print(name === 'pause' ? 'Already paused; nothing to do (`cairn resume` undoes it).' : 'Not paused; nothing to resume.');
            else out.print(name === 'pause' ? 'Paused: agents get no memories and cannot store any until `cairn resume`.' : 'Resumed.');
            return EXIT.ok;
          } finally {
            await s.close();
          }
        });
      });
  }
}
