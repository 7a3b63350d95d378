import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { CAIRN_SERVER_DIFFERS, CoreError, ErrorCode, NESTED_SETTINGS_RULE_TAIL, PROJECT_SETTINGS_SANDBOX, runGitAsync, shellQuote } from '@cairn/session';
import { createTwoFilesPatch } from 'diff';
import { personCredentialFiles } from '../credentialFiles.js';
import { type ClaudePaths, claudePaths, hostDefinitionFolders, hostSettingsFiles, outsideSandbox, readClaudeLayers } from '../hostSettings.js';
import { COMMENT, jsonWhere } from '../jsonWhere.js';
import { editJsonText } from './jsonEdit.js';

/**
 * What `cairn setup claude-code` writes (code.claude.com/docs/en/hooks, /settings, /sandboxing,
 * /mcp, read 2026-12-01; tried with Claude Code 2.1.332 on this machine):
 *
 * - hook entries for SessionStart, UserPromptSubmit, PreToolUse, PostToolUse,
 *   PostToolUseFailure, Stop and SessionEnd (synchronous, never `async`), each running
 *   `cairn hook` with the home given explicitly (the host passes no CAIRN_HOME);
 * - the sandbox: `enabled`, `failIfUnavailable: true`, `allowUnsandboxedCommands: false`, the
 *   Cairn home in `filesystem.denyRead` and `denyWrite`, and `Read(…)`/`Edit(…)` deny rules for
 *   it (Edit covers every editing tool; `//` starts an absolute path) — the home holds the
 *   person's signing key (`<home>/person/`) and the team links; and the files that may hold the
 *   person's team-store credential outside it (see {@link personCredentialFiles}) in `denyRead` and a `Read(…)` rule.
 *   The password file (`~/.pgpass`, or PGPASSFILE) stays readable: it holds the agent role's
 *   password only (DESIGN.md §12); and the project's own settings (`.claude/`, `.mcp.json`) in
 *   `filesystem.denyWrite` and `Edit(…)` deny rules (issue #16, see `projectSettingsDenials`); and
 *   `Edit(…)` deny rules for the host's own settings outside the project and the user's skills,
 *   agents, commands and hook scripts (`hostSettingsDenials`), and for every `.claude` below the
 *   project (`projectSettingsDenials`; issue #21: the host loads a definition written mid-session at once);
 * - the MCP server `cairn`, with `CAIRN_HOME` in its env, in `~/.claude.json` (local scope: under
 *   the project's entry; user scope: top level) — never in a committed file.
 *
 * Local scope (default) writes `.claude/settings.local.json` (uncommitted); user scope writes
 * `~/.claude/settings.json`.
 */

/** The events Cairn's hook is registered for, with their matcher (tool events match every tool). */
export const CLAUDE_HOOK_EVENTS: readonly { event: string; matcher?: string }[] = [
  { event: 'SessionStart' },
  { event: 'UserPromptSubmit' },
  { event: 'PreToolUse', matcher: '*' },
  { event: 'PostToolUse', matcher: '*' },
  { event: 'PostToolUseFailure', matcher: '*' },
  { event: 'Stop' },
  { event: 'SessionEnd' },
];

/** Seconds Claude Code waits for the hook before killing it (the hook's own budget is shorter). */
export const HOOK_TIMEOUT_S = 30;

/** One file the setup changes. */
export interface FileChange {
  path: string;
  /** The file's text now (undefined: absent). */
  before?: string;
  /** Its text after (undefined: removed). */
  after?: string;
}

/** What the setup will do, shown to the person before it is done. */
export interface SetupPlan {
  host: 'claude-code' | 'copilot';
  scope: 'local' | 'user';
  changes: FileChange[];
  /** Where the record of what was added lives (for `--remove`). */
  ledgerPath: string;
  /** The ledger after the change (undefined: removed). */
  ledger?: string;
  /** Sentences for the person (missing sandbox tools, a settings file git tracks). */
  notes: string[];
  /** Refusals: nothing is written while there is one. */
  refusals: string[];
  /** Folders setup made, removed after the changes when they are empty (never one the person had). */
  removeDirs?: string[];
  /**
   * Ledgers of earlier setups this plan takes over and undoes (a setup made before the project
   * moved, walk h50 item 2): removed once the plan is applied.
   */
  oldLedgers?: string[];
}

