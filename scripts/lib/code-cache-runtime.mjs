// Loads one CommonJS bundle with a V8 code cache (issues #20/#21: a cold `cairn` process spent
// most of its start-up parsing and compiling ≈ 1–2 MB of JavaScript; Node 20 has no
// `module.enableCompileCache`, which arrived in 22.1). Copied beside the bundles as
// `codeCache.mjs` by scripts/lib/code-cache.mjs; no dependency but Node's own modules.
//
// The cache is derived and rebuildable: deleting it loses nothing, and any doubt means "compile
// from source" (V8's own answer when it rejects a cache). It holds compiled code, so it is only
// read where it is no easier to change than the bundle it belongs to:
//   - it lives in a `.v8-cache` folder beside the bundle, and is written only by a process of the
//     bundle file's owner (a root-owned global install is never cached by a user, and is used
//     without a cache);
//   - the folder and the file must belong to the bundle file's owner and be writable by nobody
//     else (group and others have no write bit), else it is ignored;
//   - the file's name carries the SHA-256 of the exact source text compiled, the Node version,
//     the architecture and V8's flags, so an edited bundle, another Node or other flags never
//     read a cache named for something else; V8 itself refuses a cache of another version,
//     other flags or a source of another length (`cachedDataRejected`), and then a new one is written.
// The cache IS code: V8 checks a cache against its source's length, not its content, so a cache
// file compiled from other code of the same length runs that code (h45-attack2, 2026-12-05, shown
// with a planted cache). Its only guard is the ownership rule above: whoever can write the cache
// can write the bundle beside it. An agent running as the bundle's owner without a sandbox can do
// either; a sandboxed agent (Cairn's setup denies the install folder) can do neither. Deleting
// `.v8-cache` (or `pnpm build`) removes any cache; nothing reads a cache it did not name.
//
// What a cache holds depends on what ran: V8 compiles a function when it is first called, and a
// cache made at a process's exit (`createCachedData()`) holds the functions compiled so far. A
// cache first written by `cairn --help` lacked everything a recall compiles, and every later
// recall compiled those again (10–20 ms of CPU, h48-speed, 2026-12-06). So each kind of run (the
// command, `commandKey`) has a cache file of its own, written at the exit of that kind's first run
// by the same owner-only atomic rename, and read by that kind alone. (One file merging every kind
// grew to 3.1 MB after twelve commands, and V8 deserialises all of it: a recall paid ≈ 5–8 ms for
// the others' code, h58-speed; per kind since h59-speed.) At most MAX_KINDS files are written per
// bundle, Node and flags; a kind beyond them runs without a cache.
// A process whose kind its arguments do not say — `cairn hook` reads its event on stdin, and a
// PreToolUse and a PostToolUse run different code of one file — names it before it loads the
// file, through `globalThis[RUN_KIND]` (a string; see `commandKey`): the hook dispatcher sets it
// to the event's name, so each event keeps its own kind (h49-speed, 2026-12-06).
import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

/** The folder, beside the bundle, that holds its caches. */
export const CACHE_DIR = '.v8-cache';

/** Largest cache read (bytes): a cache is ≈ the size of the compiled part of its bundle (≈ 1–2 MB). */
const MAX_CACHE_BYTES = 64 << 20;

/** A cache file's first bytes: this layout (version 1), then the kinds it covers (one, since h59-speed), then V8's data. */
const MAGIC = Buffer.from('CRNc1');
/** Most kinds of run (see `commandKey`), each a cache file, written for one bundle, Node and flags. */
export const MAX_KINDS = 16;
/** Longest kind kept (characters). */
const MAX_KIND_LENGTH = 40;

/**
 * Where a process names the kind of its run when its arguments do not (a hook's event), before
 * it loads a code-cached file: `globalThis[RUN_KIND] = 'PreToolUse'`. Read by `loadWithCodeCache`
 * only as a name (a string of word characters, `:`, `.`, `-`; anything else counts as '?').
 */
export const RUN_KIND = Symbol.for('cairn.codeCache.runKind');

/** A name kept in a kind as it is when it is short and plain, else '?'. */
const plainName = (name) => (name === '' || /^[\w:.-]{1,32}$/u.test(name) ? name : '?');

