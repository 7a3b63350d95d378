/**
 * Whether a host kept its agent out of the Cairn home (DESIGN.md §10, the host-hooks issue:
 * "Protected sessions"). Pure: the hook adapter reads the host's settings files and checks
 * that the sandbox's tools run; this decides.
 *
 * Setting names and meanings are Claude Code's (code.claude.com/docs/en/settings, "Sandbox
 * settings", and /docs/en/sandboxing, read 2026-12-01; `failIfUnavailable` from v2.1.83):
 * `sandbox.enabled`, `sandbox.failIfUnavailable`, `sandbox.allowUnsandboxedCommands`,
 * `sandbox.excludedCommands`, `sandbox.filesystem.denyRead` / `denyWrite` / `allowRead`, and
 * `permissions.deny` rules `Read(…)` and `Edit(…)` (Edit rules cover every editing tool; Write
 * rules are never matched — seen with 2.1.328). Path prefixes: `//` absolute, `~/` the user's
 * home, `/` the settings file's folder. Scalars: managed > command line > local > project >
 * user; arrays merge across scopes.
 */

/** The scopes of the host's settings, most authoritative first. */
export const SETTINGS_SCOPES = ['managed', 'flag', 'local', 'project', 'user'] as const;
export type SettingsScope = (typeof SETTINGS_SCOPES)[number];

/** One settings file as the adapter read it. */
export interface SettingsLayer {
  scope: SettingsScope;
  /** The file's folder (a rule's leading `/` is relative to it). */
  dir: string;
  /** The parsed JSON; undefined when the file is absent. */
  settings?: unknown;
  /** Set when the file exists but cannot be read or parsed. */
  error?: string;
}

/** What {@link assessProtection} needs. */
export interface ProtectionInput {
  layers: readonly SettingsLayer[];
  /** The Cairn home, absolute and canonical. */
  cairnHome: string;
  /** The user's home folder (for `~/`). */
  userHome: string;
  /** Whether the sandbox's tools run on this machine (bubblewrap and socat on Linux), and why not. */
  sandboxTools: { available: boolean; detail?: string };
  /**
   * Files outside the home that hold a person's credential on this machine (absolute; those that
   * exist, e.g. the team store's client key — DESIGN.md §12): each must be denied to the sandbox
   * and to the Read tool as the home is. Empty when there are none.
   */
  credentialFiles: readonly string[];
  /**
   * Whether the Cairn home carries the person's signed sandbox-only declaration that verifies
   * (`@cairn/person`'s `sandboxOnlyDeclaration`). Elsewhere an agent may write session records
   * itself, so no session is protected there.
   */
  sandboxOnly: boolean;
  /**
   * What else the settings run outside the sandbox (names: `mcp:<server>`, `hook:<program>`),
   * other than Cairn's own entries as its setup wrote them. The agent can drive each (a tool
   * call to the server, a file the hook reads) to run code outside the sandbox, reach the home
   * and pipe a SessionStart of its own into `cairn hook`: any of them makes the session unprotected.
   */
  outsideSandbox: readonly string[];
  /** The project's own settings files, which the agent may otherwise write (issue #16): see {@link ProjectSettingsFacts}. */
  projectSettings: ProjectSettingsFacts;
  /**
   * The host's own settings files outside the project (absolute): for Claude Code the user's
   * `settings.json` and `~/.claude.json` (user- and local-scope MCP servers), both under
   * `CLAUDE_CONFIG_DIR` when it is set. The Edit and Write tools run outside the sandbox, so an
   * `Edit(…)` deny rule must cover each (issue #16): else the agent, in a mode that accepts
   * edits, could add a hook or MCP server there or turn the sandbox off in them.
   */
  hostSettingsFiles: readonly string[];
  /**
   * The host's folders of code-bearing definitions outside the project (absolute): for Claude
   * Code `skills`, `agents`, `commands` and `hooks` under the user's config folder (`~/.claude`,
   * or `CLAUDE_CONFIG_DIR`; {@link HOST_DEFINITION_FOLDERS}). The host loads a skill, subagent or
   * command written there during the session at once (its frontmatter may declare hooks that run
   * outside the sandbox), while Cairn reads them only at the next SessionStart: an `Edit(…)` deny
   * rule must cover each (issue #21).
   */
  hostDefinitionFolders: readonly string[];
  /**
   * Set when a folder the sandboxed agent may write holds one of `hostSettingsFiles` (and the
   * sandbox does not deny that file's folder): which file, and the setting or default that lets it.
   * The hook adapter finds it, as it finds `cairnWithinReach`.
   */
  hostSettingsWithinReach?: string;
  /**
   * Set when Cairn's own program (its install folder: the package and the folders its
   * dependencies load from) is where the sandboxed agent may write: which folder, and the setting
   * or default that lets it (the hook adapter finds it). Cairn's hook and MCP server then run
   * code the agent chose, outside the sandbox.
   */
  cairnWithinReach?: string;
}