/** What setup needs to know. */
export interface SetupInput {
  projectDir: string;
  userHome: string;
  env: Readonly<Record<string, string | undefined>>;
  /** The Cairn home (absolute). */
  cairnHome: string;
  /** The program and script that run `cairn` (e.g. process.execPath and the CLI's bin.js). */
  node: string;
  bin: string;
  scope: 'local' | 'user';
  /** Whether the sandbox's tools are installed (bubblewrap and socat on Linux). */
  sandboxTools: { available: boolean; detail?: string };
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
/** The ledger: every value setup added or replaced, so `--remove` restores exactly that. */
interface Ledger {
  version: 1;
  settingsPath: string;
  statePath: string;
  hookCommand: string;
  /** Scalars set, with the value they had (absent: `null` marks "was not set"). */
  scalars: { path: string[]; previous: unknown; value: unknown }[];
  /** Array entries appended. */
  appended: { path: string[]; value: string }[];
  /** The MCP server entry: where, and what it replaced. */
  mcp: { path: string[]; previous: unknown; value: unknown };
  /** Files and folders that did not exist before setup wrote them (absent in older ledgers). */
  created?: string[];
  /** The line setup added to the project's .gitignore (absent: it added none, or an older ledger). */
  ignore?: IgnoreRecord;
  /**
   * The objects and arrays on setup's paths that the person's files already held (in the settings
   * file and in the state file), so `--remove` leaves them even when empty (walk 11 item 3: the
   * person's own `"projects": {}` in ~/.claude.json was taken away). Absent in older ledgers: every
   * empty one setup's paths pass through goes.
   */
  had?: { settings: string[][]; state: string[][] };
}

/** What setup added to a project's .gitignore, so `--remove` takes exactly that away (issue #14, walk-3 item 8). */
interface IgnoreRecord {
  /** The .gitignore (absolute). */
  path: string;
  /** Setup made the file: once it holds nothing else, `--remove` deletes it. */
  created: boolean;
  /** The person's last line had no final newline and setup added one before its own line. */
  newlineAdded: boolean;
}

/** Whether `path` exists (a file or a folder). */
export const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );

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
    const where = jsonWhere(text);
    // Not read as JSONC: Claude Code 2.1.332 skips a settings file with a comment whole — its
    // hooks and sandbox too (tried 2026-12-05: a UserPromptSubmit hook in a commented
    // .claude/settings.json never ran) — so entries written into one would protect nothing.
    const why = where.endsWith(COMMENT)
      ? '; Claude Code does not read a settings file with comments (it skips the whole file, hooks and sandbox included): remove the comments, then run setup again (nothing was written)'
      : '; fix or move it, then run setup again (nothing was written)';
    throw new CoreError(ErrorCode.INVALID_INPUT, `${path} is not valid JSON${where}${why}`, { path });
  }
  if (!isObject(v))
    throw new CoreError(ErrorCode.INVALID_INPUT, `${path} does not hold a JSON object; fix or move it, then run setup again (nothing was written)`, { path });
  return v;
}

const getIn = (o: Json, path: readonly string[]): unknown => path.reduce<unknown>((v, k) => (isObject(v) ? v[k] : undefined), o);
function setIn(o: Json, path: readonly string[], value: unknown): void {
  let cur: Json = o;
  for (const k of path.slice(0, -1)) {
    if (!isObject(cur[k])) cur[k] = {};
    cur = cur[k] as Json;
  }
  const last = path[path.length - 1] as string;
  if (value === undefined) delete cur[last];
  else cur[last] = value;
}
/** Removes empty objects and arrays left behind along `path`, up to one in `had` (the person's own, kept even when empty). */
function prune(o: Json, path: readonly string[], had: readonly string[][] = []): void {
  for (let depth = path.length; depth > 0; depth--) {
    const parent = getIn(o, path.slice(0, depth - 1));
    const key = path[depth - 1] as string;
    if (!isObject(parent)) return;
    if (had.some((h) => h.length === depth && h.every((k, i) => k === path[i]))) return;
    const v = parent[key];
    if ((isObject(v) && Object.keys(v).length === 0) || (Array.isArray(v) && v.length === 0)) delete parent[key];
    else return;
  }
}

/** Each prefix of `paths` at which `o` holds an object or an array, once each. */
function containersHeld(o: Json, paths: readonly (readonly string[])[]): string[][] {
  const seen = new Map<string, string[]>();
  for (const path of paths)
    for (let depth = 1; depth <= path.length; depth++) {
      const prefix = path.slice(0, depth);
      const v = getIn(o, prefix);
      if (isObject(v) || Array.isArray(v)) seen.set(JSON.stringify(prefix), [...prefix]);
    }
  return [...seen.values()];
}

/** Where Claude Code keeps the files setup writes. */
export function claudeSetupPaths(input: Pick<SetupInput, 'projectDir' | 'userHome' | 'env' | 'scope'>): { settings: string; state: string } {
  const host = claudePaths(input.projectDir, input.env, input.userHome);
  return { settings: input.scope === 'user' ? host.user : host.local, state: host.state };
}

/**
 * Where `cairn setup claude-code` recorded a setup for this project, read back for `cairn status`
 * (walk h48 item 9: right after setup, status still said to run it): the scope (`local`, the
 * project's .claude/settings.local.json, looked at first; `user`, ~/.claude/settings.json) whose
 * ledger in the Cairn home exists and whose settings file is still there, with that file's path;
 * undefined when neither. It reads what setup recorded; it does not check that Claude Code loads it.
 */
