import type { Dirent } from 'node:fs';
import { lstat, open, readdir, realpath } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { covers, runGit } from '@cairn/session';

/*
 * Skills, subagents and slash commands that run code outside the sandbox (issue #21, attack note
 * h50 A1). Claude Code reads them from `.claude/skills/<name>/SKILL.md`, `.claude/agents/*.md` and
 * `.claude/commands/*.md` in the project and in the user's config folder (`~/.claude`, or
 * `CLAUDE_CONFIG_DIR`), and from enabled plugins (already unprotected: `plugin:<name>`). Sources,
 * read 2026-12-06 through the search tool (the official pages as quoted, not fetched):
 * - code.claude.com/docs/en/skills, frontmatter fields `name`, `description`, `argument-hint`,
 *   `disable-model-invocation`, `user-invocable`, `allowed-tools`, `model`, `context`, `agent`,
 *   `hooks` ("hooks scoped to this skill's lifecycle"), and dynamic context injection: `` !`cmd` ``
 *   and a fenced block opened with ```` ```! ```` run a shell command when the skill is loaded,
 *   before the model sees it; the preprocessor does not parse markdown, so a code span does not
 *   protect it; `disableSkillShellExecution: true` in settings replaces every one with
 *   "[shell execution disabled]" (as quoted by archive.frozenlogic.org research notes,
 *   claude-with-skills.vercel.app lesson 05, git.lambwire.net claude-engineering-plugin 4b4d1ae,
 *   anthropics/claude-code#27149).
 * - code.claude.com/docs/en/sub-agents, frontmatter `tools`, `disallowedTools`, `model`,
 *   `permissionMode`, `maxTurns`, `skills`, `mcpServers` ("server name strings or inline
 *   {name: config} objects"; an inline one is started for the subagent), `hooks` ("all hook events
 *   are supported"), `memory`, `background`, `effort`, `isolation` (as quoted by
 *   shanraisshan/claude-code-best-practice best-practice/claude-subagents.md and syllago.dev).
 * - Commands and skills are one mechanism: a `.claude/commands/<name>.md` takes the same
 *   frontmatter and `!` execution as a skill (skills.sh sjnims/plugin-dev skill-development).
 * `allowed-tools` and `tools` only choose which tools run without a prompt: the tools stay
 * sandboxed and the settings' deny rules still hold (the home is denied there), so they are not
 * read here. Nor are `!` commands: the documentation does not say where they run, but Claude Code
 * 2.1.332 runs them in its sandbox (tried here 2026-12-06 with scripts/claude-code-test.sh's
 * harness and setup's settings: a project skill's `` !`touch <project>/x` `` wrote the file, and
 * `` !`touch /tmp/elsewhere/x` `` failed with "Read-only file system", so the skill did not load).
 * Their output reaches the model without a tool call; the transcript check at Stop covers it.
 * Frontmatter hooks do run outside it: with the same harness and settings, a project skill's
 * `hooks: PreToolUse [matcher Bash] touch /tmp/elsewhere/x`, invoked as `/probe` with one Bash
 * call, wrote that file (the folder the `!` command could not write).
 * Nested, parent and added folders (read 2026-12-06 through the search tool): code.claude.com/docs/en/skills,
 * "automatic discovery from nested directories": working with files in `packages/frontend/`
 * makes Claude Code also load `packages/frontend/.claude/skills/` (as quoted by
 * shanraisshan/claude-code-best-practice reports/claude-skills-for-larger-mono-repos.md and its
 * mintlify.com copy), and project skills load from `.claude/skills/` in the working folder and
 * every parent up to the repository's root (skills.md as quoted by claude.hugin.gg
 * claude-code-loading-research.md, read from the raw page 2026-06-21); the Claude Code 2.1.32
 * changelog: "Skills defined in .claude/skills/ within additional directories (--add-dir) are now
 * loaded automatically" (as quoted by claudelogai.space updates/2.1.32). A session's `--add-dir`
 * is not in the settings, so only `permissions.additionalDirectories` is read here. Tried with
 * Claude Code 2.1.332 (scripts/claude-code-test.sh's harness, 2026-12-06; the probe test was
 * temporary): after a Read in each folder, the skill list sent to the model gained
 * `packages/api/.claude/skills/…`, `deep/a/b/c/d/e/f/.claude/skills/…` and
 * `node_modules/pkg/.claude/skills/…`, but not one in a git-ignored folder, nor the
 * `node_modules` one once `node_modules/` was in `.gitignore`. In a git work tree Cairn takes
 * the candidates from git's own lists (run with `core.fsmonitor` off, so the repository's config
 * names no program for it), skipping what lies inside an ignored folder as the host does; outside
 * git it walks every folder, bounded ({@link nestedDefinitionRoots}); agents and commands in a
 * nested `.claude` are read too (fail closed). Live change detection reloads a skill written
 * during a session, which Cairn would read only at the next session start: setup denies the
 * Edit tools every `.claude` below the project and the user's definitions folders, and a session
 * is protected only with those rules (core's `assessProtection`, issue #21).
 * Language servers (`.lsp.json`, attack h50 A1): Claude Code starts LSP servers only from
 * plugins, declared as `lspServers` in `plugin.json` or in a `.lsp.json` at the plugin's root
 * (code.claude.com/docs/en/plugins-reference as quoted by skills.sh sjnims/plugin-dev
 * lsp-integration and boostvolt/claude-code-lsps: "on startup, Claude Code automatically starts
 * LSP servers from installed plugins", as separate processes outside the sandbox). An enabled
 * plugin already makes a session unprotected (`plugin:<name>`); a `.lsp.json` in a project is
 * not documented as read, so it is not listed.
 */