/**
 * The kind of run this process is, for the cache's list of what it covers: the first argument
 * that is not an option (a CLI command: `recall`, `hook`; '' for none, as the MCP server), then
 * what the process named itself (`detail`: a hook's event, as `hook PreToolUse`), and ` --help`
 * when help is asked. Arguments are never stored beyond this: a command's name only.
 *
 * @param {readonly string[]} args - the process's arguments after the script
 * @param {unknown} [detail] - what the process named its run (`globalThis[RUN_KIND]`); ignored unless a string
 * @returns {string} at most MAX_KIND_LENGTH characters
 */
export function commandKey(args, detail) {
  const name = plainName(args.find((a) => !a.startsWith('-')) ?? '');
  const named = typeof detail === 'string' ? plainName(detail) : '';
  const help = args.includes('--help') || args.includes('-h') ? '--help' : '';
  return [name, named, help]
    .filter((part) => part !== '')
    .join(' ')
    .slice(0, MAX_KIND_LENGTH);
}

/**
 * A cache file's bytes: the layout's mark, the kinds it covers (a count, then each kind's
 * length and Latin-1 bytes), then V8's cached data.
 *
 * @param {readonly string[]} kinds - at most MAX_KINDS, each at most MAX_KIND_LENGTH characters
 * @param {Buffer} data - V8's cached data
 * @returns {Buffer}
 */
export function encodeCache(kinds, data) {
  const parts = [MAGIC, Buffer.from([kinds.length])];
  for (const kind of kinds) {
    const bytes = Buffer.from(kind, 'latin1');
    parts.push(Buffer.from([bytes.length]), bytes);
  }
  parts.push(data);
  return Buffer.concat(parts);
}

/**
 * The kinds and V8's data of a cache file's bytes, or undefined when they are not this layout
 * (then the cache is treated as absent and rewritten).
 *
 * @param {Buffer} bytes
 * @returns {{ kinds: string[], data: Buffer } | undefined}
 */