export async function claudeCodeSetupRecorded(
  input: Pick<SetupInput, 'projectDir' | 'userHome' | 'env' | 'cairnHome'>,
): Promise<{ scope: 'local' | 'user'; settings: string } | undefined> {
  for (const scope of ['local', 'user'] as const) {
    const { settings } = claudeSetupPaths({ ...input, scope });
    if ((await exists(ledgerPathFor(input.cairnHome, settings))) && (await exists(settings))) return { scope, settings };
  }
  return undefined;
}

function ledgerPathFor(cairnHome: string, settingsPath: string): string {
  return join(cairnHome, 'setup', `claude-code-${createHash('sha256').update(settingsPath).digest('hex').slice(0, 16)}.json`);
}

/** The project folder a local-scope ledger was written for (its MCP entry sits under `projects.<folder>`); undefined for user scope. */
function ledgerProject(ledger: Ledger): string | undefined {
  return ledger.mcp.path[0] === 'projects' && typeof ledger.mcp.path[1] === 'string' ? ledger.mcp.path[1] : undefined;
}

/** `path` with the folder `from` at its start replaced by `to` (unchanged when it is not under `from`). */
function moved(path: string, from: string, to: string): string {
  return path === from ? to : path.startsWith(`${from}${sep}`) ? `${to}${path.slice(from.length)}` : path;
}

/**
 * The ledgers of local-scope setups made for this project before it moved (walk h50 item 2: after
 * `mv` and `cairn init --relink`, setting up again found no ledger for the new settings path,
 * added every hook a second time, kept the old folder's deny rules and registered a second MCP
 * server, and `--remove` could not take the first setup away). A ledger is one when its settings
 * file is gone and, its old folder replaced by this one, it names this project's settings file.
 * Its paths (settings file, files and folders made, the .gitignore) are given at the new place;
 * the entries it appended keep the old folder (that is what the moved file holds) and its MCP
 * entry stays at `projects.<old folder>` in ~/.claude.json, so undoing it takes both away.
 * Newest first (by the ledger's modification time), the order they are undone in.
 */
async function movedLedgers(cairnHome: string, projectDir: string, settingsPath: string): Promise<{ path: string; ledger: Ledger; from: string }[]> {
  const dir = join(cairnHome, 'setup');
  const names = await readdir(dir).catch(() => [] as string[]);
  const found: { path: string; ledger: Ledger; from: string; mtime: number }[] = [];
  for (const name of names) {
    if (!/^claude-code-[0-9a-f]{16}\.json$/u.test(name)) continue;
    const path = join(dir, name);
    if (path === ledgerPathFor(cairnHome, settingsPath)) continue;
    let ledger: Ledger;
    try {
      ledger = JSON.parse(await readFile(path, 'utf8')) as Ledger;
    } catch {
      continue; // not a ledger setup can read: left as it is
    }
    const from = ledgerProject(ledger);
    if (from === undefined || from === projectDir || moved(ledger.settingsPath, from, projectDir) !== settingsPath) continue;
    if (await exists(ledger.settingsPath)) continue; // the old folder's settings are still there: another checkout
    const mtime = (await stat(path)).mtimeMs;
    found.push({
      path,
      from,
      mtime,
      ledger: {
        ...ledger,
        settingsPath,
        ...(ledger.created !== undefined ? { created: ledger.created.map((p) => moved(p, from, projectDir)) } : {}),
        ...(ledger.ignore !== undefined ? { ignore: { ...ledger.ignore, path: moved(ledger.ignore.path, from, projectDir) } } : {}),
      },
    });
  }
  return found.sort((a, b) => b.mtime - a.mtime).map(({ path, ledger, from }) => ({ path, ledger, from }));
}

/**
 * The folder this project's Claude Code settings were set up for before it moved, when Cairn's
 * record says so (the settings still name it: run `cairn setup claude-code` again); undefined
 * otherwise. Read by `cairn init --relink` and `cairn doctor` (walk h50 item 2).
 */
export async function claudeCodeSetupMovedFrom(input: Pick<SetupInput, 'projectDir' | 'userHome' | 'env' | 'cairnHome'>): Promise<string | undefined> {
  const { settings } = claudeSetupPaths({ ...input, scope: 'local' });
  if (!(await exists(settings))) return undefined;
  const [newest] = await movedLedgers(input.cairnHome, input.projectDir, settings);
  return newest?.from;
}

/** What relink and doctor say when {@link claudeCodeSetupMovedFrom} names a folder. */
export function claudeCodeMovedNote(from: string): string {
  return `Claude Code's settings for this project (.claude/settings.local.json, and its MCP server in ~/.claude.json) still name the old folder ${from}: sessions here are not protected until you run \`cairn setup claude-code\`, which replaces those entries (it does not add a second set).`;
}

