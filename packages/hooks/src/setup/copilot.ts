import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CoreError, ErrorCode } from '@cairn/session';
import type { SetupPlan } from './claudeCode.js';
import { shellQuote } from '@cairn/session';
import { exists } from './claudeCode.js';
import { jsonWhere } from '../jsonWhere.js';
import { editJsonText } from './jsonEdit.js';

/**
 * What `cairn setup copilot` writes, for GitHub Copilot CLI (docs.github.com/en/copilot/reference/hooks-reference,
 * "Hooks locations", and /copilot-cli-reference/cli-config-dir-reference, read 2026-12-01 with the
 * search tool; payloads: /copilot/reference/hooks-configuration):
 *
 * - `<COPILOT_HOME or ~/.copilot>/hooks/cairn.json`: user-level hook file (version 1) for
 *   sessionStart, sessionEnd, userPromptSubmitted, preToolUse and postToolUse, each running
 *   `cairn hook --host copilot --event <name>` (Copilot's payloads name neither the event nor
 *   the session). A file of Cairn's own: never `.github/hooks/*.json`, which is committed and
 *   would carry this machine's paths.
 * - `<COPILOT_HOME or ~/.copilot>/mcp-config.json`: the MCP server `cairn` (`type: local`),
 *   with `CAIRN_HOME` in its env, merged beside the person's other servers.
 *
 * What Copilot gets: observations only. Its sessionStart output is ignored ("Output: Ignored"),
 * so no digest is injected; it has no sandbox Cairn can verify, so its sessions are never
 * protected. Copilot's cloud agent reads only the repository's committed `.github/hooks`: not
 * set up (a committed file never gets a machine path).
 */
export const COPILOT_HOOK_EVENTS = ['sessionStart', 'sessionEnd', 'userPromptSubmitted', 'preToolUse', 'postToolUse'] as const;

/** Seconds Copilot waits for the hook (`timeoutSec`; its default is 30). */
const COPILOT_TIMEOUT_S = 30;

/** What the Copilot setup needs. */
export interface CopilotSetupInput {
  userHome: string;
  env: Readonly<Record<string, string | undefined>>;
  /** The Cairn home (absolute). */
  cairnHome: string;
  /** The program and script that run `cairn`. */
  node: string;
  bin: string;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const pretty = (o: unknown): string => `${JSON.stringify(o, null, 2)}\n`;

/** Copilot CLI's user folder: `COPILOT_HOME`, else `~/.copilot`. */
export function copilotPaths(input: Pick<CopilotSetupInput, 'userHome' | 'env'>): { hooks: string; mcp: string } {
  const dir = input.env.COPILOT_HOME && input.env.COPILOT_HOME !== '' ? input.env.COPILOT_HOME : join(input.userHome, '.copilot');
  return { hooks: join(dir, 'hooks', 'cairn.json'), mcp: join(dir, 'mcp-config.json') };
}

interface CopilotLedger {
  version: 1;
  hooksPath: string;
  /** The hook file as setup wrote it (removed only while it still reads so). */
  hooksText: string;
  mcpPath: string;
  /** The `cairn` server setup wrote, and the entry it replaced (null: none). */
  mcp: { previous: unknown; value: unknown };
  /** Files and folders that did not exist before setup wrote them (absent in older ledgers). */
  created?: string[];
}

async function readText(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return undefined;
    throw error;
  }
}

function parse(text: string | undefined, path: string): Json {
  if (text === undefined || text.trim() === '') return {};
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    // Where it went wrong (the fifth walk's leftovers: no line or column was said).
    throw new CoreError(ErrorCode.INVALID_INPUT, `${path} is not valid JSON${jsonWhere(text)}; fix or move it, then run setup again (nothing was written)`, {
      path,
    });
  }
  if (!isObject(v))
    throw new CoreError(ErrorCode.INVALID_INPUT, `${path} does not hold a JSON object; fix or move it, then run setup again (nothing was written)`, { path });
  return v;
}