export function decodeCache(bytes) {
  if (bytes.length <= MAGIC.length + 1 || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  let at = MAGIC.length;
  const count = bytes[at++];
  if (count > MAX_KINDS) return undefined;
  const kinds = [];
  for (let i = 0; i < count; i++) {
    const length = bytes[at++];
    if (length === undefined || length > MAX_KIND_LENGTH || at + length > bytes.length) return undefined;
    kinds.push(bytes.toString('latin1', at, at + length));
    at += length;
  }
  return at < bytes.length ? { kinds, data: bytes.subarray(at) } : undefined;
}

/**
 * True when `stats` belong to `owner` and no one else may write there: the cache is then no
 * easier to change than the bundle file of that owner.
 *
 * @param {import('node:fs').Stats} stats
 * @param {number} owner - the bundle file's uid
 */
function ownedAlike(stats, owner) {
  return stats.uid === owner && (stats.mode & 0o022) === 0;
}

/**
 * A kind as a file-name part: letters, digits, `_`, `.` and `-` as they are, any other character
 * as `~` and its two hex digits (a space `~20`, `:` `~3a`, `?` `~3f`), and `~` for the empty kind,
 * so two kinds never share a name and the name is portable.
 *
 * @param {string} kind - from `commandKey`: at most MAX_KIND_LENGTH Latin-1 characters
 * @returns {string}
 */
export function kindFileName(kind) {
  if (kind === '') return '~';
  return kind.replace(/[^A-Za-z0-9_.-]/gu, (c) => `~${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/**
 * What every cache file name of one bundle, Node and flags begins with: the bundle's name, the
 * SHA-256 of its source text (first 32 hex digits), the Node version, the architecture and a
 * digest of the options Node was started with (a process started with other flags keeps caches
 * of its own instead of replacing these), then a dot.
 *
 * @param {string} file - the bundle's path
 * @param {Buffer} source - its bytes, as read and compiled
 * @returns {string}
 */
export function cachePrefix(file, source) {
  const digest = createHash('sha256').update(source).digest('hex').slice(0, 32);
  const flags = createHash('sha256')
    .update(`${process.execArgv.join(' ')}\0${process.env.NODE_OPTIONS ?? ''}`)
    .digest('hex')
    .slice(0, 12);
  return `${basename(file)}.${digest}.${process.version}-${process.arch}-${flags}.`;
}

/**
 * Reads a cache file if it is there and trusted as much as the bundle (see the file's header).
 *
 * @param {string} path
 * @param {number} owner - the bundle file's uid
 * @returns {Buffer | undefined}
 */
function readTrusted(path, owner) {
  let fd;
  try {
    const dir = lstatSync(dirname(path));
    if (!dir.isDirectory() || !ownedAlike(dir, owner)) return undefined;
    fd = openSync(path, 'r');
    const stats = fstatSync(fd);
    if (!stats.isFile() || !ownedAlike(stats, owner) || stats.size === 0 || stats.size > MAX_CACHE_BYTES) return undefined;
    const data = Buffer.allocUnsafe(stats.size);
    let read = 0;
    while (read < stats.size) {
      const n = readSync(fd, data, read, stats.size - read, read);
      if (n === 0) return undefined;
      read += n;
    }
    return data;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Writes the cache next to the bundle, atomically (a temporary file renamed over it), mode
 * 0644 in a 0755 folder; only by the bundle file's owner, and a new kind's file only while fewer
 * than MAX_KINDS files begin with `prefix`. Any failure (read-only install, full disk) leaves no
 * cache and is silent: the next process compiles from source.
 *
 * @param {string} path
 * @param {() => Buffer} data
 * @param {number} owner - the bundle file's uid
 * @param {string} prefix - what the names of this bundle's caches begin with (`cachePrefix`)
 */
function writeCache(path, data, owner, prefix) {
  if (typeof process.getuid !== 'function' || process.getuid() !== owner) return;
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(path), { mode: 0o755, recursive: true });
    if (!ownedAlike(lstatSync(dirname(path)), owner)) return;
    const others = readdirSync(dirname(path)).filter((f) => f.startsWith(prefix) && f.endsWith('.bin') && f !== basename(path));
    if (others.length >= MAX_KINDS) return;
    writeFileSync(temporary, data(), { mode: 0o644, flag: 'wx' });
    renameSync(temporary, path);
  } catch {
    try {
      unlinkSync(temporary);
    } catch {
      // nothing was written
    }
  }
}

/** @param {Buffer | undefined} bytes */
function decodeOrUndefined(bytes) {
  return bytes === undefined ? undefined : decodeCache(bytes);
}

/**
 * Runs the CommonJS bundle at `url` (once per process, as `require` would) and returns its
 * `module.exports`, compiled from the V8 code cache of this kind of run (`commandKey`) when a
 * trusted one matches, else from source — and then, at the process's exit, that kind's cache is
 * written with every function the process compiled, when it had none or V8 refused it.
 * Dynamic `import()` inside the bundle uses Node's default loader.
 *
 * @param {URL} url - the bundle (a `.cjs` file written by scripts/lib/code-cache.mjs)
 * @returns {Record<string, unknown>} the bundle's exports
 * @throws whatever reading or running the bundle throws (never for a cache: a bad one is ignored)
 */
export function loadWithCodeCache(url) {
  const file = fileURLToPath(url);
  const bytes = readFileSync(file);
  // An ASCII file decodes as Latin-1 (a one-byte string, ≈ 10× faster than UTF-8 for 2 MB).
  const source = isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
  const owner = lstatSync(file).uid;
  const kind = commandKey(process.argv.slice(2), globalThis[RUN_KIND]);
  const prefix = cachePrefix(file, bytes);
  const path = join(dirname(file), CACHE_DIR, `${prefix}${kindFileName(kind)}.bin`);
  const cache = decodeOrUndefined(readTrusted(path, owner));
  // A file that says it holds another kind is not this kind's cache (rewritten at exit).
  const cachedData = cache !== undefined && cache.kinds.length === 1 && cache.kinds[0] === kind ? cache.data : undefined;
  // Strict, as the ES modules it replaces are.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {'use strict';${source}\n})`, {
    filename: file,
    cachedData,
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  if (cachedData === undefined || script.cachedDataRejected === true) {
    process.once('exit', () => writeCache(path, () => encodeCache([kind], script.createCachedData()), owner, prefix));
  }
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  return module.exports;
}