/**
 * Whether a hook command is one `cairn setup` wrote, whatever the home or the program's path (a
 * setup from before a move, an upgrade or another home): `[NODE_OPTIONS= ]<program> [<script>]
 * --home <home> hook`, quoted as {@link shellQuote} quotes. The person's own hooks never end so.
 */
export function isCairnHookCommand(command: unknown): boolean {
  if (typeof command !== 'string') return false;
  const word = String.raw`(?:'[^']*'|\\.|[^\s'"\\])+`;
  return new RegExp(`^(?:NODE_OPTIONS= )?${word}(?: ${word})? --home ${word} hook$`, 'u').test(command.trim());
}

/** Whether git's index tracks `file` in `dir`'s repository (`git ls-files --error-unmatch` exits 0), run as every git call of Cairn's is (session `runGitAsync`). */
const gitTracked = async (dir: string, file: string): Promise<boolean> =>
  (await runGitAsync(dir, ['ls-files', '--error-unmatch', '--', file], { timeoutMs: 3_000 })).code === 0;

/**
 * Whether git ignores `file` in `dir`'s repository: true, false, or undefined when `dir` is not in
 * a git repository (`git check-ignore` exits 0, 1, or 128; run as session `runGitAsync` runs git).
 */
const gitIgnored = async (dir: string, file: string): Promise<boolean | undefined> => {
  const { code } = await runGitAsync(dir, ['check-ignore', '-q', '--', file], { timeoutMs: 3_000 });
  return code === 0 ? true : code === 1 ? false : undefined;
};

/** The line setup adds to a project's .gitignore (issue #14, walk-1 item 16). */
export const LOCAL_SETTINGS_IGNORE = '.claude/settings.local.json';

/**
 * What setup says when the sandbox's tools do not run: the settings setup
 * writes hold `sandbox.failIfUnavailable: true`, so Claude Code refuses to start in the project
 * until the sandbox runs — never a session that runs unsandboxed and is thought protected.
 *
 * @param detail - why the tools do not run (`sandboxTools().detail`)
 */
function sandboxMissingNote(detail: string | undefined): string {
  return `The sandbox cannot run yet: ${detail ?? 'its tools are missing'}. The settings written here require it (sandbox.failIfUnavailable: true), so Claude Code refuses to start in this project until it runs — a broken sandbox would otherwise run your agent's commands unsandboxed without a word. On Debian or Ubuntu: sudo apt-get install bubblewrap socat`;
}

/**
 * The deny entries that keep the sandboxed agent from writing the project's own settings (issue
 * #16; core's `ProjectSettingsFacts`): the `.claude` folder itself and `.mcp.json` in
 * `sandbox.filesystem.denyWrite` (a denied file alone leaves its folder to be renamed away), and
 * `Edit(…)` rules for the Edit and Write tools. Absolute (`//`): they name this project, in the
 * file setup writes for it. Else an agent could add a hook or MCP server there, use it outside
 * the sandbox, and take it away before the next session's SessionStart reads the settings.
 */
function projectSettingsDenials(projectDir: string): (readonly [readonly string[], string])[] {
  const project = projectDir.replace(/\/+$/u, '');
  return [
    ...PROJECT_SETTINGS_SANDBOX.map((rel) => [['sandbox', 'filesystem', 'denyWrite'], `/${project}/${rel}`] as const),
    [['permissions', 'deny'], `Edit(/${project}/.claude/**)`] as const,
    [['permissions', 'deny'], `Edit(/${project}/.mcp.json)`] as const,
    // Every `.claude` below the project too (issue #21: a skill the agent writes in
    // `packages/app/.claude/skills/` is loaded at once; Cairn reads it only at the next SessionStart).
    [['permissions', 'deny'], `Edit(/${project}${NESTED_SETTINGS_RULE_TAIL})`] as const,
  ];
}

/**
 * The `Edit(…)` deny rules that keep the agent's Edit and Write tools (which run outside the
 * sandbox) from the host's own settings outside the project: the user's settings.json and
 * `~/.claude.json` (both under `CLAUDE_CONFIG_DIR` when set; core's `hostSettingsFiles`, issue
 * #16). The sandbox cannot write there by default; hostSettings.ts `hostSettingsWithinReach` says when a
 * setting lets it.
 */
function hostSettingsDenials(paths: ClaudePaths): (readonly [readonly string[], string])[] {
  return [
    ...hostSettingsFiles(paths).map((file) => [['permissions', 'deny'], `Edit(/${file})`] as const),
    // The user's skills, subagents, commands and hook scripts (issue #21): the host loads one
    // written there mid-session at once, and its frontmatter hooks run outside the sandbox.
    ...hostDefinitionFolders(paths).map((folder) => [['permissions', 'deny'], `Edit(/${folder}/**)`] as const),
  ];
}

