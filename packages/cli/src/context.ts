import {
  CoreError,
  createStoreRegistry,
  ErrorCode,
  loadKeyring,
  openProject,
  type OpenProjectOptions,
  type PersonProof,
  type ProjectSession,
  resolveHome,
  type StoreRegistry,
  warmBeforeSign,
} from '@cairn/session';
import type { Command } from 'commander';
import { canonicalCommand } from './canonicalCommand.js';
import type { Output } from './output.js';
import type { RequestContext } from './requestContext.js';
import { onControllingTerminal, readSecret } from './person/terminal.js';
import { createTerminalPersonProof } from './person/terminalProof.js';

/** Options every command accepts (DESIGN.md §7). */
export interface GlobalOptions {
  home?: string;
  project?: string;
  /** The store's URL (default `CAIRN_STORE`, else the file store in the home). */
  store?: string;
  json: boolean;
  color: boolean;
  /** The run's argv, folder, environment, stdio and exit code (default: this process's). */
  context?: RequestContext;
}

/** The CLI's client name in the audit log. */
export const CLIENT = 'cairn-cli';

/** The Cairn home of this run (`--home`, `CAIRN_HOME`, `~/.cairn`): where the person's key is. */
export function homeOf(g: GlobalOptions): string {
  return resolveHome({ home: g.home, env: g.context?.env ?? process.env, cwd: g.context?.cwd ?? process.cwd() });
}

/**
 * The CLI's person port (issue #16): the terminal person proof — a person's act is signed with
 * the person's key, opened by the passphrase typed on the controlling terminal, or a pre-signed
 * act for exactly this command; neither a pseudo-terminal nor `--yes` is a person
 * (`PERSON_REQUIRED`, exit 3, naming the command for the person to run).
 */
export function cliPersonProof(g: GlobalOptions, out: Output): PersonProof {
  const ahead = presigning;
  const command = ahead?.command ?? ['cairn', ...(g.context?.argv ?? process.argv).slice(2)];
  return createTerminalPersonProof({
    home: homeOf(g),
    command,
    ...(grammar !== undefined ? { bound: canonicalCommand(grammar, command) } : {}),
    // Signing ahead, the act is shown through `person sign`'s own output: the command's output
    // says nothing once an act is signed (see quietOnceSigned).
    show: (text) => (ahead?.show ?? out.note)(text),
    ...(ahead !== undefined ? { presign: { expires: ahead.expires, saved: (file: string) => ahead.saved.push(file) } } : {}),
  });
}

/** The `cairn` program this process runs (main.ts): the grammar an act signed ahead is bound in. */
let grammar: Command | undefined;

/**
 * Binds the acts this process signs ahead, or claims, to the canonical words of their command in
 * `program`'s grammar (canonicalCommand.ts): the same command with its options in another order
 * is the same command.
 */
export function useCommandGrammar(program: Command): void {
  grammar = program;
}

/** Set while `cairn person sign` runs its command: acts are signed ahead for it, not applied. */
let presigning: { command: readonly string[]; expires: Date; saved: string[]; show: (text: string) => void } | undefined;

/**
 * Makes the person port of this process sign ahead for `command` (`cairn person sign -- …`):
 * each act is signed on the terminal, bound to exactly that command and `expires`, saved in the
 * home, and not applied now; `show` writes each act as it is shown for signing. Returns the list
 * the saved files are added to.
 */
export function signAheadFor(command: readonly string[], expires: Date, show: (text: string) => void): string[] {
  const saved: string[] = [];
  presigning = { command, expires, saved, show };
  return saved;
}

/**
 * The output a command runs with: while signing ahead, once an act is signed the command's own
 * output is dropped — the act was saved, not applied, so its "Nothing confirmed." (or any other
 * outcome) is not what happened; `person sign` says what did (issue #14). Errors still reach the
 * person (run.ts writes them through its own output).
 */
export function quietOnceSigned(out: Output): Output {
  const ahead = presigning;
  if (ahead === undefined) return out;
  const signed = (): boolean => ahead.saved.length > 0;
  return {
    ...out,
    print: (text) => (signed() ? undefined : out.print(text)),
    printLaidOut: (table) => (signed() ? undefined : out.printLaidOut(table)),
    printJson: (value) => (signed() ? undefined : out.printJson(value)),
    printTable: async (head, rows, o) => (signed() ? undefined : out.printTable(head, rows, o)),
    printJsonStream: async (value) => (signed() ? undefined : out.printJsonStream(value)),
    note: (text) => (signed() ? undefined : out.note(text)),
  };
}

