import type { Dirent } from 'node:fs';
import { open, readdir, readFile, realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, dirname, sep } from 'node:path';
import { CoreError, ErrorCode } from '@cairn/core';
import { detectFormat, followsImports, isAgentMemoryFile, isKnowledgeGraphFormat, type SourceFormat } from '../formats.js';
import { type KnowledgeGraph, parseKnowledgeGraphJson, parseKnowledgeGraphJsonl } from '../kg/parseKnowledgeGraph.js';
import { type ParsedMarkdown, parseMarkdown } from '../markdown/parseMarkdown.js';
import { parsePlainText } from '../text/parsePlainText.js';

/** Largest file read, in bytes (a big knowledge-graph store is a few MiB). */
export const MAX_SOURCE_BYTES = 64 * 1024 * 1024;

/**
 * Largest agent-memory file imported or scanned (Markdown, a rules file, plain text), in bytes:
 * 1 MiB. A file larger is said and skipped (a `too-large` notice), never parsed: an 8.6 MB
 * AGENTS.md took over 5 minutes and 2.2 GB in `cairn import --dry-run` (issue #14, the sixth
 * newcomer walk). No real agent file comes near it: Codex reads at most 32 KiB of AGENTS.md
 * files (`project_doc_max_bytes`, its default: https://developers.openai.com/codex/guides/agents-md),
 * so the cap is 32 times what an agent would ever read. A knowledge-graph store may be larger
 * (up to {@link MAX_SOURCE_BYTES}).
 */
export const MAX_AGENT_FILE_BYTES = 1024 * 1024;

/** How deep `@path` imports are followed (Claude Code's limit: five hops). */
export const MAX_IMPORT_DEPTH = 5;

/** Folders never walked. */
const SKIPPED_DIRS = new Set(['node_modules', '.git']);

/** Something noticed while reading that is not content: an import not followed, a bad line. */
export interface SourceNotice {
  /** The file it concerns (its reference, see {@link SourceFile.ref}). */
  ref: string;
  /** 1-based line, when it concerns one. */
  line?: number;
  /** `too-large`: an agent-memory file over {@link MAX_AGENT_FILE_BYTES}, skipped. */
  kind: 'import-outside-project' | 'link-outside' | 'import-cycle' | 'import-missing' | 'import-too-deep' | 'unreadable' | 'malformed' | 'too-large';
  message: string;
}

/** One file read and parsed. */
export interface SourceFile {
  /** Absolute path. */
  path: string;
  /**
   * How the file is referred to in evidence and reports: the path relative to the project
   * root with `/` separators when the file is inside the project, else the absolute path.
   */
  ref: string;
  format: SourceFormat;
  /** True when the file lies inside the project's working tree. */
  insideProject: boolean;
  /** The reference of the file whose `@path` import brought this one in. */
  importedFrom?: string;
  text: string;
  /** Set for the Markdown family. */
  markdown?: ParsedMarkdown;
  /** Set for `kg-jsonl` and `kg-json`. */
  graph?: KnowledgeGraph;
}

/** What {@link readSources} returns. */
export interface ReadResult {
  files: SourceFile[];
  notices: SourceNotice[];
}

/** Options of {@link readSources}. */
export interface ReadOptions {
  /** The project root (canonical path); imports are followed only inside it. */
  projectRoot: string;
  /** Where relative inputs are resolved from. */
  cwd: string;
  /** Forces the format of the named files (`--from`); imports are still detected by name. */
  from?: SourceFormat;
  /**
   * The Cairn home (keys, stores, audit logs, observations): no file under it is ever read, named
   * or reached, so Cairn's own files (the sealed signing key among them) never become a memory.
   */
  cairnHome?: string;
  /**
   * Reads the head of an agent-memory file over {@link MAX_AGENT_FILE_BYTES} instead of skipping
   * it: its first {@link MAX_AGENT_FILE_BYTES} bytes (cut back to the last whole line), with a
   * `too-large` notice for the rest. `cairn scan` sets it: agents read the start of such a file
   * (Codex its first 32 KiB), so an order planted there must still be found (the forty-sixth
   * newcomer walk: a HIGH order padded past 1 MiB passed the scan, exit 0). Import leaves it unset
   * and skips the file whole: half a file is no memory.
   */
  headOfLarge?: boolean;
}

const toPosix = (p: string): string => p.split(sep).join('/');

