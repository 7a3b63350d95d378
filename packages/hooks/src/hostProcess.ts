import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { layerFlagsOf } from './hostFlags.js';

/*
 * Folders a Claude Code session was started with (`claude --add-dir <dir>…`), read from the host's
 * own command line, because nothing a hook is given names them (closing note #21). Sources, read
 * 2026-12-06: the hooks reference documents no such input field (code.claude.com/docs/en/hooks,
 * common input fields, through the search tool), and Claude Code 2.1.332's program builds every
 * hook's common input from `session_id`, `transcript_path`, `cwd`, `scratchpad_dir`, `prompt_id`,
 * `permission_mode`, `agent_id`, `agent_type` and `effort` only (its binary, read here); no
 * documented environment variable names them either. Yet sandboxed commands may write in them
 * ("the working directory, the per-user temp directory, and directories you add with --add-dir,
 * /add-dir, or permissions.additionalDirectories": the settings reference on
 * `sandbox.filesystem`, as quoted by the claude-code-settings crate's docs on docs.rs) and Claude
 * Code loads the skills in their `.claude/skills`. The host process is an ancestor of the hook
 * (Claude Code runs the hook command through a shell): its argument list is read from
 * `/proc/<pid>/cmdline` on Linux, from `ps` elsewhere.
 */

/** Most ancestors looked at (the hook's shell, Claude Code, and what started it). */
const MAX_ANCESTORS = 8;

/** What {@link addDirArguments} found. */
export interface AddedDirs {
  /** The values given after `--add-dir` (or `--add-dir=<dir>`) in an ancestor's arguments; empty when none. */
  dirs: string[];
  /** Set when the ancestors' command lines could not be read: a folder added cannot be ruled out. */
  unreadable?: string;
  /**
   * Flags on an ancestor's command line that may give the host a settings, MCP, plugin, agent,
   * channel or permission layer no file holds (`--mcp-config`, `--settings`…, hostFlags.ts
   * `layerFlagsOf`); missing or empty when none.
   */
  layerFlags?: string[];
}

/** One process: its parent and its arguments (undefined when it cannot be read). */
export type ReadProcess = (pid: number) => Promise<{ ppid: number; args: string[] } | undefined>;

async function readLinux(pid: number): Promise<{ ppid: number; args: string[] } | undefined> {
  try {
    const [cmdline, status] = await Promise.all([readFile(`/proc/${pid}/cmdline`), readFile(`/proc/${pid}/status`, 'utf8')]);
    const ppid = Number(/^PPid:\s+(\d+)$/mu.exec(status)?.[1]);
    const args = cmdline.toString('utf8').split('\0');
    if (args.at(-1) === '') args.pop();
    return Number.isSafeInteger(ppid) ? { ppid, args } : undefined;
  } catch {
    return undefined;
  }
}

function readPs(pid: number): Promise<{ ppid: number; args: string[] } | undefined> {
  return new Promise((resolve) => {
    execFile('ps', ['-o', 'ppid=', '-o', 'command=', '-p', String(pid)], { timeout: 2_000 }, (error, stdout) => {
      const m = error ? null : /^\s*(\d+)\s+(.*)$/su.exec(String(stdout).trim());
      // `ps` joins the arguments with spaces: a folder name with a space is split, which only ever adds names.
      resolve(m ? { ppid: Number(m[1]), args: (m[2] as string).split(/\s+/u) } : undefined);
    });
  });
}

/**
 * The folders given with `--add-dir` to any of the hook's ancestors (up to {@link MAX_ANCESTORS}),
 * Claude Code among them. The flag takes one or more values, up to the next argument that starts
 * with `-`. Flags that may add a layer are gathered on the way (`layerFlags`). Process 1 is read
 * too. A process that cannot be read ends the walk; when not even the hook's parent can be
 * read, `unreadable` says so (fail closed: the caller counts the session unprotected).
 *
 * @param start - the first ancestor's pid (default the hook's parent)
 * @param read - how one process is read (default `/proc` on Linux, `ps` elsewhere)
 */
export async function addDirArguments(start: number = process.ppid, read: ReadProcess = process.platform === 'linux' ? readLinux : readPs): Promise<AddedDirs> {
  const dirs: string[] = [];
  const layerFlags: string[] = [];
  const done = (): AddedDirs => ({ dirs: [...new Set(dirs)], ...(layerFlags.length > 0 ? { layerFlags: [...new Set(layerFlags)] } : {}) });
  let pid = start;
  // Process 1 is read too: a container's entrypoint may be Claude Code itself (h56 attack H6).
  for (let depth = 0; depth < MAX_ANCESTORS && pid >= 1; depth++) {
    const p = await read(pid);
    if (p === undefined) return depth === 0 ? { ...done(), unreadable: `process ${pid}` } : done();
    layerFlags.push(...layerFlagsOf(p.args));
    for (let i = 0; i < p.args.length; i++) {
      const a = p.args[i] as string;
      if (a.startsWith('--add-dir=')) dirs.push(a.slice('--add-dir='.length));
      else if (a === '--add-dir') for (let j = i + 1; j < p.args.length && !(p.args[j] as string).startsWith('-'); j++) dirs.push(p.args[j] as string);
    }
    if (pid === 1) break;
    pid = p.ppid;
  }
  return done();
}
