import { open, realpath, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import {
  FINGERPRINT_VERSION,
  fingerprintText,
  HOST_MEMORY_TOOL,
  importOrigin,
  type KeyedHash,
  type Observation,
  observationKeyId,
  SHINGLE_BUDGET,
  WINNOW_WINDOW,
} from '@cairn/core';
import { redactedForPrints } from './redactedPrints.js';

/**
 * Hops of `@path` imports followed from a host memory file: Claude Code's documented limit
 * ("imported files can recursively import additional files, with a max-depth of 5 hops",
 * docs.claude.com, memory); a deeper one the host does not load either.
 */
export const HOST_MEMORY_IMPORT_HOPS = 5;

/**
 * Bytes of one host memory file read at most: the hook's whole event cap and the shingler's
 * budget (core's `SHINGLE_BUDGET`, 64 MiB). A memory file attests whatever its size (A4: it is
 * what the agent read at the start) — a larger one is read in its first 64 MiB and marked truncated.
 */
export const HOST_MEMORY_FILE_BYTES = SHINGLE_BUDGET;

/**
 * Bytes one write reads at most over all its memory files: one file's cap. An agent can write an
 * `@import` fan-out of 256 files of 64 MiB each; past this budget a file is read in part (marked
 * truncated) or not at all (h52-attack: one write re-read gigabytes). Files fingerprinted earlier
 * in the process under the same key, unchanged, cost nothing.
 */
export const HOST_MEMORY_WRITE_BYTES = HOST_MEMORY_FILE_BYTES;

/** Files one write reads at most (parents × three names, the user's, the managed one, and imports). */
const MAX_HOST_MEMORY_FILES = 256;

/** The names Claude Code loads from each folder from the working directory up to the root. */
const FOLDER_NAMES = ['CLAUDE.md', 'CLAUDE.local.md', join('.claude', 'CLAUDE.md')] as const;

/** What one file gave when last read: its imports and, per key ({@link observationKeyId}), its fingerprints; reused while its size and mtime hold. */
interface Read {
  size: number;
  mtimeMs: number;
  imports: readonly string[];
  prints: Map<string, Omit<Observation, 'at' | 'id'>>;
}
const reads = new Map<string, Read>();
/** Files remembered (a process serves a few projects: each has a handful of memory files). */
const READS_CAP = 64;

/** Fenced code blocks and inline code spans: an `@path` in them is no import (Claude Code's rule). */
const CODE = /^(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^\1[^\n]*$|(?![\s\S]))|`[^`\n]*`/gmu;
/** An import: `@` at the start of a line or after a blank, then a path (`@AGENTS.md`, `@~/notes/x.md`, `@../docs/a.md`). */
const IMPORT = /(?:^|[\s(])@((?:~\/|\.{1,2}\/|\/)?[\w.-][^\s`'"()<>]*)/gmu;

/**
 * The `@path` imports of a memory file as Claude Code reads them: outside code blocks and spans,
 * a path after `@` at a line's start or after a blank (an e-mail address is no import). Read
 * here rather than with the importers' Markdown parser, which a hook's start-up must not load.
 */
function importsOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.replace(CODE, ' ').matchAll(IMPORT)) out.push((m[1] as string).replace(/[.,;:!?]+$/u, ''));
  return out;
}

/** `path` is inside the Cairn home `home` (a project kept inside the home reads its own files: as the importers' `inCairnHome`). */
const inCairnHome = (path: string, home: string, projectRoot: string): boolean =>
  inside(home, path) && !(inside(home, projectRoot) && inside(projectRoot, path));

const inside = (root: string, path: string): boolean => path === root || path.startsWith(root.endsWith(sep) ? root : `${root}${sep}`);

/**
 * The host's memory files as observations for one write, never stored (attack A4): Claude Code's
 * CLAUDE.md, CLAUDE.local.md and .claude/CLAUDE.md in the project and in every parent folder up
 * to the root, the user's `~/.claude/CLAUDE.md`, the managed `/etc/claude-code/CLAUDE.md`, and the
 * files their `@path` imports name (relative to the importing file, `~/` the user's home), up to
 * {@link HOST_MEMORY_IMPORT_HOPS} hops, each once — what the agent read at the start of the
 * session, whatever its size. Never a file inside the Cairn home, never a URL, never anything but
 * a regular file. Each is origin as an imported rules file's (core's `importOrigin`: `repo`, never
 * `user` — a file is not a person's act), tool `HOST_MEMORY_TOOL`, at `now` (loaded at every
 * session start, it never ages out), `ref` relative inside the project, `~/…` under the user's
 * home, else absolute.
 *
 * Read only: nothing is written. Made under `hash`, which the caller chooses read-only (the home's
 * observation key when it exists, else a key held in memory for this one write); with `keep`
 * false (a throwaway key) nothing made under it outlives the call, not even in this process.
 *
 * Cost: one `stat` per candidate path per write (three names per folder up to the root, two more);
 * a file is read and fingerprinted (core's `fingerprintText`, bounded memory past 32 KiB) once per
 * key while its size and mtime hold, at most {@link HOST_MEMORY_FILE_BYTES} of it, and at most
 * {@link MAX_HOST_MEMORY_FILES} files per write.
 *
 * @param projectRoot - the project's checkout (absolute, real)
 * @param userHome - the user's home folder
 * @param cairnHome - the Cairn home (its files are never read)
 * @param options - `keep`: remember fingerprints under this key for the process (false: a throwaway key); `budget`: bytes this write may read over all files (default {@link HOST_MEMORY_WRITE_BYTES}; tests only set it lower)
 */