/** Most files read per folder kind (skills, agents, commands) per root; more is "cannot be checked". */
export const MAX_DEFINITION_FILES = 500;
/** Largest definition file read, in bytes (1 MiB); a larger one is "cannot be checked". */
export const MAX_DEFINITION_BYTES = 1024 * 1024;
/** Deepest folder read under `agents/` and `commands/` (Claude Code namespaces commands by subfolder). */
const MAX_DEPTH = 4;

/** What a definition does that makes a session unprotected (core's `assessProtection` words each). */
export type DefinitionMechanism = 'declares hooks' | 'declares MCP servers' | `sets permissionMode ${string}` | `cannot be checked (${string})`;

/**
 * Subagent `permissionMode` values that leave the person's yes in place for a write outside the
 * project: `default` (and its alias `manual`), `acceptEdits` (edits inside the working folder
 * only), `dontAsk` (denies what is not allowed), `plan` (read only). Any other value is listed:
 * `bypassPermissions` lets the subagent's Edit and Write tools write outside the project without
 * asking, `.claude` folders included (code.claude.com/docs/en/permission-modes as quoted by
 * vercel.com/i/claude-code-dangerously-skip-permissions, read 2026-12-06), e.g. a skill in
 * `~/.claude/skills` whose hooks then run outside the sandbox; `auto` lets a classifier decide
 * instead of the person (fail closed).
 */
const PROMPTING_MODES: ReadonlySet<string> = new Set(['default', 'manual', 'acceptEdits', 'dontAsk', 'plan']);

/** Most folders looked at below the project for nested `.claude` folders; more is "cannot be checked". */
export const MAX_NESTED_FOLDERS = 20000;
/** Deepest folder looked at below the project for nested `.claude` folders; deeper is "cannot be checked". */
export const MAX_NESTED_DEPTH = 16;

/** Where definitions are read: a `.claude`-like folder and how a person names it. */
export interface DefinitionRoot {
  /** The folder holding `skills/`, `agents/` and `commands/` (absolute). */
  dir: string;
  /** How the record names a file in it: this prefix, then the path below `dir` (e.g. `.claude`). */
  shown: string;
}

/**
 * The project's and the user's definition folders (the project's `.claude`, then the config
 * folder), then the `.claude` folder of each additional working folder (`permissions.additionalDirectories`,
 * absolute; Claude Code loads skills from `.claude/skills` there). Nested `.claude` folders below
 * the project are {@link nestedDefinitionRoots}.
 */
export function definitionRoots(projectDir: string, configDir: string, additionalDirs: readonly string[] = []): DefinitionRoot[] {
  const roots = [
    { dir: join(projectDir, '.claude'), shown: '.claude' },
    { dir: configDir, shown: configDir },
  ];
  for (const d of additionalDirs) roots.push({ dir: join(d, '.claude'), shown: join(d, '.claude') });
  return roots;
}

/**
 * The `.claude` folder of each parent of the project, up to the file system's root: Claude Code
 * loads project skills from the parents up to the repository's root, and 2.1.332 loaded a
 * parent's also when there was no repository (tried here 2026-12-06), so every parent is read.
 */