/** Plans `cairn setup claude-code`: the changes, as text, and the ledger. Writes nothing. */
export async function planClaudeCodeSetup(input: SetupInput): Promise<SetupPlan> {
  const paths = claudeSetupPaths(input);
  const ledgerPath = ledgerPathFor(input.cairnHome, paths.settings);
  const notes: string[] = [];
  const refusals: string[] = [];
  if (input.scope === 'local' && (await gitTracked(input.projectDir, '.claude/settings.local.json'))) {
    refusals.push(
      '.claude/settings.local.json is tracked by git: setup never writes a machine path into a committed file. Untrack it (git rm --cached), or use --scope user.',
    );
  }
  // What is written below is what is said here (issue #14, walk-2 item 15: the note said sessions
  // would be "recorded unprotected" while setup wrote `failIfUnavailable: true`, with which Claude
  // Code refuses to start — realClaude.slow.test.ts). The setting stays: without it a broken
  // sandbox runs the agent's commands unsandboxed without a word (DESIGN.md §10, issue #21).
  if (!input.sandboxTools.available) notes.push(sandboxMissingNote(input.sandboxTools.detail));
  // What else the host's settings run outside the sandbox, said now rather than only by the first
  // session's record (issue #14, the eighth newcomer walk): setup leaves them as they are.
  const hostPaths = claudePaths(input.projectDir, input.env, input.userHome);
  const listed = await outsideSandbox(hostPaths, await readClaudeLayers(hostPaths), input.projectDir, input.cairnHome, false);
  // A `cairn` server setup replaces now (one added by `claude mcp add cairn …`, walk h50 item 3) is
  // not one to remove: setup writes its own entry in its place. One elsewhere (the other scope) stays listed.
  const stateNow = parse(await readText(claudeSetupPaths(input).state), claudeSetupPaths(input).state);
  const otherScope = input.scope === 'user' ? getIn(stateNow, ['projects', input.projectDir, 'mcpServers', 'cairn']) : getIn(stateNow, ['mcpServers', 'cairn']);
  const others = otherScope === undefined ? listed.filter((n) => n !== `mcp:cairn${CAIRN_SERVER_DIFFERS}`) : listed;
  if (others.length > 0)
    notes.push(
      `Sessions here will not be protected while your settings also run ${others.slice(0, 5).join(', ')}${others.length > 5 ? ` and ${others.length - 5} more` : ''} outside the sandbox: the agent can drive ${others.length === 1 ? 'it' : 'them'} to run code there and reach the Cairn home. Setup leaves ${others.length === 1 ? 'it' : 'them'} as ${others.length === 1 ? 'it is' : 'they are'}; remove ${others.length === 1 ? 'it' : 'them'} for protected sessions (cairn sessions says which ran).`,
    );
  // The project's own settings are denied by absolute path, so a user-scope setup covers this project only (issue #16).
  if (input.scope === 'user')
    notes.push(
      `The agent is kept from writing this project's own Claude Code settings (.claude/ and .mcp.json) only here: in another project, sessions are not protected until you run cairn setup claude-code there (it writes that project's .claude/settings.local.json).`,
    );

  // The local settings hold this machine's paths: never committed. Claude Code ignores the file
  // in git only when it creates it itself (code.claude.com/docs/en/settings, "Settings files"), so
  // in a git repository where nothing ignores it yet, setup adds the line to .gitignore, shown in
  // the plan and said (issue #14, walk-1 item 16).
  const ignoreChange: FileChange[] = [];
  let ignore: IgnoreRecord | undefined;
  if (input.scope === 'local' && (await gitIgnored(input.projectDir, LOCAL_SETTINGS_IGNORE)) === false) {
    const path = join(input.projectDir, '.gitignore');
    const before = await readText(path);
    const newlineAdded = before !== undefined && before !== '' && !before.endsWith('\n');
    const base = newlineAdded ? `${before}\n` : (before ?? '');
    ignoreChange.push({ path, ...(before !== undefined ? { before } : {}), after: `${base}${LOCAL_SETTINGS_IGNORE}\n` });
    ignore = { path, created: before === undefined, newlineAdded };
    notes.push(`${LOCAL_SETTINGS_IGNORE} holds this machine's paths, and nothing in git ignores it yet: setup adds it to ${path}, so it is never committed.`);
  }

  const settingsBefore = await readText(paths.settings);
  const stateBefore = await readText(paths.state);
  const previousLedgerText = await readText(ledgerPath);
  const settings = parse(settingsBefore, paths.settings);
  const state = parse(stateBefore, paths.state);
  // Setting up again first takes away what the last setup added, so the result is the same; and
  // what a setup made before the project moved added (its hooks, the old folder's deny rules, its
  // MCP server under the old folder), then any hook of Cairn's no ledger names (walk h50 item 2).
  if (previousLedgerText !== undefined) undo(settings, state, JSON.parse(previousLedgerText) as Ledger);
  const movedBefore = input.scope === 'local' ? await movedLedgers(input.cairnHome, input.projectDir, paths.settings) : [];
  for (const m of movedBefore) undo(settings, state, m.ledger);
  stripCairnHooks(settings, previousLedgerText !== undefined ? (JSON.parse(previousLedgerText) as Ledger).had : movedBefore.at(-1)?.ledger.had);
  if (movedBefore.length > 0)
    notes.push(
      `This project was set up for Claude Code at ${movedBefore.map((m) => m.from).join(', ')} before it moved: setup replaces those entries (the old folder's rules and MCP server included) with ones for ${input.projectDir}.`,
    );

  const home = input.cairnHome.replace(/\/+$/u, '');
  // `NODE_OPTIONS=` first: the host gives its hooks the settings' `env` (Claude Code 2.1.332, seen
  // 2026-12-06), and a project's `NODE_OPTIONS=--require ./x.js` would load the repository's code
  // into Cairn's hook outside the sandbox (attack h49 N1). Such a session is unprotected anyway;
  // this keeps Cairn's own process clean. (`node --` does not: node reads NODE_OPTIONS first.)
  const hookCommand = `NODE_OPTIONS= ${shellQuote(input.node)} ${shellQuote(input.bin)} --home ${shellQuote(home)} hook`;
  // What setup makes, so --remove takes it away again once empty; a setup run again keeps the list
  // and the .gitignore line an earlier run added (the line now ignores the file: nothing to add).
  const previousLedger = previousLedgerText !== undefined ? (JSON.parse(previousLedgerText) as Ledger) : undefined;
  const previousCreated = [...(previousLedger?.created ?? []), ...movedBefore.flatMap((m) => m.ledger.created ?? [])];
  ignore ??= previousLedger?.ignore ?? movedBefore.find((m) => m.ledger.ignore !== undefined)?.ledger.ignore;
  const created = [
    ...new Set([
      ...previousCreated,
      ...(settingsBefore === undefined ? [paths.settings] : []),
      ...(stateBefore === undefined ? [paths.state] : []),
      ...((await exists(dirname(paths.settings))) ? [] : [dirname(paths.settings)]),
    ]),
  ];
  const ledger: Ledger = {
    version: 1,
    settingsPath: paths.settings,
    statePath: paths.state,
    hookCommand,
    scalars: [],
    appended: [],
    mcp: { path: [], previous: null, value: null },
    created,
    ...(ignore !== undefined ? { ignore } : {}),
  };

  // What the files held before setup's changes, to record the containers the person already had.
  const settingsHad = structuredClone(settings);
  const stateHad = structuredClone(state);
  const hooks = isObject(settings.hooks) ? settings.hooks : {};
  settings.hooks = hooks;
  for (const { event, matcher } of CLAUDE_HOOK_EVENTS) {
    const groups = Array.isArray(hooks[event]) ? (hooks[event] as unknown[]) : [];
    groups.push({ ...(matcher !== undefined ? { matcher } : {}), hooks: [{ type: 'command', command: hookCommand, timeout: HOOK_TIMEOUT_S }] });
    hooks[event] = groups;
  }
  for (const [path, value] of [
    [['sandbox', 'enabled'], true],
    [['sandbox', 'failIfUnavailable'], true],
    [['sandbox', 'allowUnsandboxedCommands'], false],
  ] as const) {
    const previous = getIn(settings, path);
    ledger.scalars.push({ path: [...path], previous: previous === undefined ? null : previous, value });
    setIn(settings, path, value);
  }
  for (const [path, value] of [
    [['sandbox', 'filesystem', 'denyRead'], `/${home}`],
    [['sandbox', 'filesystem', 'denyWrite'], `/${home}`],
    [['permissions', 'deny'], `Read(/${home}/**)`],
    [['permissions', 'deny'], `Edit(/${home}/**)`],
    ...personCredentialFiles(input).flatMap((file) => [
      [['sandbox', 'filesystem', 'denyRead'], `/${file}`] as const,
      [['permissions', 'deny'], `Read(/${file})`] as const,
    ]),
    ...projectSettingsDenials(input.projectDir),
    ...hostSettingsDenials(hostPaths),
  ] as const) {
    const list = Array.isArray(getIn(settings, path)) ? (getIn(settings, path) as unknown[]) : [];
    if (!list.includes(value)) {
      list.push(value);
      ledger.appended.push({ path: [...path], value });
    }
    setIn(settings, path, list);
  }
  const mcpPath = input.scope === 'user' ? ['mcpServers', 'cairn'] : ['projects', input.projectDir, 'mcpServers', 'cairn'];
  const server = {
    type: 'stdio',
    command: input.node,
    args: [input.bin, '--home', home, ...(input.scope === 'local' ? ['--project', input.projectDir] : []), 'mcp'],
    // A server's own `env` overrides the settings' (Claude Code 2.1.332, seen 2026-12-06): see hookCommand.
    env: { CAIRN_HOME: home, NODE_OPTIONS: '' },
  };
  const previousServer = getIn(state, mcpPath);
  ledger.mcp = { path: mcpPath, previous: previousServer === undefined ? null : previousServer, value: server };
  setIn(state, mcpPath, server);
  ledger.had = {
    settings: containersHeld(settingsHad, [
      ...CLAUDE_HOOK_EVENTS.map(({ event }) => ['hooks', event]),
      ...ledger.scalars.map((x) => x.path.slice(0, -1)),
      ...ledger.appended.map((x) => x.path),
    ]),
    state: containersHeld(stateHad, [mcpPath.slice(0, -1)]),
  };

  return {
    host: 'claude-code',
    scope: input.scope,
    changes: [
      {
        path: paths.settings,
        ...(settingsBefore !== undefined ? { before: settingsBefore } : {}),
        after: editJsonText(settingsBefore, parse(settingsBefore, paths.settings), settings),
      },
      {
        path: paths.state,
        ...(stateBefore !== undefined ? { before: stateBefore } : {}),
        after: editJsonText(stateBefore, parse(stateBefore, paths.state), state),
      },
      ...ignoreChange,
    ],
    ledgerPath,
    ledger: `${JSON.stringify(ledger, null, 2)}\n`,
    notes,
    refusals,
    ...(movedBefore.length > 0 ? { oldLedgers: movedBefore.map((m) => m.path) } : {}),
  };
}

