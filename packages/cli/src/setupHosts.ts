import { homedir } from 'node:os';

/**
 * The hosts `cairn setup <host>` writes for, each with the command a person starts it with
 * (`claude` for Claude Code, `copilot` for GitHub Copilot CLI; docs/hosts.md). One list for
 * `cairn setup` (its argument and "did you mean"), `cairn status` and `cairn sessions` (which
 * name the setup to run), so no command knows fewer hosts than setup does (walk h48: status and
 * sessions named only `cairn setup claude-code`).
 */
export const HOST_COMMAND = { 'claude-code': 'claude', copilot: 'copilot' } as const;

/** A host `cairn setup` knows. */
export type SetupHost = keyof typeof HOST_COMMAND;

/** Every host `cairn setup` knows, in the order messages name them: `claude-code`, `copilot`. */
export const SETUP_HOSTS = Object.keys(HOST_COMMAND) as readonly SetupHost[];

/** "`cairn setup claude-code` or `cairn setup copilot`": what registers a host's hooks, every host named. */
export const SETUP_COMMANDS = SETUP_HOSTS.map((h) => `\`cairn setup ${h}\``).join(' or ');

/**
 * What to say where no host session is recorded yet, by the real state (walk h56 LOW 10: after
 * `cairn setup claude-code`, `cairn sessions` still told the person to run it): the setups whose
 * ledgers in the Cairn home say they registered the hooks, each with the file it wrote and the
 * command to start; none, the setups that would. One wording for `cairn status` and `cairn sessions`.
 *
 * @param where - the project's folder and the Cairn home
 * @returns `registered`: true when some setup registered the hooks; `words`: the clause to say
 */
export async function hooksState(where: { projectPath: string; home: string }): Promise<{ registered: boolean; words: string }> {
  const hooks = await import('@cairn/hooks');
  const input = { projectDir: where.projectPath, userHome: homedir(), env: process.env, cairnHome: where.home };
  const [claude, copilot] = await Promise.all([hooks.claudeCodeSetupRecorded(input), hooks.copilotSetupRecorded(input)]);
  const done = [
    ...(claude !== undefined ? [{ host: 'claude-code' as const, file: claude.settings }] : []),
    ...(copilot !== undefined ? [{ host: 'copilot' as const, file: copilot.hooks }] : []),
  ];
  if (done.length === 0) return { registered: false, words: `${SETUP_COMMANDS} registers the hooks` };
  return {
    registered: true,
    words: done
      .map(
        (r) =>
          `\`cairn setup ${r.host}\` registered the hooks${r.host === 'copilot' ? ' for every project of yours' : ''} (${r.file}): start \`${HOST_COMMAND[r.host]}\` in this project`,
      )
      .join('; '),
  };
}
