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