function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * True when `path` is a file of the Cairn home `home`: Cairn's own keys, stores, audit logs and
 * observations, which import and scan never read and export never writes (issue #14). A project
 * kept inside the home is the exception for its own files. All three paths are real (symbolic
 * links resolved) and absolute.
 *
 * @param path - the file, real path
 * @param home - the Cairn home, real path
 * @param projectRoot - the project's root, real path
 */
export function inCairnHome(path: string, home: string, projectRoot: string): boolean {
  return isInside(home, path) && !(isInside(home, projectRoot) && isInside(projectRoot, path));
}

/**
 * The agent-memory files under `dir` (see `isAgentMemoryFile`), skipping `node_modules` and
 * `.git` and never following a symbolic link to a folder. Sorted by path.
 *
 * Each file's name is tested on its path relative to `base` when `dir` lies inside `base` (the
 * project's root), else relative to `dir`: a walk of `.cursor/rules`, `.cursor` or `.github`
 * itself still sees `.cursor/rules/x.mdc` and `.github/copilot-instructions.md` — tested relative
 * to the walked folder they read as `x.mdc` and `copilot-instructions.md`, and a scan of that
 * folder reported "0 files scanned" over a hostile rule (issue #14, the newcomer walk).
 */
export async function findAgentFiles(dir: string, base: string = dir): Promise<string[]> {
  const namedFrom = isInside(base, dir) ? base : dir;
  const found: string[] = [];
  const walk = async (current: string): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await readdir(current, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) await walk(full);
        continue;
      }
      if (!entry.isFile() && !entry.isSymbolicLink()) continue;
      if (!isAgentMemoryFile(toPosix(relative(namedFrom, full)))) continue;
      // A symbolic link counts only when it leads to a file.
      if (
        entry.isSymbolicLink() &&
        !(await stat(full).then(
          (s) => s.isFile(),
          () => false,
        ))
      )
        continue;
      found.push(full);
    }
  };
  await walk(dir);
  return found.sort();
}

/** Says a byte count exactly, with thousands separators: `1,048,600 bytes`. */
const bytesWord = (n: number): string => `${n.toLocaleString('en-US')} ${n === 1 ? 'byte' : 'bytes'}`;

/**
 * The first `limit` bytes of the file at `path`, cut back to the end of its last whole line (a
 * line break is always a character boundary in UTF-8); without a line break in them, cut back to
 * the start of the last character.
 */
async function readHead(path: string, limit: number): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = new Uint8Array(limit);
    let filled = 0;
    while (filled < limit) {
      const { bytesRead } = await handle.read(buffer, filled, limit - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    const head = buffer.subarray(0, filled);
    const lastBreak = head.lastIndexOf(0x0a);
    if (lastBreak >= 0) return head.subarray(0, lastBreak + 1);
    let end = filled;
    // Back over continuation bytes (10xxxxxx) to the lead byte of the last character, which is cut.
    while (end > 0 && ((head[end - 1] ?? 0) & 0xc0) === 0x80) end--;
    return head.subarray(0, end > 0 && (head[end - 1] ?? 0) >= 0xc0 ? end - 1 : end);
  } finally {
    await handle.close();
  }
}