export function parentDefinitionRoots(projectDir: string): DefinitionRoot[] {
  const roots: DefinitionRoot[] = [];
  for (let dir = dirname(projectDir); ; dir = dirname(dir)) {
    roots.push({ dir: join(dir, '.claude'), shown: join(dir, '.claude') });
    if (dirname(dir) === dir) return roots;
  }
}

/** How long the one git call that lists a work tree's files may take, ms (SessionStart's budget is the hook's). */
const GIT_LIST_TIMEOUT_MS = 10_000;

/**
 * Lists a git work tree's files as `git ls-files` does: `git -C <dir> <args>`'s stdout, or
 * undefined when `dir` is not in a work tree or git fails. Injected by tests.
 */
export type ListFiles = (dir: string, args: readonly string[]) => string | undefined;

/**
 * The default lister: session's one git runner ({@link runGit}: git's redirecting variables
 * dropped), with `core.fsmonitor` off so the repository's config names no program for it to run.
 */
const gitListFiles: ListFiles = (dir, args) => runGit(dir, args, { timeoutMs: GIT_LIST_TIMEOUT_MS, maxBuffer: 512 * 1024 * 1024 });

/**
 * Every `.claude` folder below the project other than its own (`packages/foo/.claude`): Claude
 * Code discovers skills there when the agent works with files in that folder, and the sandboxed
 * agent may write them (only the project's own `.claude` is denied to it). A `.claude` that is
 * itself a symbolic link, or an unreadable folder, is a `problem` (fail closed).
 *
 * In a git work tree the candidates come from git's lists instead of a walk of every folder
 * (252–336 ms on this repository at SessionStart, and a monorepo past 20,000 folders was
 * unprotected): `git ls-files -z -s -o --exclude-standard` (tracked files with their mode, and
 * untracked files git does not ignore), and `git ls-files -z -o -i --exclude-standard --directory`
 * (what git ignores, a wholly ignored folder as one entry), from which a `.claude` that is itself
 * ignored, or holds ignored files, is read too (whether the host loads those is not known: fail
 * closed). Claude Code 2.1.332 never loads a nested skill from inside a git-ignored folder (tried
 * here 2026-12-06, see above), so what such a folder holds is not looked into. What git does not
 * list inside is walked as below: a submodule (a gitlink, mode 160000) and an untracked folder
 * git shows whole (a repository of its own).
 * Outside git (or when git fails) every folder is walked, `node_modules` and ignored ones
 * included, at most {@link MAX_NESTED_FOLDERS} folders and {@link MAX_NESTED_DEPTH} deep,
 * without following symbolic links to folders; a tree past either bound is a `problem`.
 *
 * @param list - lists a work tree's files (default: git, {@link ListFiles})
 */
export async function nestedDefinitionRoots(projectDir: string, list: ListFiles = gitListFiles): Promise<{ roots: DefinitionRoot[]; problems: string[] }> {
  const out = list(projectDir, ['ls-files', '-z', '-s', '-o', '--exclude-standard']);
  const ignored = out === undefined ? undefined : list(projectDir, ['ls-files', '-z', '-o', '-i', '--exclude-standard', '--directory']);
  if (out === undefined || ignored === undefined) return walkNested(projectDir, [projectDir]);
  const roots: DefinitionRoot[] = [];
  const problems: string[] = [];
  const candidates = new Set<string>();
  const unlisted: string[] = [];
  const entries = [...out.split('\0').map((entry) => ({ entry, ignored: false })), ...ignored.split('\0').map((entry) => ({ entry, ignored: true }))];
  for (const { entry, ignored: isIgnored } of entries) {
    if (entry === '') continue;
    // `<mode> <object> <stage>\t<path>` for a tracked file; the bare path for an untracked one.
    const tab = isIgnored ? null : /^([0-7]{6}) [0-9a-f]+ [0-3]\t/u.exec(entry);
    const path = tab ? entry.slice(tab[0].length) : entry;
    if (!isIgnored && (tab?.[1] === '160000' || path.endsWith('/'))) {
      unlisted.push(join(projectDir, path));
      continue;
    }
    const parts = path.split('/');
    // The first `.claude` below the project's own (the walk does not look inside a `.claude` either).
    const at = parts.indexOf('.claude');
    if (at > 0) candidates.add(parts.slice(0, at + 1).join('/'));
  }
  for (const shown of [...candidates].sort(byDepthThenName)) {
    const st = await lstat(join(projectDir, shown)).catch(() => undefined);
    if (st === undefined) continue; // listed by git's index but gone from the work tree
    if (st.isSymbolicLink()) problems.push(definitionLabel(shown, 'cannot be checked (a symbolic link, not followed)'));
    else if (st.isDirectory()) roots.push({ dir: join(projectDir, shown), shown });
  }
  if (unlisted.length > 0) {
    const walked = await walkNested(projectDir, unlisted.sort());
    roots.push(...walked.roots);
    problems.push(...walked.problems);
  }
  return { roots, problems };
}

