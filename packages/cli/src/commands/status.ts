import { resolve } from 'node:path';
import { CoreError, count, ErrorCode, goneFoldersHint, projectInHomeProblem, statusCounts } from '@cairn/session';
import type { Command } from 'commander';
import { homeOf, withSession } from '../context.js';
import { EXIT, exitCodeFor } from '../exitCodes.js';
import type { Runner } from '../run.js';
import { hooksState } from '../setupHosts.js';

/**
 * Registers `cairn status`: where memory stands for this project, in one screen (issue #14's
 * walk, item 23). The data is the session's `status()`, the same the MCP `status` tool returns.
 */
export function registerStatus(program: Command, run: Runner): void {
  program
    .command('status')
    .description('Where memory stands here: project, home, enabled or not, paused or not, memories by status, index, your key, the last host session')
    .action(async (_o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const status = await withSession(g, out, (session) => session.status()).catch((e: unknown) => {
          // A home the commands refuse (run from the home itself, or from the folder that holds it):
          // the project and home Cairn took, then the refusal with what to do (walk h58), not one
          // line that names neither plainly. `--json` keeps the one error shape.
          if (out.json || !(e instanceof CoreError) || e.code !== ErrorCode.UNSAFE_HOME) throw e;
          const data = (e.data ?? {}) as { projectPath?: unknown; home?: unknown };
          const project = typeof data.projectPath === 'string' ? data.projectPath : resolve(g.context?.cwd ?? process.cwd(), g.project ?? '.');
          const home = typeof data.home === 'string' ? data.home : homeOf(g);
          out.print(`project  ${project}`);
          out.print(`home     ${home}`);
          out.print(`memory   not usable here: ${e.message}`);
          return exitCodeFor(e.code);
        });
        if (typeof status === 'number') return status;
        if (out.json) {
          // Every field the text shows, always (issue #14, second walk): not paused is `false`,
          // no host session recorded is `null`.
          const { paused, lastSession, ...rest } = status;
          out.printJson({ ...rest, paused: paused ?? false, lastSession: lastSession ?? null });
          return EXIT.ok;
        }
        const inHome = await projectInHomeProblem(status.home, status.projectPath);
        const rows: [string, string][] = [
          [
            'project',
            `${status.projectPath}${status.worktree !== undefined ? ` (the main checkout of the worktree ${status.worktree})` : ''}${inHome !== undefined ? ` — ${inHome}` : ''}`,
          ],
          ['home', status.home],
          ...(status.store.url.startsWith('file:') ? [] : [['store', `${status.store.name} ${status.store.url}`] as [string, string]]),
          [
            'memory',
            status.initialised
              ? 'enabled'
              : inHome !== undefined
                ? 'not enabled (and no project to enable here: see project)'
                : `not enabled (memory is opt-in: \`cairn init\` enables it).${goneFoldersHint(status.goneFolders ?? [])}`,
          ],
        ];
        if (status.initialised) {
          rows.push([
            'paused',
            status.paused !== undefined
              ? `yes${status.paused.at !== undefined ? `, since ${status.paused.at.slice(0, 10)}` : ''}: agents get no memories and store none (\`cairn resume\`)`
              : 'no',
          ]);
          // Another repository at this path (attack-h49 N3): named with its fix, not "could not be read".
          if (status.mismatch !== undefined) rows.push(['repository', `${status.mismatch.code}: ${status.mismatch.message}`]);
          rows.push([
            'memories',
            status.mismatch !== undefined
              ? 'not read: the memory is for another repository (see repository)'
              : status.stored === undefined
                ? 'the store could not be read (`cairn doctor`)'
                : status.stored === 0
                  ? 'none yet'
                  : `${count(status.stored, 'memory', 'memories')}${status.byStatus !== undefined ? ` (${statusCounts(status.byStatus)})` : ''}`,
          ]);
          if (status.index !== undefined) rows.push(['index', status.index]);
        }
        rows.push(['person key', status.personKey ? 'yes' : 'none: `cairn person setup` (in a terminal) makes one; your acts are signed with it']);
        const last = status.lastSession;
        // No session yet: say which setups registered the hooks (their ledgers in the Cairn home),
        // not "run setup" right after it ran (walk h48 item 9), for every host setup knows.
        const hooks = last === undefined ? await hooksState(status) : undefined;
        rows.push([
          'last session',
          last === undefined
            ? hooks?.registered === true
              ? `none recorded yet; ${hooks.words}`
              : `none recorded (${hooks?.words})`
            : `${last.id} (${last.host}), started ${last.startedAt.slice(0, 16).replace('T', ' ')}${last.endedAt !== undefined ? `, ended ${last.endedAt.slice(0, 16).replace('T', ' ')}` : ''}, ${last.protected ? 'protected by settings (not observed)' : `not protected (\`cairn sessions show ${last.id}\` says why)`}`,
        ]);
        const width = Math.max(...rows.map(([k]) => k.length));
        for (const [k, v] of rows) out.print(`${k.padEnd(width)}  ${v}`);
        return EXIT.ok;
      });
    });
}