/**
 * The project folder whose host settings the session runs (issue #16). The project's
 * `.claude/settings.json`, `.claude/settings.local.json` and `.mcp.json` lie in the sandbox's
 * working folder, writable by default: an agent could add a hook or an MCP server there (one
 * that runs outside the sandbox, or pipes a SessionStart of its own into `cairn hook`), use it,
 * and take it away before the next session's SessionStart reads the settings, so that check never
 * sees it. A session is protected only when the sandbox denies writing them and the Edit tools
 * are denied them (Edit and Write run outside the sandbox).
 */
export interface ProjectSettingsFacts {
  /** The project folder (absolute), as the host names it. */
  dir: string;
  /** Its real path when that differs (a rule may name either). */
  realDir?: string;
  /**
   * Which of `.claude` and `.mcp.json` in the project are symbolic links: the link itself stays
   * the agent's to replace whatever the rules deny.
   */
  links: readonly string[];
}

/**
 * What the sandbox must deny writing in the project: the `.claude` folder itself, not only its
 * settings files — with `settings.json` alone denied, bubblewrap let a sandboxed command rename
 * `.claude` away and write a new `.claude/settings.json` (tried here, bubblewrap 0.8.0, 2026-12-03);
 * a denied folder or file is a mount point, which cannot be renamed or removed.
 */
export const PROJECT_SETTINGS_SANDBOX = ['.claude', '.mcp.json'] as const;
/**
 * The folders under the host's user config folder (`~/.claude`, or `CLAUDE_CONFIG_DIR`) whose files
 * the host loads as code-bearing definitions, or that hold hook programs: skills, subagents,
 * slash commands (code.claude.com/docs/en/skills, /sub-agents, read 2026-12-06: each may declare
 * `hooks` in its frontmatter) and `hooks`, where hook scripts are kept. The Edit tools must be
 * denied each ({@link ProtectionInput.hostDefinitionFolders}).
 */
export const HOST_DEFINITION_FOLDERS = ['skills', 'agents', 'commands', 'hooks'] as const;

/**
 * The tail of the `Edit(…)` rule that covers every `.claude` folder at any depth below a folder
 * (gitignore's `**`, which Claude Code's Read and Edit rules follow: code.claude.com/docs/en/permissions,
 * read 2026-12-06; `**\/` matches zero or more folders). Setup writes `Edit(//<project>/**\/.claude/**)`.
 */
export const NESTED_SETTINGS_RULE_TAIL = '/**/.claude/**';

/** The project's settings files the Edit tools must be denied (an `Edit(…)` rule on `.claude/**` covers both of its files). */
export const PROJECT_SETTINGS_FILES = ['.claude/settings.json', '.claude/settings.local.json', '.mcp.json'] as const;