/**
 * Where `cairn setup copilot` recorded a setup, read back for `cairn status` (as
 * `claudeCodeSetupRecorded` does for Claude Code; walk h48: status named only `setup claude-code`):
 * the hook file's path when setup's ledger for it exists in the Cairn home and the file is still
 * there; undefined when not. Copilot CLI's hook file is user-level, so a setup covers every project.
 * It reads what setup recorded; it does not check that Copilot CLI loads it.
 */
export async function copilotSetupRecorded(input: Pick<CopilotSetupInput, 'userHome' | 'env' | 'cairnHome'>): Promise<{ hooks: string } | undefined> {
  const { hooks } = copilotPaths(input);
  // A file that cannot be read (a folder in its place, no permission) is no record: status never fails on it.
  const read = (path: string): Promise<string | undefined> => readText(path).catch(() => undefined);
  const [ledger, file] = await Promise.all([read(ledgerPathFor(input.cairnHome, hooks)), read(hooks)]);
  return ledger !== undefined && file !== undefined ? { hooks } : undefined;
}

function ledgerPathFor(cairnHome: string, hooksPath: string): string {
  return join(cairnHome, 'setup', `copilot-${createHash('sha256').update(hooksPath).digest('hex').slice(0, 16)}.json`);
}

/** The user-level hook file Cairn owns. */
export function copilotHookFile(input: CopilotSetupInput): Json {
  const home = input.cairnHome.replace(/\/+$/u, '');
  const command = (event: string): string =>
    // `NODE_OPTIONS=` first, as Claude Code's hook command: a NODE_OPTIONS in the environment the
    // host passes its hooks would otherwise load code into Cairn's own process (attack h49 N1).
    `NODE_OPTIONS= ${shellQuote(input.node)} ${shellQuote(input.bin)} --home ${shellQuote(home)} hook --host copilot --event ${event}`;
  return {
    version: 1,
    hooks: Object.fromEntries(COPILOT_HOOK_EVENTS.map((e) => [e, [{ type: 'command', bash: command(e), timeoutSec: COPILOT_TIMEOUT_S }]])),
  };
}

/** Plans `cairn setup copilot`: the hook file and the MCP server, as text, and the ledger. Writes nothing. */
export async function planCopilotSetup(input: CopilotSetupInput): Promise<SetupPlan> {
  const paths = copilotPaths(input);
  const ledgerPath = ledgerPathFor(input.cairnHome, paths.hooks);
  const notes = [
    'GitHub Copilot gets observations of prompts and tool calls only: it ignores sessionStart output (no digest is injected) and has no sandbox Cairn can verify (its sessions are never protected).',
  ];
  const refusals: string[] = [];
  const hooksBefore = await readText(paths.hooks);
  const mcpBefore = await readText(paths.mcp);
  const previousLedgerText = await readText(ledgerPath);
  const previousLedger = previousLedgerText !== undefined ? (JSON.parse(previousLedgerText) as CopilotLedger) : undefined;
  if (hooksBefore !== undefined && hooksBefore !== previousLedger?.hooksText) {
    refusals.push(`${paths.hooks} exists and Cairn did not write it: move it away, then run setup again.`);
  }
  const mcp = parse(mcpBefore, paths.mcp);
  const servers = isObject(mcp.mcpServers) ? mcp.mcpServers : {};
  const home = input.cairnHome.replace(/\/+$/u, '');
  // NODE_OPTIONS cleared as in Claude Code's entry: the server's own env is what node starts with.
  const server = { type: 'local', command: input.node, args: [input.bin, '--home', home, 'mcp'], env: { CAIRN_HOME: home, NODE_OPTIONS: '' }, tools: ['*'] };
  // Setting up again keeps what the first setup replaced.
  const previous =
    previousLedger && JSON.stringify(servers.cairn) === JSON.stringify(previousLedger.mcp.value) ? previousLedger.mcp.previous : (servers.cairn ?? null);
  servers.cairn = server;
  mcp.mcpServers = servers;
  const hooksText = pretty(copilotHookFile(input));
  // What setup makes, so --remove takes it away again once empty; a setup run again keeps the list.
  const created = [
    ...new Set([
      ...(previousLedger?.created ?? []),
      ...(mcpBefore === undefined ? [paths.mcp] : []),
      // The Copilot folder itself too, when setup makes it (issue #14, walk-4 item 21: --remove left an empty ~/.copilot).
      ...((await exists(dirname(dirname(paths.hooks)))) ? [] : [dirname(dirname(paths.hooks))]),
      ...((await exists(dirname(paths.hooks))) ? [] : [dirname(paths.hooks)]),
    ]),
  ];
  const ledger: CopilotLedger = { version: 1, hooksPath: paths.hooks, hooksText, mcpPath: paths.mcp, mcp: { previous, value: server }, created };
  return {
    host: 'copilot',
    scope: 'user',
    changes: [
      { path: paths.hooks, ...(hooksBefore !== undefined ? { before: hooksBefore } : {}), after: hooksText },
      { path: paths.mcp, ...(mcpBefore !== undefined ? { before: mcpBefore } : {}), after: editJsonText(mcpBefore, parse(mcpBefore, paths.mcp), mcp) },
    ],
    ledgerPath,
    ledger: pretty(ledger),
    notes,
    refusals,
  };
}