/** Shallower paths first, then by name (the order the walk finds them in). */
const byDepthThenName = (a: string, b: string): number => a.split('/').length - b.split('/').length || (a < b ? -1 : a > b ? 1 : 0);

/**
 * The walk of {@link nestedDefinitionRoots} from `starts` (folders at or below `projectDir`),
 * breadth first, bounded; names are shown relative to `projectDir`.
 */
async function walkNested(projectDir: string, starts: readonly string[]): Promise<{ roots: DefinitionRoot[]; problems: string[] }> {
  const roots: DefinitionRoot[] = [];
  const problems: string[] = [];
  let seen = 0;
  let queue: { dir: string; depth: number }[] = starts.map((dir) => ({ dir, depth: dir === projectDir ? 0 : relative(projectDir, dir).split('/').length }));
  while (queue.length > 0) {
    const next: { dir: string; depth: number }[] = [];
    // A level's folders are read 64 at a time (the walk's latency is the SessionStart hook's), then
    // handled in order, so the result does not depend on which read ends first.
    const listed: (Dirent[] | { code: string })[] = [];
    for (let i = 0; i < queue.length; i += 64)
      listed.push(
        ...(await Promise.all(
          queue
            .slice(i, i + 64)
            .map(({ dir }) => readdir(dir, { withFileTypes: true }).catch((error: { code?: string }) => ({ code: error.code ?? 'unreadable' }))),
        )),
      );
    for (const [k, { dir, depth }] of queue.entries()) {
      const entries = listed[k] as Dirent[] | { code: string };
      if (!Array.isArray(entries)) {
        if (entries.code !== 'ENOENT' && entries.code !== 'ENOTDIR')
          problems.push(definitionLabel(relative(projectDir, dir) || '.', `cannot be checked (${entries.code})`));
        continue;
      }
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      for (const e of entries) {
        const path = join(dir, e.name);
        const shown = relative(projectDir, path);
        if (e.name === '.claude') {
          if (dir === projectDir) continue; // the project's own, read as a root already
          if (e.isSymbolicLink()) problems.push(definitionLabel(shown, 'cannot be checked (a symbolic link, not followed)'));
          else if (e.isDirectory()) roots.push({ dir: path, shown });
          continue;
        }
        if (!e.isDirectory()) continue;
        if (++seen > MAX_NESTED_FOLDERS || depth + 1 > MAX_NESTED_DEPTH) {
          problems.push(
            definitionLabel('the project’s nested .claude folders', `cannot be checked (over ${MAX_NESTED_FOLDERS} folders or ${MAX_NESTED_DEPTH} deep)`),
          );
          return { roots, problems };
        }
        next.push({ dir: path, depth: depth + 1 });
      }
    }
    queue = next;
  }
  return { roots, problems };
}

type Kind = 'skills' | 'agents' | 'commands';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const empty = (v: unknown): boolean => v === null || v === undefined || (Array.isArray(v) && v.length === 0) || (isObject(v) && Object.keys(v).length === 0);

/** A label's path: at most 120 characters, its end kept (the file's name is what a person needs). */
const shortPath = (p: string): string => (p.length > 120 ? `…${p.slice(-119)}` : p);

/** The label core reads: `definition:<file> <mechanism>` (at most 200 characters). */
export const definitionLabel = (file: string, mechanism: DefinitionMechanism): string =>
  `definition:${shortPath(file)} ${mechanism.length > 68 ? `${mechanism.slice(0, 66)}…)` : mechanism}`;

/**
 * The frontmatter of a definition file: the YAML between a first line `---` and the next line
 * `---`, parsed with `yaml` (loaded only when a file has frontmatter), merge keys on
 * (`<<: *anchor`, YAML 1.1's merge key: `yaml`'s `merge` option), as the host's reader applies
 * them (h51 attack A1: `<<: *shared` carrying `hooks:` was read as a field named `<<`, and the
 * skill's hooks were missed). `readings` holds the fields as merged, then every merge source on
 * its own (each map a `<<` key names, at any depth of merging, a quoted `"<<"` too): a parser
 * that merges otherwise — an explicit `hooks: null` over a merged `hooks`, a quoted key taken as
 * a merge — may read any of them, so each is checked (fail closed). `{ readings: [{}] }` without
 * frontmatter. Errors, warnings (an unknown tag, which the host may resolve otherwise) and a merge
 * source that is not a map are `error`.
 */