/** The verdict, with a reason a person can act on for each missing protection. */
export interface ProtectionVerdict {
  protected: boolean;
  reasons: string[];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const at = (o: unknown, ...keys: string[]): unknown => {
  let v: unknown = o;
  for (const k of keys) v = isObject(v) ? v[k] : undefined;
  return v;
};
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The effective value of a scalar setting: the first scope (by authority) that sets it. */
function scalar(layers: readonly SettingsLayer[], ...keys: string[]): unknown {
  for (const scope of SETTINGS_SCOPES) {
    for (const l of layers) {
      if (l.scope !== scope) continue;
      const v = at(l.settings, ...keys);
      if (v !== undefined) return v;
    }
  }
  return undefined;
}

/** Every entry of an array setting, across scopes, each with its file's folder. */
function merged(layers: readonly SettingsLayer[], ...keys: string[]): { value: string; dir: string }[] {
  return layers.flatMap((l) => strings(at(l.settings, ...keys)).map((value) => ({ value, dir: l.dir })));
}

const trimSlashes = (p: string): string => (p.length > 1 ? p.replace(/\/+$/u, '') : p);

/**
 * The absolute folder a rule path names, without its trailing glob (`/**`, `/*`, `**`), or
 * undefined when it is relative to the working directory (which never covers the home: a home
 * inside the project is refused) or is a pattern whose prefix is not a plain path.
 */
export function rulePath(raw: string, dir: string, userHome: string): string | undefined {
  let p = raw.trim();
  const absolute = p.startsWith('//');
  if (absolute) p = p.slice(1);
  // Anchored at the settings file's folder (`/…`), at the home (`~/…`), or else at the working folder.
  const fromDir = !absolute && p.startsWith('/');
  p = p.replace(/\/?\*\*$/u, '').replace(/\/\*$/u, '');
  if (p.includes('*') || p.includes('?') || p.includes('[')) return undefined;
  let abs: string;
  if (absolute) abs = p === '' ? '/' : p;
  else if (p === '~' || p.startsWith('~/')) abs = `${trimSlashes(userHome)}${p.slice(1)}`;
  // `/**` is the settings file's folder, never the root (before, `Edit(/**)` and `Edit(**)` read as `/`).
  else if (fromDir) abs = `${trimSlashes(dir)}${p}`;
  else return undefined;
  const parts: string[] = [];
  for (const seg of abs.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') parts.pop();
    else parts.push(seg);
  }
  return `/${parts.join('/')}`;
}

/** True when `folder` is `path` or one of its ancestors. */
export function covers(folder: string, path: string): boolean {
  const f = trimSlashes(folder);
  return f === '/' || path === f || path.startsWith(`${f}/`);
}

const toolRules = (layers: readonly SettingsLayer[], tool: string): { value: string; dir: string }[] =>
  merged(layers, 'permissions', 'deny').flatMap((r) => {
    const m = new RegExp(`^${tool}\\((.*)\\)$`, 'u').exec(r.value.trim());
    return m ? [{ value: m[1] as string, dir: r.dir }] : [];
  });

/** Why no session of a home the person has not declared sandbox-only is protected. */
export const NOT_SANDBOX_ONLY =
  'the Cairn home is not declared sandbox-only (the person declares it, in a terminal: cairn person sandbox-only): elsewhere an agent could write session records itself, or pipe a SessionStart of its own into cairn hook';

/** Why a session recorded as protected is not trusted under the home's current declaration. */
export const NOT_UNDER_DECLARATION =
  "the session was not recorded under the home's current sandbox-only declaration (recorded before the person declared the home, or written by something other than the hook)";

/**
 * Whether a reader takes a session record's `protected` at its word (DESIGN.md §10: "only a
 * protected session may raise trust"): recorded protected, AND the home carries a verifying
 * sandbox-only declaration (`declaration`: its nonce, undefined when none verifies) that the
 * record names. In a home not declared sandbox-only the agent may have written the record.
 */
export function protectionHolds(record: { protected: boolean; sandboxOnly?: string | undefined }, declaration: string | undefined): boolean {
  return record.protected && declaration !== undefined && record.sandboxOnly === declaration;
}

/**
 * A session record as a reader shows and uses it: unchanged when its protection holds
 * ({@link protectionHolds}) or it is unprotected; else unprotected, with the reason.
 */
export function asTrusted<R extends { protected: boolean; sandboxOnly?: string | undefined; reasons: string[] }>(
  record: R,
  declaration: string | undefined,
): R {
  if (!record.protected || protectionHolds(record, declaration)) return record;
  return { ...record, protected: false, reasons: [declaration === undefined ? NOT_SANDBOX_ONLY : NOT_UNDER_DECLARATION] };
}

/** A reason as a session record keeps it: at most 500 characters (SessionRecordSchema). */
const bounded = (reason: string): string => (reason.length > 500 ? `${reason.slice(0, 499)}…` : reason);

/**
 * Why the project's own settings are not out of the agent's reach (issue #16), in words naming
 * the files and the setting to add; appended to `reasons`. The settings Claude Code reads (code.claude.com/docs/en/settings,
 * "Sandbox settings", read 2026-12-03 through the search tool as quoted by
 * brewpirate.github.io/claude-code-docs "File System Sandbox" and docs.rs/crate
 * claude-code-settings 0.1.0; code.claude.com/docs/en/sandboxing on the working folder being
 * writable by default): `sandbox.filesystem.denyWrite` — "Paths where sandboxed
 * commands cannot write … Arrays merge across all settings scopes" — and `permissions.deny`
 * `Edit(…)` rules for the editing tools; `//` starts an absolute path.
 */
function projectSettingsReasons(
  facts: ProjectSettingsFacts,
  denyWrite: readonly { value: string; dir: string }[],
  editRules: readonly { value: string; dir: string }[],
  userHome: string,
  reasons: string[],
): void {
  const dirs = [facts.dir, ...(facts.realDir !== undefined && facts.realDir !== facts.dir ? [facts.realDir] : [])].map(trimSlashes);
  const covered = (entries: readonly { value: string; dir: string }[], rel: string): boolean =>
    dirs.some((d) =>
      entries.some((e) => {
        const p = rulePath(e.value, e.dir, userHome);
        return p !== undefined && covers(p, `${d === '/' ? '' : d}/${rel}`);
      }),
    );
  const names = (rels: readonly string[]): string => rels.join(rels.length === 2 ? ' and ' : ', ');
  const unsandboxed = PROJECT_SETTINGS_SANDBOX.filter((rel) => !covered(denyWrite, rel));
  if (unsandboxed.length > 0)
    reasons.push(
      bounded(
        `sandbox.filesystem.denyWrite does not cover the project's ${names(unsandboxed)}: the agent could add a hook or MCP server to the project's settings, use it outside the sandbox and take it away before the next session starts (run cairn setup claude-code again, which denies them, then start a new session)`,
      ),
    );
  const editable = PROJECT_SETTINGS_FILES.filter((rel) => !covered(editRules, rel));
  if (editable.length > 0)
    reasons.push(
      bounded(
        `permissions.deny has no Edit(…) rule covering the project's ${names(editable)}: the agent's Edit and Write tools could change them (run cairn setup claude-code again, which denies them, then start a new session)`,
      ),
    );
  // A `.claude` folder below the project (`packages/app/.claude/skills/…`): the host loads its
  // skills and subagents too, at once when written mid-session (issue #21).
  const nested = editRules.some((e) => {
    const rule = e.value.trim();
    const base = rule.endsWith(NESTED_SETTINGS_RULE_TAIL)
      ? rulePath(`${rule.slice(0, -NESTED_SETTINGS_RULE_TAIL.length)}/**`, e.dir, userHome)
      : rulePath(rule, e.dir, userHome);
    return base !== undefined && dirs.some((d) => covers(base, d));
  });
  if (!nested)
    reasons.push(
      bounded(
        `permissions.deny has no Edit(…) rule covering the .claude folders below the project (Edit(/${dirs[0] === '/' ? '' : dirs[0]}${NESTED_SETTINGS_RULE_TAIL})): the agent's Edit and Write tools could write a skill or subagent there that the host loads at once, with hooks that run outside the sandbox (run cairn setup claude-code again, which denies them, then start a new session)`,
      ),
    );
  for (const link of facts.links)
    reasons.push(
      bounded(
        `the project's ${link} is a symbolic link: the agent may replace the link whatever the sandbox denies (make it a plain ${link === '.claude' ? 'folder' : 'file'}, then start a new session)`,
      ),
    );
}

/**
 * The mark a host adapter puts after an outside-the-sandbox name that is a Cairn MCP server entry
 * differing from the one `cairn setup claude-code` writes (hooks' `outsideSandbox`): the reason then
 * says to run setup rather than to remove it (walk h50 item 3). Kept short: names are cut at 60
 * characters.
 */
export const CAIRN_SERVER_DIFFERS = ' (Cairn’s, not as setup wrote it)';

/**
 * Decides whether the host keeps its agent out of `cairnHome`: the home declared sandbox-only by
 * the person, nothing the agent can drive listed to run outside the sandbox, the sandbox enabled with
 * `failIfUnavailable: true` (without it a broken sandbox silently runs commands unsandboxed),
 * `allowUnsandboxedCommands: false`, the home denied to sandboxed commands for reading and
 * writing (and not re-allowed by `allowRead`), no `excludedCommands` (they run outside the
 * sandbox as the user, so any of them reaches the home), Edit and Read denied on the home,
 * every settings file readable, and the sandbox's tools running; each of `credentialFiles`
 * denied for reading (sandbox and Read rule) and not re-allowed; the project's own settings
 * denied for writing (sandbox and Edit rule; {@link ProjectSettingsFacts}), the host's own
 * settings files denied to the Edit tools and out of the sandbox's reach, and Cairn's own
 * program out of the agent's reach (`cairnWithinReach` unset).
 */
/** A label of a settings key or env name (the hook adapter's `settingsThatRun`): kind, name, scope. */
const SETTINGS_LABEL = /^(unknown )?(setting|env):(\S+) \((managed|flag|local|project|user) settings\)$/u;

/** The file a scope's settings come from, as Claude Code names it, under the layer's folder. */
function settingsFile(scope: string, layers: readonly SettingsLayer[]): string {
  const dir = layers.find((l) => l.scope === scope)?.dir;
  const name = scope === 'managed' ? 'managed-settings.json' : scope === 'local' ? 'settings.local.json' : 'settings.json';
  return scope === 'flag' || dir === undefined ? `the ${scope} settings` : `${dir.replace(/\/+$/u, '')}/${name}`;
}

/**
 * One reason (at most 500 characters) naming a settings key or env name that made the session
 * unprotected, the file it is in and the one thing a person does about it.
 */
function settingsKeyReason(label: string, layers: readonly SettingsLayer[]): string {
  const m = SETTINGS_LABEL.exec(label) as RegExpExecArray;
  const [, unknown, kind, rawName, scope] = m as unknown as [string, string | undefined, string, string, string];
  const name = rawName.length > 80 ? `${rawName.slice(0, 79)}…` : rawName;
  const file = settingsFile(scope, layers);
  const then = 'then start a new session';
  if (unknown !== undefined)
    return kind === 'env'
      ? `env ${name} in ${file} is a variable Cairn does not know; it reaches Cairn’s hook and MCP server, so it may change the code they run (fail closed): remove it from env there if you can, ${then}`
      : `${name} in ${file} is a settings key Cairn does not know, so it may run code outside the sandbox (fail closed): remove it there if you can, ${then}; if it is documented and runs nothing, report it so Cairn learns it`;
  return kind === 'env'
    ? `env ${name} in ${file} reaches every program the host starts, Cairn’s hook and MCP server among them, and changes which code they run or what Cairn reads: remove it from env there, ${then}`
    : `${name} in ${file} runs or chooses code outside the sandbox that the agent can drive: remove it there for protected sessions, ${then}`;
}

/**
 * A label of a skill, subagent or slash command that runs code outside the sandbox (the hook
 * adapter's `definitionsThatRun`, attack note h50 A1): the file, then what it does.
 */
const DEFINITION_LABEL = /^definition:(.+?) (declares hooks|declares MCP servers|sets permissionMode (\S+)|cannot be checked \((.*)\))$/u;

/**
 * One reason (at most 500 characters) naming a skill, subagent or command file, what in it runs
 * outside the sandbox, and the one thing a person does about it.
 */
function definitionReason(label: string): string {
  const [, file, mechanism, mode, why] = DEFINITION_LABEL.exec(label) as RegExpExecArray as unknown as [
    string,
    string,
    string,
    string | undefined,
    string | undefined,
  ];
  const then = 'then start a new session';
  if (mechanism === 'declares hooks')
    return bounded(
      `${file} declares hooks: the host runs them outside the sandbox while it is in use, where the agent can drive them to reach the Cairn home (remove the hooks field from its frontmatter, or the file, ${then})`,
    );
  if (mechanism === 'declares MCP servers')
    return bounded(
      `${file} declares MCP servers: the host starts them outside the sandbox for the subagent, where the agent can drive them (name a server your settings define instead, or remove them, ${then})`,
    );
  if (why?.startsWith('over ') === true)
    return bounded(
      `the project is too large to look through for nested .claude folders (${why}), whose skills and subagents the host loads and whose hooks it runs outside the sandbox (fail closed): start Claude Code in a smaller folder`,
    );
  if (mode !== undefined)
    return bounded(
      `${file} sets permissionMode ${mode}: the subagent's Edit and Write tools may then change files outside the project without asking you, such as your own skills, whose hooks run outside the sandbox (remove the field or set it to default, ${then})`,
    );
  return bounded(
    `${file} cannot be checked (${why ?? 'unreadable'}), so it may declare hooks or MCP servers the host runs outside the sandbox (fail closed): fix or remove it, ${then}`,
  );
}

export function assessProtection(input: ProtectionInput): ProtectionVerdict {
  const { layers, cairnHome, userHome } = input;
  const reasons: string[] = [];
  if (!input.sandboxOnly) reasons.push(NOT_SANDBOX_ONLY);
  // A settings key or env name is named with its file and its own fix (issue #21: a person must
  // know which key made a session unprotected); hooks, servers and plugins are named together.
  const keyed = input.outsideSandbox.filter((n) => SETTINGS_LABEL.test(n));
  for (const label of keyed.slice(0, 8)) reasons.push(settingsKeyReason(label, layers));
  if (keyed.length > 8) reasons.push(`and ${keyed.length - 8} more settings keys like these (cairn sessions show lists them all)`);
  // A skill, subagent or command file likewise, with its file and its fix.
  const defined = input.outsideSandbox.filter((n) => DEFINITION_LABEL.test(n));
  for (const label of defined.slice(0, 8)) reasons.push(definitionReason(label));
  if (defined.length > 8) reasons.push(`and ${defined.length - 8} more skill, subagent or command files like these (cairn sessions show lists them all)`);
  const outside = input.outsideSandbox.filter((n) => !SETTINGS_LABEL.test(n) && !DEFINITION_LABEL.test(n));
  if (outside.length > 0) {
    // A reason is at most 500 characters (SessionRecordSchema): three names, each cut, then a count.
    const shown = outside.slice(0, 3).map((n) => (n.length > 60 ? `${n.slice(0, 59)}…` : n));
    const named = outside.length > 3 ? `${shown.join(', ')} and ${outside.length - 3} more` : shown.join(', ');
    const them = outside.length === 1 ? 'it' : 'them';
    // A Cairn server entry that differs from setup's (hooks' CAIRN_SERVER_DIFFERS): the fix is
    // setup, which writes its own entry back, never "remove it" (walk h50 item 3).
    const cairns = outside.filter((n) => n.endsWith(CAIRN_SERVER_DIFFERS)).length;
    const fix =
      cairns === 0
        ? `remove ${them} for protected sessions`
        : cairns === outside.length
          ? 'run cairn setup claude-code, which puts back the Cairn server entry setup writes, then start a new session'
          : "run cairn setup claude-code for Cairn's own server entry and remove the others, then start a new session";
    reasons.push(
      `the settings run ${named} outside the sandbox: the agent can drive ${them} to run code there, reach the Cairn home and start a session of its own (${fix})`,
    );
  }
  for (const l of layers) if (l.error !== undefined) reasons.push(`the ${l.scope} settings file cannot be read (${l.error}); fix it, then start a new session`);
  const coveringPath = (entries: { value: string; dir: string }[], target: string): boolean =>
    entries.some((e) => {
      const p = rulePath(e.value, e.dir, userHome);
      return p !== undefined && covers(p, target);
    });
  const covering = (entries: { value: string; dir: string }[]): boolean => coveringPath(entries, cairnHome);
  if (scalar(layers, 'sandbox', 'enabled') !== true) reasons.push('sandbox.enabled is not true: the agent’s commands run unsandboxed');
  if (scalar(layers, 'sandbox', 'failIfUnavailable') !== true)
    reasons.push('sandbox.failIfUnavailable is not true: a broken sandbox would run commands unsandboxed without a warning');
  if (scalar(layers, 'sandbox', 'allowUnsandboxedCommands') !== false)
    reasons.push('sandbox.allowUnsandboxedCommands is not false: the agent may rerun a command outside the sandbox');
  // Sandboxed commands may then write `.git/config`, and a program it names (core.fsmonitor, a
  // filter) would run in git wherever git runs outside the sandbox (attack h53 C9b; Cairn's own
  // git calls override them, other tools' may not).
  if (scalar(layers, 'sandbox', 'filesystem', 'allowGitConfig') === true)
    reasons.push(
      'sandbox.filesystem.allowGitConfig is true: sandboxed commands may write .git/config, which can name a program git runs outside the sandbox (remove it, then start a new session)',
    );
  // seccomp's filter is the only barrier on Linux between a sandboxed command and the user's
  // sockets (D-Bus `systemd-run --user`, Docker, an ssh agent), each a way to run a program
  // outside the sandbox with the Cairn home in reach (attack h53b D8).
  if (scalar(layers, 'sandbox', 'network', 'allowAllUnixSockets') === true)
    reasons.push(
      'sandbox.network.allowAllUnixSockets is true: sandboxed commands may reach your sockets (D-Bus, Docker) and start programs outside the sandbox (remove it, then start a new session)',
    );
  const sockets = merged(layers, 'sandbox', 'network', 'allowUnixSockets');
  if (sockets.length > 0)
    reasons.push(
      `sandbox.network.allowUnixSockets lists ${sockets.length} socket(s) sandboxed commands may reach: one that starts programs (D-Bus, Docker) runs them outside the sandbox (remove it, then start a new session)`,
    );
  if (scalar(layers, 'sandbox', 'enableWeakerNestedSandbox') === true)
    reasons.push('sandbox.enableWeakerNestedSandbox is true: the sandbox runs weakened (remove it, then start a new session)');
  const excluded = merged(layers, 'sandbox', 'excludedCommands');
  if (excluded.length > 0)
    reasons.push(`sandbox.excludedCommands lists ${excluded.length} command(s) that run outside the sandbox and can reach the Cairn home`);
  const denyRead = merged(layers, 'sandbox', 'filesystem', 'denyRead');
  const readRules = toolRules(layers, 'Read');
  const allowRead = merged(layers, 'sandbox', 'filesystem', 'allowRead');
  /** Whether `allowRead` re-allows reading in or above `target` (or holds a pattern that might). */
  const reopens = (target: string): boolean =>
    allowRead.some((e) => {
      const p = rulePath(e.value, e.dir, userHome);
      return p === undefined || covers(p, target) || covers(target, p);
    });
  if (!covering(denyRead)) reasons.push('sandbox.filesystem.denyRead does not cover the Cairn home');
  const denyWrite = merged(layers, 'sandbox', 'filesystem', 'denyWrite');
  if (!covering(denyWrite)) reasons.push('sandbox.filesystem.denyWrite does not cover the Cairn home');
  if (reopens(cairnHome)) reasons.push('sandbox.filesystem.allowRead re-allows reading in or above the Cairn home (or holds a pattern that might)');
  if (!covering(readRules)) reasons.push('permissions.deny has no Read(…) rule covering the Cairn home');
  if (!covering(toolRules(layers, 'Edit'))) reasons.push('permissions.deny has no Edit(…) rule covering the Cairn home');
  for (const file of input.credentialFiles) {
    const open = !coveringPath(denyRead, file) || !coveringPath(readRules, file) || reopens(file);
    if (open)
      reasons.push(
        `the agent may read ${file}, which may hold your team-store credential: run cairn setup claude-code again (it denies it), then start a new session`,
      );
  }
  projectSettingsReasons(input.projectSettings, denyWrite, toolRules(layers, 'Edit'), userHome, reasons);
  const editable = input.hostSettingsFiles.filter((file) => !coveringPath(toolRules(layers, 'Edit'), file));
  if (editable.length > 0)
    reasons.push(
      bounded(
        `permissions.deny has no Edit(…) rule covering ${editable.join(' and ')}: the agent's Edit and Write tools could add a hook or MCP server there, or turn the sandbox off (run cairn setup claude-code again, which denies them, then start a new session)`,
      ),
    );
  const definitions = input.hostDefinitionFolders.filter((folder) => !coveringPath(toolRules(layers, 'Edit'), folder));
  if (definitions.length > 0)
    reasons.push(
      bounded(
        `permissions.deny has no Edit(…) rule covering ${definitions.join(', ')}: the agent's Edit and Write tools could write a skill, subagent or command there that the host loads at once, with hooks that run outside the sandbox (run cairn setup claude-code again, which denies them, then start a new session)`,
      ),
    );
  if (input.hostSettingsWithinReach !== undefined) reasons.push(bounded(input.hostSettingsWithinReach));
  if (input.cairnWithinReach !== undefined) reasons.push(bounded(input.cairnWithinReach));
  if (!input.sandboxTools.available) reasons.push(`the sandbox cannot run here${input.sandboxTools.detail ? ` (${input.sandboxTools.detail})` : ''}`);
  return { protected: reasons.length === 0, reasons };
}