/**
/**
 * The stores this run may open. A team store's person role (`postgres://alice@…`, a person's
 * acts) has its password typed on the controlling terminal when the password file holds none —
 * asked once, kept in memory, never stored or printed; without a terminal the connection is
 * refused with where credentials go (DESIGN.md §12). Agent roles read only the password file.
 */
export function cliStores(): StoreRegistry {
  return createStoreRegistry([], {
    personPassword: async ({ role, display }) => {
      if (!onControllingTerminal()) {
        throw new CoreError(
          ErrorCode.STORE_UNAVAILABLE,
          `Connecting as ${display} needs the password of role ${role}, typed on the terminal (a person's role: its password is never stored where your agent could read it). Run the command yourself in a terminal, or use your agent's role (postgres://${role}_agent@…), whose password goes in ~/.pgpass.`,
        );
      }
      return readSecret(`Password for ${display}: `);
    },
  });
}

/**
 * Opens the project session for this run: home, project and store from the global options and
 * the environment, channel `cli`, the home's person keys as the keyring every signature is
 * verified against, and the person port: the terminal person proof (signed acts), in every home —
 * one without a key yet refuses every person's act, naming `cairn person setup`.
 *
 * @throws CoreError `UNSAFE_HOME`, `INVALID_INPUT` (a missing project folder, an unknown store)
 */
export async function openSession(g: GlobalOptions, out: Output, store: string | undefined = g.store): Promise<ProjectSession> {
  return openProject(await sessionOptions(g, out, store));
}

/** What {@link openSession} opens the session with (the team commands open theirs with it too). */
export async function sessionOptions(g: GlobalOptions, out: Output, store: string | undefined = g.store): Promise<OpenProjectOptions> {
  const loaded = await loadKeyring(homeOf(g));
  return {
    home: g.home,
    project: g.project,
    store,
    cwd: g.context?.cwd ?? process.cwd(),
    env: g.context?.env ?? process.env,
    channel: 'cli',
    client: CLIENT,
    personProof: cliPersonProof(g, out),
    keyring: loaded.keyring,
    // A project is read whole once before a person's act there, so the signed list of valid
    // signatures written with the act covers it (issue #20/#21: the hook's digest then verifies
    // no signature the person's list holds).
    // The count of candidates read just before, signed with the act, spares the hook's digest
    // reading every record (issue #21).
    beforeSign: warmBeforeSign(loaded),
    stores: cliStores(),
    onWarning: (m) => warnOnce(out, m),
  };
}

/**
 * The warnings each command's output printed, so each is said once per command (walk h50 item 11:
 * a damaged log's two warnings came three times in one recall, once per store read). Keyed by the
 * command's Output, not the process: the daemon runs many commands in one process.
 */
const warned = new WeakMap<Output, Set<string>>();

/** Prints a store's warning on stderr unless this command already printed the same one. */
function warnOnce(out: Output, message: string): void {
  const said = warned.get(out) ?? new Set<string>();
  warned.set(out, said);
  if (said.has(message)) return;
  said.add(message);
  out.note(`warning: ${message}`);
}

/**
 * Runs `body` with the project session and closes it (writing deferred reinforcements) however it
 * ends; in `cairn daemon`, with the project's resident session the context lends (not closed here).
 */
export async function withSession<T>(g: GlobalOptions, out: Output, body: (session: ProjectSession) => Promise<T>): Promise<T> {
  const lend = g.context?.lendSession;
  if (lend !== undefined) {
    const lent = await lend({
      ...(g.home !== undefined ? { home: g.home } : {}),
      ...(g.project !== undefined ? { project: g.project } : {}),
      ...(g.store !== undefined ? { store: g.store } : {}),
      onWarning: (m) => warnOnce(out, m),
    });
    let failed = true;
    try {
      const result = await body(lent.session);
      failed = false;
      return result;
    } finally {
      await lent.done(failed);
    }
  }
  const session = await openSession(g, out);
  try {
    return await body(session);
  } finally {
    await session.close();
  }
}