async function frontmatter(text: string): Promise<{ readings: Record<string, unknown>[] } | { error: string }> {
  const lines = text.replace(/^\uFEFF/u, '').split(/\r?\n/u);
  if (lines[0]?.trimEnd() !== '---') return { readings: [{}] };
  const end = lines.findIndex((l, i) => i > 0 && l.trimEnd() === '---');
  if (end < 0) return { error: 'frontmatter with no closing ---' };
  const yaml = await import('yaml');
  const doc = yaml.parseDocument(lines.slice(1, end).join('\n'), { uniqueKeys: true, prettyErrors: false, merge: true });
  const first = doc.errors[0];
  if (first !== undefined) return { error: `frontmatter is not valid YAML: ${first.code}` };
  const warning = doc.warnings[0];
  if (warning !== undefined) return { error: `frontmatter YAML warning: ${warning.code}` };
  let value: unknown;
  const sources: unknown[] = [];
  try {
    // Every map a merge key names, followed through merge keys inside it (bounded: aliases repeat nodes).
    const queue: unknown[] = [doc.contents];
    const seen = new Set<unknown>();
    while (queue.length > 0) {
      const node = queue.shift();
      if (!yaml.isMap(node) || seen.has(node)) continue;
      seen.add(node);
      if (seen.size > 100) return { error: 'frontmatter merges more than 100 maps' };
      for (const pair of node.items) {
        if (!yaml.isScalar(pair.key) || pair.key.source !== '<<') continue;
        const resolve = (n: unknown): unknown => (yaml.isAlias(n) ? n.resolve(doc) : n);
        const target = resolve(pair.value);
        const parts = yaml.isSeq(target) ? target.items.map(resolve) : [target];
        for (const part of parts) {
          if (!yaml.isMap(part)) return { error: 'frontmatter merges a value that is not a map' };
          sources.push(part.toJS(doc, { maxAliasCount: 100 }));
          queue.push(part);
        }
      }
    }
    value = doc.toJS({ maxAliasCount: 100 });
  } catch {
    return { error: 'frontmatter is not valid YAML' };
  }
  if (value === null || value === undefined) return { readings: [{}] };
  if (!isObject(value)) return { error: 'frontmatter is not a list of fields' };
  return { readings: [value, ...sources.filter(isObject)] };
}

/** What one reading of a definition's frontmatter does ({@link DefinitionMechanism}). */
function fieldMechanisms(fields: Record<string, unknown>): DefinitionMechanism[] {
  const out: DefinitionMechanism[] = [];
  if (!empty(fields.hooks)) out.push('declares hooks');
  // Names of servers the settings already define start nothing new (and are listed from there).
  const servers = fields.mcpServers;
  if (!empty(servers) && !(Array.isArray(servers) && servers.every((s) => typeof s === 'string'))) out.push('declares MCP servers');
  const mode = fields.permissionMode;
  if (mode !== undefined && mode !== null && !(typeof mode === 'string' && PROMPTING_MODES.has(mode)))
    out.push(
      `sets permissionMode ${String(typeof mode === 'string' ? mode : JSON.stringify(mode))
        .replace(/\s+/gu, '_')
        .slice(0, 30)}`,
    );
  return out;
}

/**
 * What one definition file does ({@link DefinitionMechanism}), from its text: each mechanism
 * once, found in any reading of its frontmatter (merged, or a merge source alone).
 */
export async function fileMechanisms(text: string): Promise<DefinitionMechanism[]> {
  const fm = await frontmatter(text);
  if ('error' in fm) return [`cannot be checked (${fm.error})`];
  return [...new Set(fm.readings.flatMap(fieldMechanisms))];
}