/**
 * Takes away every hook entry {@link isCairnHookCommand} recognises (one no ledger names: a setup
 * whose ledger was lost, or made for another home), and the groups and event lists that leaves
 * empty — unless the person's file held the list before (`had`).
 */
function stripCairnHooks(settings: Json, had: Ledger['had']): void {
  const hooks = settings.hooks;
  if (!isObject(hooks)) return;
  for (const [event, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups)) continue;
    const kept = groups
      .map((g) => (isObject(g) && Array.isArray(g.hooks) ? { ...g, hooks: g.hooks.filter((h) => !(isObject(h) && isCairnHookCommand(h.command))) } : g))
      .filter((g) => !(isObject(g) && Array.isArray(g.hooks) && g.hooks.length === 0));
    if (kept.length === groups.length && kept.every((g, i) => g === groups[i])) continue;
    if (kept.length === 0 && !(had?.settings ?? []).some((h) => h.length === 2 && h[0] === 'hooks' && h[1] === event)) delete hooks[event];
    else hooks[event] = kept;
  }
  prune(settings, ['hooks'], had?.settings ?? []);
}

function undo(settings: Json, state: Json, ledger: Ledger): void {
  const had = ledger.had ?? { settings: [], state: [] };
  const hooks = settings.hooks;
  if (isObject(hooks)) {
    for (const [event, groups] of Object.entries(hooks)) {
      if (!Array.isArray(groups)) continue;
      const kept = groups
        .map((g) => (isObject(g) && Array.isArray(g.hooks) ? { ...g, hooks: g.hooks.filter((h) => !(isObject(h) && h.command === ledger.hookCommand)) } : g))
        .filter((g) => !(isObject(g) && Array.isArray(g.hooks) && g.hooks.length === 0));
      if (kept.length === 0 && !had.settings.some((h) => h.length === 2 && h[0] === 'hooks' && h[1] === event)) delete hooks[event];
      else hooks[event] = kept;
    }
    prune(settings, ['hooks'], had.settings);
  }
  for (const s of ledger.scalars) {
    // Only a value still as setup left it is restored: a person's later change stays.
    if (JSON.stringify(getIn(settings, s.path)) === JSON.stringify(s.value)) setIn(settings, s.path, s.previous === null ? undefined : s.previous);
    prune(settings, s.path.slice(0, -1), had.settings);
  }
  for (const a of ledger.appended) {
    const list = getIn(settings, a.path);
    if (Array.isArray(list)) {
      const i = list.indexOf(a.value);
      if (i !== -1) list.splice(i, 1);
    }
    prune(settings, a.path, had.settings);
  }
  if (JSON.stringify(getIn(state, ledger.mcp.path)) === JSON.stringify(ledger.mcp.value)) {
    setIn(state, ledger.mcp.path, ledger.mcp.previous === null ? undefined : ledger.mcp.previous);
    prune(state, ledger.mcp.path.slice(0, -1), had.state);
  }
}

