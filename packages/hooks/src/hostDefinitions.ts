import type { Dirent } from 'node:fs';
import { lstat, open, readdir, realpath } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { covers } from '@cairn/session';

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
 * `node_modules` one once `node_modules/` was in `.gitignore`. Cairn still looks at git-ignored
 * folders (a superset, never less than the host reads; working out ignore rules would mean
 * running git, whose repository config can run programs, or reimplementing them), bounded
 * ({@link nestedDefinitionRoots}); agents and commands in a nested `.claude` are read too (fail
 * closed). Live change detection reloads a skill written during a session; a file the
 * agent adds then is read at the next session start.
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

/**
 * Every `.claude` folder below the project other than its own (`packages/foo/.claude`): Claude
 * Code discovers skills there when the agent works with files in that folder, and the sandboxed
 * agent may write them (only the project's own `.claude` is denied to it). Looks at every folder,
 * `node_modules` and git-ignored ones included (Claude Code 2.1.332 skips git-ignored ones; reading
 * them too is stricter, never looser), at most {@link MAX_NESTED_FOLDERS} folders and {@link MAX_NESTED_DEPTH} deep, without
 * following symbolic links to folders. A nested `.claude` that is itself a link, an unreadable
 * folder, or a tree past either bound is a `problem` (fail closed).
 */
export async function nestedDefinitionRoots(projectDir: string): Promise<{ roots: DefinitionRoot[]; problems: string[] }> {
  const roots: DefinitionRoot[] = [];
  const problems: string[] = [];
  let seen = 0;
  let queue: { dir: string; depth: number }[] = [{ dir: projectDir, depth: 0 }];
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
          if (depth === 0) continue; // the project's own, read as a root already
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
 * `---`, parsed with `yaml` (loaded only when a file has frontmatter). `{}` without frontmatter.
 */
async function frontmatter(text: string): Promise<{ fields: Record<string, unknown> } | { error: string }> {
  const lines = text.replace(/^\uFEFF/u, '').split(/\r?\n/u);
  if (lines[0]?.trimEnd() !== '---') return { fields: {} };
  const end = lines.findIndex((l, i) => i > 0 && l.trimEnd() === '---');
  if (end < 0) return { error: 'frontmatter with no closing ---' };
  const { parseDocument } = await import('yaml');
  const doc = parseDocument(lines.slice(1, end).join('\n'), { uniqueKeys: true, prettyErrors: false });
  const first = doc.errors[0];
  if (first !== undefined) return { error: `frontmatter is not valid YAML: ${first.code}` };
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 100 });
  } catch {
    return { error: 'frontmatter is not valid YAML' };
  }
  if (value === null || value === undefined) return { fields: {} };
  return isObject(value) ? { fields: value } : { error: 'frontmatter is not a list of fields' };
}

/** What one definition file does ({@link DefinitionMechanism}), from its text. */
export async function fileMechanisms(text: string): Promise<DefinitionMechanism[]> {
  const fm = await frontmatter(text);
  if ('error' in fm) return [`cannot be checked (${fm.error})`];
  const out: DefinitionMechanism[] = [];
  if (!empty(fm.fields.hooks)) out.push('declares hooks');
  // Names of servers the settings already define start nothing new (and are listed from there).
  const servers = fm.fields.mcpServers;
  if (!empty(servers) && !(Array.isArray(servers) && servers.every((s) => typeof s === 'string'))) out.push('declares MCP servers');
  const mode = fm.fields.permissionMode;
  if (mode !== undefined && mode !== null && !(typeof mode === 'string' && PROMPTING_MODES.has(mode)))
    out.push(
      `sets permissionMode ${String(typeof mode === 'string' ? mode : JSON.stringify(mode))
        .replace(/\s+/gu, '_')
        .slice(0, 30)}`,
    );
  return out;
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
