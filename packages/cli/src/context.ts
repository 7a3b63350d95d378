import {
  CoreError,
  createPresenceProof,
  ErrorCode,
  type MemoryRecord,
  openProject,
  type PersonActRequest,
  type PersonProof,
  type ProjectSession,
} from '@cairn/session';
import type { Output } from './output.js';

/** Options every command accepts (DESIGN.md §7). */
export interface GlobalOptions {
  home?: string;
  project?: string;
  /** The store's URL (default `CAIRN_STORE`, else the file store in the home). */
  store?: string;
  json: boolean;
  color: boolean;
  yes: boolean;
}

/** The CLI's client name in the audit log. */
export const CLIENT = 'cairn-cli';

const oneLine = (text: string, max: number): string => {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
};

/** A memory as the person reads it before an act: id, origin, status, flags, then the text on one line. */
export function preview(r: MemoryRecord): string {
  const flags = r.flags.length > 0 ? ` flags: ${r.flags.join(', ')}${r.gateReasons.length ? ` (${r.gateReasons.join(', ')})` : ''}` : '';
  return `  ${r.id} [origin ${r.origin}, ${r.status}]${flags}\n    ${r.text.replace(/\s+/g, ' ')}`;
}

/** What the terminal shows before asking: the memories an act concerns (a bulk selection briefly). */
function shownFor(request: PersonActRequest, yes: boolean): string {
  const bulk = new Set(request.bulk?.ids ?? []);
  const named = request.records.filter((r) => !bulk.has(r.id));
  const selected = request.records.filter((r) => bulk.has(r.id));
  const lines: string[] = [];
  if (request.act === 'wipe') lines.push(`About to delete every memory of ${request.project}.`);
  if (request.draft !== undefined)
    lines.push(
      `About to store (origin user${request.draft.pinned ? ', pinned' : ''}${request.draft.stable ? ', stable' : ''}):`,
      `    ${oneLine(request.draft.text, 300)}`,
    );
  if (named.length > 0) {
    const what =
      request.act === 'supersede'
        ? 'replace the first with the second'
        : `${request.act} ${named.length === 1 ? 'this memory' : `these ${named.length} memories`}`;
    lines.push(`About to ${what}:`, ...named.map(preview));
  }
  // A bulk selection is a file the person reviewed: shown briefly, and only on a terminal.
  if (selected.length > 0 && !yes) {
    lines.push(
      `About to confirm ${selected.length} unflagged ${selected.length === 1 ? 'memory' : 'memories'} from ${request.bulk?.source} (see them all: cairn list --source ${request.bulk?.source}):`,
      ...selected.map((r) => `  ${r.id}  ${oneLine(r.text, 90)}`),
    );
  }
  return lines.join('\n');
}

/**
 * The CLI's person port: today's rule (DESIGN.md §1) with the terminal as its UI. A person is
 * present with `--yes` or a terminal on stderr (an agent's shell tool pipes the output); an act
 * that asks shows what it concerns on stderr and asks on the terminal (stdin and stderr both
 * terminals), `--yes` answering for the person (audited `interactive: false`); with neither, the
 * act is refused with what to do.
 */
export function terminalPersonProof(g: GlobalOptions, out: Output): PersonProof {
  const canAsk = process.stdin.isTTY === true && process.stderr.isTTY === true;
  return createPresenceProof({
    signer: 'terminal',
    present: () => process.stderr.isTTY === true,
    yes: g.yes,
    show: (request) => {
      const shown = shownFor(request, g.yes);
      if (shown !== '') out.note(shown);
      return shown;
    },
    ...(canAsk
      ? {
          ask: async (request: PersonActRequest) => {
            const { default: confirmPrompt } = await import('@inquirer/confirm');
            return confirmPrompt({ message: request.question, default: false }, { output: process.stderr });
          },
        }
      : {}),
    unavailable: (request) =>
      new CoreError(
        ErrorCode.HUMAN_CHANNEL_REQUIRED,
        `cairn ${request.act === 'entrench' ? 'memorize --pin' : request.act} asks a person to confirm, and there is no terminal to ask on. Run it in a terminal, or add --yes to answer for yourself (the audit log records that no one was asked).`,
      ),
  });
}

/**
 * Opens the project session for this run: home, project and store from the global options and
 * the environment, channel `cli`, the terminal as the person port.
 *
 * @throws CoreError `UNSAFE_HOME`, `INVALID_INPUT` (a missing project folder, an unknown store)
 */
export function openSession(g: GlobalOptions, out: Output): Promise<ProjectSession> {
  return openProject({
    home: g.home,
    project: g.project,
    store: g.store,
    cwd: process.cwd(),
    env: process.env,
    channel: 'cli',
    client: CLIENT,
    personProof: terminalPersonProof(g, out),
    onWarning: (m) => out.note(`warning: ${m}`),
  });
}

/** Runs `body` with the project session and closes it (writing deferred reinforcements) however it ends. */
export async function withSession<T>(g: GlobalOptions, out: Output, body: (session: ProjectSession) => Promise<T>): Promise<T> {
  const session = await openSession(g, out);
  try {
    return await body(session);
  } finally {
    await session.close();
  }
}