function decode(bytes: Uint8Array): string | undefined {
  try {
    // A byte-order mark is not text: kept, it shifted every Markdown memory of the file by one
    // character (the sixth newcomer walk: "…port 5432" stored as "…port 543"), as the parser's
    // offsets did not count it.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}

function parse(format: SourceFormat, text: string): Pick<SourceFile, 'markdown' | 'graph'> {
  if (format === 'kg-jsonl') return { graph: parseKnowledgeGraphJsonl(text) };
  if (format === 'kg-json') return { graph: parseKnowledgeGraphJson(text) };
  // Plain text is split into the same shape as Markdown (chunks, what was set aside), without its syntax.
  if (format === 'text') return { markdown: parsePlainText(text) };
  return { markdown: parseMarkdown(text) };
}

/**
 * Reads and parses the named files and folders: a folder is walked for the known agent-memory
 * file names; each file's format is detected (or forced with `from`); the `@path` imports of
 * CLAUDE.md / GEMINI.md / MEMORY.md are followed — inside the project only, at most five
 * hops, cycles detected — and the files they bring in are read the same way. A file reached
 * twice (a symbolic link, or imported by two files) is read once. Nothing is fetched: an
 * import that names a URL or a path outside the project is reported, not followed.
 *
 * @param inputs - paths of files or folders, relative to `options.cwd` or absolute
 * @returns the files in the order reached, and notices for what was not followed or read
 * @throws CoreError `NOT_FOUND` (exit 4, the README's "not found") when a named input does not
 *   exist; `INVALID_INPUT` when a named file is not UTF-8 or not a regular file (a named pipe, a
 *   device). A named path inside the project that links out of it is a `link-outside` notice.
 */
export async function readSources(inputs: readonly string[], options: ReadOptions): Promise<ReadResult> {
  const root = await realpath(options.projectRoot).catch(() => resolve(options.projectRoot));
  const home = options.cairnHome === undefined ? undefined : await realpath(options.cairnHome).catch(() => resolve(options.cairnHome as string));
  const files: SourceFile[] = [];
  const notices: SourceNotice[] = [];
  const seen = new Set<string>();

  const refOf = (path: string): string => (isInside(root, path) ? toPosix(relative(root, path)) || '.' : toPosix(path));
  /** Says that the project's file `path` is a link to `real`, outside the project, and is not read. */
  const linkOutside = (path: string, real: string): void => {
    const ref = refOf(path);
    notices.push({
      ref,
      kind: 'link-outside',
      message: `${ref} is a link to a file outside the project (${toPosix(real)}); not read. Name that file itself to import it.`,
    });
  };

  const readOne = async (
    path: string,
    forced: SourceFormat | undefined,
    chain: readonly string[],
    importedFrom: string | undefined,
    named: boolean,
    /** Named by the person (not found by a folder walk): an unreadable one stops the read. */
    strict: boolean = named,
  ): Promise<void> => {
    const real = await realpath(path);
    if (seen.has(real)) return;
    seen.add(real);
    const info = await stat(real);
    // A named file keeps the name it was given (CLAUDE.md may be a link to AGENTS.md).
    const given = resolve(path);
    const ref = refOf(named && (isInside(root, given) || !isInside(root, real)) ? given : real);
    // Cairn's own files are never a source, however reached (the fifth newcomer walk: a file in
    // the home was imported when named; the sealed key or the store would become a memory).
    // (A project kept inside the home reads its own files; the home's other files stay unread.)
    if (home !== undefined && inCairnHome(real, home, root)) {
      const what = `${ref} is inside the Cairn home (${toPosix(home)}): Cairn never reads its own keys, stores or logs as a source; not read.`;
      if (strict) throw new CoreError(ErrorCode.INVALID_INPUT, what);
      notices.push({ ref, kind: 'unreadable', message: what });
      return;
    }
    // A named pipe, a device or a socket is never read: a read of a pipe nobody writes waits for
    // ever (the fifth newcomer walk: `cairn import fifo.md` hung, deaf to Ctrl-C).
    if (!info.isFile()) {
      const what = `${ref} is not a regular file (a named pipe, a device or a socket); not read.`;
      if (strict) throw new CoreError(ErrorCode.INVALID_INPUT, what);
      notices.push({ ref, kind: 'unreadable', message: what });
      return;
    }
    // The head of an oversized agent-memory file, for a scan (see ReadOptions.headOfLarge).
    let text: string | undefined;
    let format: SourceFormat | undefined;
    let headBytes: number | undefined;
    if (options.headOfLarge === true && info.size > MAX_AGENT_FILE_BYTES) {
      const head = await readHead(real, MAX_AGENT_FILE_BYTES);
      const headText = decode(head);
      const headFormat = headText === undefined ? undefined : (forced ?? detectFormat(path, headText));
      // A knowledge-graph store is read whole (up to MAX_SOURCE_BYTES) below; a head that is not
      // UTF-8 is said below as the whole file is.
      if (headText !== undefined && headFormat !== undefined && !isKnowledgeGraphFormat(headFormat)) {
        text = headText;
        format = headFormat;
        headBytes = head.length;
      }
    }
    if (text === undefined) {
      if (info.size > MAX_SOURCE_BYTES) {
        notices.push({ ref, kind: 'unreadable', message: `${ref} is larger than ${MAX_SOURCE_BYTES / 1024 / 1024} MiB; skipped.` });
        return;
      }
      const bytes = await readFile(real);
      text = decode(bytes);
      if (text === undefined) {
        // A file with a NUL byte in its first 8,000 (git's test) is binary, an image say: saving it
        // as UTF-8 is no advice for it (walk 11 item 8: `cairn scan img.png`).
        const binary = bytes.subarray(0, 8000).includes(0);
        if (strict)
          throw new CoreError(
            ErrorCode.INVALID_INPUT,
            binary ? `${ref} is a binary file, not text; not read.` : `${ref} is not valid UTF-8; save it as UTF-8 and try again.`,
          );
        notices.push({ ref, kind: 'unreadable', message: binary ? `${ref} is a binary file, not text; skipped.` : `${ref} is not valid UTF-8; skipped.` });
        return;
      }
    }
    format ??= forced ?? detectFormat(path, text);
    if (headBytes !== undefined) {
      notices.push({
        ref,
        kind: 'too-large',
        message: `${ref} is ${bytesWord(info.size)}, over the limit of ${bytesWord(MAX_AGENT_FILE_BYTES)} for an agent-memory file: only its first ${bytesWord(headBytes)} were scanned (an agent reads the start of a file: Codex at most 32 KiB of AGENTS.md); the other ${bytesWord(info.size - headBytes)} were not. Split it into smaller files to scan it all.`,
      });
    } else if (!isKnowledgeGraphFormat(format) && info.size > MAX_AGENT_FILE_BYTES) {
      notices.push({
        ref,
        kind: 'too-large',
        message: `${ref} is ${bytesWord(info.size)}, over the limit of ${bytesWord(MAX_AGENT_FILE_BYTES)} for an agent-memory file (an agent reads far less: Codex at most 32 KiB of AGENTS.md); skipped. Split it into smaller files to import it.`,
      });
      return;
    }
    const file: SourceFile = {
      path: real,
      ref,
      format,
      insideProject: isInside(root, real),
      text,
      ...parse(format, text),
      ...(importedFrom !== undefined ? { importedFrom } : {}),
    };
    files.push(file);
    for (const p of file.graph?.problems ?? []) notices.push({ ref, line: p.line, kind: 'malformed', message: `${ref}:${p.line}: ${p.message}` });
    if (!file.markdown || isKnowledgeGraphFormat(format) || !followsImports(format)) return;
    for (const imp of file.markdown.imports) {
      const where = `${ref}:${imp.line}`;
      if (/^[a-z][a-z0-9+.-]*:\/\//i.test(imp.target) || imp.target.startsWith('~')) {
        notices.push({
          ref,
          line: imp.line,
          kind: 'import-outside-project',
          message: `${where}: import @${imp.target} points outside the project; not followed.`,
        });
        continue;
      }
      const target = resolve(dirname(real), imp.target);
      const targetReal = await realpath(target).catch(() => undefined);
      if (
        targetReal === undefined ||
        !(await stat(targetReal).then(
          (s) => s.isFile(),
          () => false,
        ))
      ) {
        // A bare `@word/x` in prose is often not an import; only a line that is nothing but an import is reported.
        if (imp.standalone)
          notices.push({ ref, line: imp.line, kind: 'import-missing', message: `${where}: import @${imp.target} names no file; nothing to follow.` });
        continue;
      }
      if (!isInside(root, targetReal)) {
        notices.push({
          ref,
          line: imp.line,
          kind: 'import-outside-project',
          message: `${where}: import @${imp.target} resolves outside the project (${toPosix(targetReal)}); not followed.`,
        });
        continue;
      }
      if (chain.includes(targetReal) || targetReal === real) {
        const cycle = [...chain, real, targetReal].map(refOf).join(' → ');
        notices.push({ ref, line: imp.line, kind: 'import-cycle', message: `${where}: import cycle ${cycle}; not followed again.` });
        continue;
      }
      if (chain.length + 1 > MAX_IMPORT_DEPTH) {
        notices.push({
          ref,
          line: imp.line,
          kind: 'import-too-deep',
          message: `${where}: import @${imp.target} is more than ${MAX_IMPORT_DEPTH} hops deep; not followed.`,
        });
        continue;
      }
      await readOne(targetReal, undefined, [...chain, real], ref, false);
    }
  };

  for (const input of inputs) {
    const path = resolve(options.cwd, input);
    const info = await stat(path).catch(() => undefined);
    // Not found, as the README's exit codes say (issue #14, the newcomer walk: it exited 2).
    // Said with where it was looked for and that nothing happened (the fourteenth newcomer walk).
    if (!info)
      throw new CoreError(ErrorCode.NOT_FOUND, `${input.slice(0, 200)} does not exist (looked for ${path.slice(0, 400)}). Nothing was read or changed.`);
    if (info.isDirectory()) {
      const walked = await realpath(path);
      for (const f of await findAgentFiles(path, options.projectRoot)) {
        // A file found by walking a folder that is a link leading out of the project and out of
        // that folder is not read: a repository's CLAUDE.md linked to ~/.cairn/person/identity.json
        // (the sealed signing key) or to another private file would otherwise become a memory
        // any agent recalls (the fourth newcomer walk, issue #14). Only a file the person names
        // is read wherever it is.
        const real = await realpath(f);
        if (!isInside(root, real) && !isInside(walked, real)) {
          linkOutside(f, real);
          continue;
        }
        // Found, not named: one unreadable file is said and skipped, the folder's others are read
        // (the sixth newcomer walk: a binary CLAUDE.md hid every other file's findings, exit 2).
        await readOne(f, undefined, [], undefined, true, false);
      }
    } else {
      // A named path inside the project that is a link leading out of it is not read either (the
      // fifth newcomer walk: `cairn import passwd-link.md`, a link to /etc/passwd, stored it as the
      // project's own file, origin repo; a cloned repository may ship AGENTS.md as such a link).
      // A file outside the project the person names by its own path is read.
      const real = await realpath(path);
      if (isInside(root, path) && !isInside(root, real)) {
        linkOutside(path, real);
        continue;
      }
      await readOne(path, options.from, [], undefined, true);
    }
  }
  return { files, notices };
}