/** Reads at most {@link MAX_DEFINITION_BYTES} of a regular file, not following a link. */
async function readBounded(path: string): Promise<{ text: string } | { error: string }> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(path, 'r');
    const st = await handle.stat();
    if (!st.isFile()) return { error: 'not a regular file' };
    if (st.size > MAX_DEFINITION_BYTES) return { error: `larger than ${MAX_DEFINITION_BYTES / 1024 / 1024} MiB` };
    const buf = Buffer.alloc(st.size);
    const { bytesRead } = await handle.read(buf, 0, st.size, 0);
    return { text: buf.subarray(0, bytesRead).toString('utf8') };
  } catch (error) {
    return { error: (error as { code?: string }).code ?? 'unreadable' };
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/**
 * The files Claude Code reads as definitions under `root/<kind>`: `skills/<name>/SKILL.md`,
 * `agents/**\/*.md`, `commands/**\/*.md`. A symbolic link is followed only when its target stays
 * inside `root` (else the file is "cannot be checked"); at most {@link MAX_DEFINITION_FILES}.
 */
async function definitionFiles(root: string, kind: Kind): Promise<{ files: string[]; problems: { path: string; why: string }[] }> {
  const files: string[] = [];
  const problems: { path: string; why: string }[] = [];
  const realRoot = await realpath(root).catch(() => root);
  /** The path as itself, or undefined with a problem noted when it cannot be checked. */
  const inside = async (path: string): Promise<'dir' | 'file' | 'other' | undefined> => {
    const st = await lstat(path).catch((e: { code?: string }) => e.code ?? 'unreadable');
    if (typeof st === 'string') {
      if (st !== 'ENOENT') problems.push({ path, why: st });
      return undefined;
    }
    if (st.isSymbolicLink()) {
      const target = await realpath(path).catch(() => undefined);
      if (target === undefined || !covers(realRoot, target)) {
        problems.push({ path, why: 'a symbolic link out of its folder, not followed' });
        return undefined;
      }
      const t = await lstat(target).catch(() => undefined);
      return t?.isDirectory() ? 'dir' : t?.isFile() ? 'file' : 'other';
    }
    return st.isDirectory() ? 'dir' : st.isFile() ? 'file' : 'other';
  };
  const list = async (dir: string): Promise<string[] | undefined> => {
    try {
      return (await readdir(dir)).sort();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') problems.push({ path: dir, why: code ?? 'unreadable' });
      return undefined;
    }
  };
  const top = join(root, kind);
  if ((await inside(top)) !== 'dir') return { files, problems };
  const full = (): boolean => {
    if (files.length < MAX_DEFINITION_FILES) return false;
    problems.push({ path: top, why: `more than ${MAX_DEFINITION_FILES} files, not all read` });
    return true;
  };
  if (kind === 'skills') {
    for (const name of (await list(top)) ?? []) {
      const skillDir = join(top, name);
      if ((await inside(skillDir)) !== 'dir') continue;
      const file = join(skillDir, 'SKILL.md');
      if ((await inside(file)) === 'file') {
        if (full()) break;
        files.push(file);
      }
    }
    return { files, problems };
  }
  const walk = async (dir: string, depth: number): Promise<boolean> => {
    for (const name of (await list(dir)) ?? []) {
      const path = join(dir, name);
      const what = await inside(path);
      if (what === 'dir' && depth < MAX_DEPTH) {
        if (!(await walk(path, depth + 1))) return false;
      } else if (what === 'file' && name.endsWith('.md')) {
        if (full()) return false;
        files.push(path);
      }
    }
    return true;
  };
  await walk(top, 1);
  return { files, problems };
}

/**
 * What the skills, subagents and slash commands under `roots` run outside the sandbox, as labels
 * (`definition:<file> <mechanism>`, {@link definitionLabel}) core's `assessProtection` turns into
 * one reason each. A file or folder that cannot be read, is too large, has malformed frontmatter
 * or is a link out of its folder is `cannot be checked (<why>)`: fail closed.
 */
export async function definitionsThatRun(roots: readonly DefinitionRoot[]): Promise<string[]> {
  const labels: string[] = [];
  for (const root of roots) {
    const shown = (path: string): string => join(root.shown, relative(root.dir, path));
    for (const kind of ['skills', 'agents', 'commands'] as const) {
      const { files, problems } = await definitionFiles(root.dir, kind);
      for (const p of problems) labels.push(definitionLabel(shown(p.path), `cannot be checked (${p.why})`));
      for (const file of files) {
        const read = await readBounded(file);
        const mechanisms = 'error' in read ? [`cannot be checked (${read.error})` as const] : await fileMechanisms(read.text);
        for (const m of mechanisms) labels.push(definitionLabel(shown(file), m));
      }
    }
  }
  return labels;
}