export async function hostMemoryObservations(
  projectRoot: string,
  userHome: string,
  cairnHome: string,
  hash: KeyedHash,
  now: Date,
  options: { keep?: boolean; budget?: number } = {},
): Promise<Observation[]> {
  const keep = options.keep ?? true;
  const keyId = observationKeyId(hash);
  const at = now.toISOString();
  const out: Observation[] = [];
  const done = new Set<string>();
  const home = await realpath(cairnHome).catch(() => resolve(cairnHome));
  const user = await realpath(userHome).catch(() => resolve(userHome));
  const refOf = (real: string): string => {
    if (inside(projectRoot, real)) return relative(projectRoot, real).split(sep).join('/') || '.';
    if (inside(user, real)) return `~/${relative(user, real).split(sep).join('/')}`;
    return real.split(sep).join('/');
  };
  // What this write may still read (HOST_MEMORY_WRITE_BYTES).
  let budget = options.budget ?? HOST_MEMORY_WRITE_BYTES;
  const readOf = async (real: string, size: number, mtimeMs: number): Promise<{ read: Read; text?: string; bytes?: number } | undefined> => {
    const known = reads.get(real);
    if (known !== undefined && known.size === size && known.mtimeMs === mtimeMs && known.prints.has(keyId)) return { read: known };
    const want = Math.min(size, HOST_MEMORY_FILE_BYTES, budget);
    if (want <= 0 && size > 0) return undefined;
    budget -= want;
    let text: string;
    try {
      const handle = await open(real, 'r');
      try {
        const buffer = Buffer.alloc(want);
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
        text = buffer.subarray(0, bytesRead).toString('utf8');
      } finally {
        await handle.close();
      }
    } catch {
      return undefined;
    }
    const imports = importsOf(text);
    const read: Read = known !== undefined && known.size === size && known.mtimeMs === mtimeMs ? known : { size, mtimeMs, imports, prints: new Map() };
    return { read, text, bytes: want };
  };
  const visit = async (path: string, hops: number): Promise<void> => {
    if (out.length >= MAX_HOST_MEMORY_FILES) return;
    let real: string;
    try {
      real = await realpath(path);
    } catch {
      return;
    }
    if (done.has(real) || inCairnHome(real, home, projectRoot)) return;
    done.add(real);
    const info = await stat(real).catch(() => undefined);
    if (info === undefined || !info.isFile()) return;
    const got = await readOf(real, info.size, info.mtimeMs);
    if (got === undefined) return;
    let prints = got.read.prints.get(keyId);
    if (prints === undefined) {
      // Redacted first: the prints are remembered beside the home's key (redactedPrints.ts).
      const redacted = redactedForPrints(got.text ?? '');
      const f = fingerprintText(redacted.text, hash);
      prints = {
        v: 1,
        session: 'host-memory',
        event: 'tool',
        origin: importOrigin({ knowledgeGraph: false, insideProject: inside(projectRoot, real) }),
        tool: HOST_MEMORY_TOOL,
        ref: refOf(real).slice(0, 2048),
        shingles: f.shingles,
        tokens: f.tokens,
        ...(f.compact !== '' ? { compact: f.compact } : {}),
        ...(f.droppedTokens > 0 ? { dropped: f.droppedTokens, ...(f.bar !== undefined ? { bar: f.bar } : {}) } : {}),
        length: f.length,
        truncated: f.truncated || info.size > (got.bytes ?? HOST_MEMORY_FILE_BYTES) || redacted.unread > 0,
        // Words its redaction dropped, which the host loads into every session and no print keeps
        // (h56-attest): core's attestation lowers every write to the file's origin.
        ...(redacted.unread > 0 ? { unread: redacted.unread } : {}),
        fp: FINGERPRINT_VERSION,
        ...(f.window > WINNOW_WINDOW ? { window: f.window } : {}),
      };
      // Only fingerprints under the home's own key are remembered: a throwaway key's die with the write.
      // A file read in part for the write's budget is not remembered: the next write reads it whole.
      if (keep && (got.bytes ?? 0) >= Math.min(info.size, HOST_MEMORY_FILE_BYTES)) {
        got.read.prints.set(keyId, prints);
        if (!reads.has(real) && reads.size >= READS_CAP) reads.delete(reads.keys().next().value as string);
        reads.set(real, got.read);
      }
    }
    out.push({ ...prints, id: `memory-file-${out.length}`, at });
    if (hops >= HOST_MEMORY_IMPORT_HOPS) return;
    for (const target of got.read.imports) {
      if (target === '' || target.includes('://')) continue;
      const next = target.startsWith('~/') ? join(user, target.slice(2)) : isAbsolute(target) ? target : resolve(dirname(real), target);
      await visit(next, hops + 1);
    }
  };
  for (let dir = projectRoot; ; dir = dirname(dir)) {
    for (const name of FOLDER_NAMES) await visit(join(dir, name), 0);
    if (dirname(dir) === dir) break;
  }
  await visit(join(user, '.claude', 'CLAUDE.md'), 0);
  await visit(join('/etc', 'claude-code', 'CLAUDE.md'), 0);
  return out;
}