/**
 * The .gitignore without the line setup added (its last line reading exactly
 * {@link LOCAL_SETTINGS_IGNORE}), and without the newline setup put before it; a file setup made
 * and that holds nothing else is removed. The person's own lines stay as they are, a line the
 * person wrote themselves too (setup adds its line only where nothing ignored the file). Undefined
 * when there is nothing to take away (the file or the line is gone).
 */
async function ignoreRemoval(record: IgnoreRecord): Promise<FileChange | undefined> {
  const before = await readText(record.path);
  if (before === undefined) return undefined;
  const lines = before.split('\n');
  // The last line setup could have written: a final newline leaves an empty last element.
  let at = -1;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (lines[i]?.replace(/\r$/u, '') === LOCAL_SETTINGS_IGNORE) {
      at = i;
      break;
    }
  }
  if (at === -1) return undefined;
  const kept = [...lines.slice(0, at), ...lines.slice(at + 1)];
  let after = kept.join('\n');
  // Setup's line was the last one: the person's text ends where it ended before setup.
  if (record.newlineAdded && at === lines.length - 2 && lines[lines.length - 1] === '' && after.endsWith('\n')) after = after.slice(0, -1);
  if (record.created && after.trim() === '') return { path: record.path, before };
  return { path: record.path, before, after };
}