/** Plans `cairn setup copilot --remove`: the hook file (while it reads as setup wrote it) and the `cairn` server go, the replaced server comes back. */
export async function planCopilotRemoval(input: CopilotSetupInput): Promise<SetupPlan> {
  const paths = copilotPaths(input);
  const ledgerPath = ledgerPathFor(input.cairnHome, paths.hooks);
  const ledgerText = await readText(ledgerPath);
  if (ledgerText === undefined)
    return {
      host: 'copilot',
      scope: 'user',
      changes: [],
      ledgerPath,
      notes: [`Cairn has no record of a setup for ${paths.hooks}: nothing to remove.`],
      refusals: [],
    };
  const ledger = JSON.parse(ledgerText) as CopilotLedger;
  const hooksBefore = await readText(ledger.hooksPath);
  const mcpBefore = await readText(ledger.mcpPath);
  const notes: string[] = [];
  const changes: SetupPlan['changes'] = [];
  if (hooksBefore !== undefined) {
    if (hooksBefore === ledger.hooksText) changes.push({ path: ledger.hooksPath, before: hooksBefore });
    else notes.push(`${ledger.hooksPath} was changed since setup wrote it: left as it is.`);
  }
  const mcp = parse(mcpBefore, ledger.mcpPath);
  const servers = isObject(mcp.mcpServers) ? mcp.mcpServers : undefined;
  if (servers && JSON.stringify(servers.cairn) === JSON.stringify(ledger.mcp.value)) {
    if (ledger.mcp.previous === null) delete servers.cairn;
    else servers.cairn = ledger.mcp.previous;
    if (Object.keys(servers).length === 0) delete mcp.mcpServers;
    // A file setup made and that now holds nothing goes; one the person had stays, edited.
    const gone = Object.keys(mcp).length === 0 && (ledger.created ?? []).includes(ledger.mcpPath);
    changes.push({
      path: ledger.mcpPath,
      ...(mcpBefore !== undefined ? { before: mcpBefore } : {}),
      ...(gone ? {} : { after: editJsonText(mcpBefore, parse(mcpBefore, ledger.mcpPath), mcp) }),
    });
  }
  return {
    host: 'copilot',
    scope: 'user',
    changes,
    ledgerPath,
    notes,
    refusals: [],
    removeDirs: (ledger.created ?? []).filter((p) => p !== ledger.mcpPath && p !== ledger.hooksPath),
  };
}