/** Plans `cairn setup claude-code --remove`: takes away exactly what the ledger says setup added. */
export async function planClaudeCodeRemoval(input: SetupInput): Promise<SetupPlan> {
  const paths = claudeSetupPaths(input);
  const ledgerPath = ledgerPathFor(input.cairnHome, paths.settings);
  const ledgerText = await readText(ledgerPath);
  // A setup made before the project moved is taken away too (walk h50 item 2).
  const movedBefore = input.scope === 'local' ? await movedLedgers(input.cairnHome, input.projectDir, paths.settings) : [];
  if (ledgerText === undefined && movedBefore.length === 0) {
    return {
      host: 'claude-code',
      scope: input.scope,
      changes: [],
      ledgerPath,
      notes: [`Cairn has no record of a setup for ${paths.settings}: nothing to remove.`],
      refusals: [],
    };
  }
  const ledgers = [...(ledgerText !== undefined ? [JSON.parse(ledgerText) as Ledger] : []), ...movedBefore.map((m) => m.ledger)];
  // The oldest setup's record says what the person's files held before Cairn wrote anything.
  const first = ledgers.at(-1) as Ledger;
  const ledger: Ledger = { ...(ledgers[0] as Ledger), created: [...new Set(ledgers.flatMap((l) => l.created ?? []))] };
  const ignoreRecord = ledgers.find((l) => l.ignore !== undefined)?.ignore;
  const settingsBefore = await readText(ledger.settingsPath);
  const stateBefore = await readText(ledger.statePath);
  const settings = parse(settingsBefore, ledger.settingsPath);
  const state = parse(stateBefore, ledger.statePath);
  for (const l of ledgers) undo(settings, state, l);
  stripCairnHooks(settings, first.had);
  // A settings file left empty goes when setup made it (an older ledger, which does not say:
  // when it is the local one, which only setup writes for Cairn); one the person had stays.
  const made = ledger.created !== undefined ? ledger.created.includes(ledger.settingsPath) : ledger.settingsPath.endsWith('settings.local.json');
  const settingsAfter =
    Object.keys(settings).length === 0 && settingsBefore !== undefined && made
      ? undefined
      : editJsonText(settingsBefore, parse(settingsBefore, ledger.settingsPath), settings);
  // The same for the state file (~/.claude.json) when setup made it and nothing else wrote to it
  // since (issue #14, the seventh newcomer walk: remove left `{}` behind).
  const stateAfter =
    Object.keys(state).length === 0 && stateBefore !== undefined && ledger.created?.includes(ledger.statePath) === true
      ? undefined
      : editJsonText(stateBefore, parse(stateBefore, ledger.statePath), state);
  const ignoreChange = ignoreRecord !== undefined ? await ignoreRemoval(ignoreRecord) : undefined;
  return {
    host: 'claude-code',
    scope: input.scope,
    changes: [
      {
        path: ledger.settingsPath,
        ...(settingsBefore !== undefined ? { before: settingsBefore } : {}),
        ...(settingsAfter !== undefined ? { after: settingsAfter } : {}),
      },
      {
        path: ledger.statePath,
        ...(stateBefore !== undefined ? { before: stateBefore } : {}),
        ...(stateAfter !== undefined ? { after: stateAfter } : {}),
      },
      ...(ignoreChange !== undefined ? [ignoreChange] : []),
    ],
    ledgerPath,
    notes: [],
    refusals: [],
    removeDirs: (ledger.created ?? []).filter((p) => p !== ledger.settingsPath && p !== ledger.statePath),
    ...(movedBefore.length > 0 ? { oldLedgers: movedBefore.map((m) => m.path) } : {}),
  };
}

/** The plan as a unified diff per file, for the person to read before signing. */
export function planDiff(plan: SetupPlan): string {
  return plan.changes
    .filter((c) => c.before !== c.after)
    .map((c) =>
      createTwoFilesPatch(c.before === undefined ? '/dev/null' : c.path, c.after === undefined ? '/dev/null' : c.path, c.before ?? '', c.after ?? '', '', '', {
        context: 3,
      }),
    )
    .join('');
}
