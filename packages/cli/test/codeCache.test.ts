/**
 * Issue #20: the workspace `cairn` (dist/bin.js) runs a command from one CommonJS file,
 * dist/cli-main.cjs (bundle.mjs), compiled through a V8 code cache kept beside it in
 * dist/.v8-cache (scripts/lib/code-cache-runtime.mjs), as the shipped bundle does. A cache is
 * compiled code that V8 checks against its source's length only, so it must never be a way to
 * run code: it is read only when it and its folder belong to the bundle file's owner and nobody
 * else may write them. Each case runs a copy of dist/ (the other test files run the real one).
 */
import { spawnSync } from 'node:child_process';
import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PACKAGE = join(dirname(fileURLToPath(import.meta.url)), '..');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

let root: string;
let dist: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'cairn-cli-code-cache-'));
  dist = join(root, 'dist');
  cpSync(join(PACKAGE, 'dist'), dist, { recursive: true, filter: (src) => !src.includes('.v8-cache') && !src.endsWith('.map') });
  cpSync(join(PACKAGE, 'package.json'), join(root, 'package.json'));
  mkdirSync(join(root, 'project'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs the copy's dist/bin.js in an uninitialised project; with `log`, records every ES module the process resolves and every file it requires. */
function cairn(args: string[], log?: string): { status: number | null; stdout: string; stderr: string } {
  const pre: string[] = [];
  if (log !== undefined) {
    const hooks = join(root, 'hooks.mjs');
    const register = join(root, 'register.mjs');
    writeFileSync(
      hooks,
      `import { appendFileSync } from 'node:fs';\nexport async function resolve(specifier, context, next) {\n  const r = await next(specifier, context);\n  appendFileSync(${JSON.stringify(log)}, r.url + '\\n');\n  return r;\n}\n`,
    );
    writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`);
    // CommonJS loads (dist/start.cjs and what it requires) by Node's own resolver, as file URLs.
    const required = join(root, 'required.cjs');
    writeFileSync(
      required,
      `const Module = require('node:module');\nconst { appendFileSync } = require('node:fs');\nconst { pathToFileURL } = require('node:url');\nconst resolve = Module._resolveFilename;\nModule._resolveFilename = function (...args) {\n  const r = resolve.apply(this, args);\n  if (r.startsWith('/')) appendFileSync(${JSON.stringify(log)}, pathToFileURL(r).href + '\\n');\n  return r;\n};\n`,
    );
    writeFileSync(log, '');
    pre.push('--import', pathToFileURL(register).href, '--require', required);
  }
  const r = spawnSync(process.execPath, [...pre, join(dist, 'bin.js'), ...args], {
    cwd: join(root, 'project'),
    env: { PATH: process.env.PATH ?? '', CAIRN_HOME: join(root, 'home'), HOME: join(root, 'user'), NO_COLOR: '1' },
    encoding: 'utf8',
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * What the name of every cache of cli-main.cjs begins with for a plain run (no Node options): the
 * loader's naming (code-cache-runtime.mjs `cachePrefix`).
 */
function cachePrefix(): string {
  const digest = createHash('sha256')
    .update(readFileSync(join(dist, 'cli-main.cjs')))
    .digest('hex')
    .slice(0, 32);
  const options = createHash('sha256').update('\0').digest('hex').slice(0, 12);
  return `cli-main.cjs.${digest}.${process.version}-${process.arch}-${options}.`;
}

/** The cache a plain run of kind `kind` reads and writes (code-cache-runtime.mjs `cachePrefix`, `kindFileName`): `--help`'s by default. */
function cachePath(kind = '--help'): string {
  return join(dist, '.v8-cache', `${cachePrefix()}${kind}.bin`);
}

/** The cache file's mark (code-cache-runtime.mjs `MAGIC`), as source text for the planting program. */
const CACHE_HEADER = "Buffer.from('CRNc1')";

/** The kinds of run a cache file says it covers (code-cache-runtime.mjs `decodeCache`). */
function kindsOf(bytes: Buffer): string[] {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('CRNc1');
  const kinds: string[] = [];
  let at = 6;
  for (let i = 0; i < (bytes[5] ?? 0); i++) {
    const length = bytes[at] ?? 0;
    kinds.push(bytes.toString('latin1', at + 1, at + 1 + length));
    at += 1 + length;
  }
  return kinds;
}

/**
 * Writes, at the cache's path, a cache V8 accepts for cli-main.cjs but compiled from other code
 * of the same length, which prints `PLANTED` and exits: V8 checks a cache's version, flags and
 * source length, not its content. Compiled by a plain `node` with the loader's own options, and
 * run once (a dry run) so that the wrapper function's code is in the cache.
 */
function plantCache(): void {
  const bytes = readFileSync(join(dist, 'cli-main.cjs'));
  // The loader's decoding (code-cache-runtime.mjs): the length V8 compares is in characters.
  const length = (isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8')).length;
  const payload = "if(!exports.dry){process.stdout.write('PLANTED\\n');process.exit(0)}";
  const planted = `${payload}/*${'x'.repeat(length - payload.length - 4)}*/`;
  writeFileSync(join(root, 'planted.js'), planted);
  const program = [
    "const vm = require('node:vm');",
    "const { readFileSync, writeFileSync } = require('node:fs');",
    `const source = readFileSync(${JSON.stringify(join(root, 'planted.js'))}, 'latin1');`,
    // The loader's wrapper (code-cache-runtime.mjs `loadWithCodeCache`), around the planted text.
    "const script = new vm.Script('(function (exports, require, module, __filename, __dirname) {\\'use strict\\';' + source + '\\n})', {",
    `  filename: ${JSON.stringify(join(dist, 'cli-main.cjs'))},`,
    '  importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,',
    '});',
    'script.runInThisContext()({ dry: true });',
    // The loader's layout (code-cache-runtime.mjs `encodeCache`): its mark, the kinds covered (`--help`), V8's data.
    `writeFileSync(${JSON.stringify(cachePath())}, Buffer.concat([${CACHE_HEADER}, Buffer.from([1, 6]), Buffer.from('--help'), script.createCachedData()]));`,
  ].join('\n');
  const r = spawnSync(process.execPath, ['-e', program], { env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  chmodSync(cachePath(), 0o644);
}

describe('the workspace CLI’s code cache', () => {
  it('a command from dist/bin.js runs dist/start.cjs and compiles cli-main.cjs, not tsc’s ES modules of core, the stores and zod: bin.js the only ES module, under 96 kB resolved', () => {
    const log = join(root, 'recall.log');
    const r = cairn(['recall', 'anything', '--json'], log);
    // The project is not initialised: the command ran, opened the home and said so (exit 4).
    expect(r.status, r.stderr).toBe(4);
    expect(JSON.parse(r.stdout).error.code).toBe('NOT_INITIALISED');
    const resolved = [...new Set(readFileSync(log, 'utf8').split('\n').filter(Boolean))];
    // The start-up is CommonJS (bundle.mjs, issue #20): bin.js requires start.cjs, which loads
    // cli-main.cjs through its code cache (the cache written at exit names it: the next test).
    const files = resolved.filter((u) => u.startsWith('file:')).map((u) => u.slice(u.lastIndexOf('/') + 1));
    // package.json: the version (version.ts), read as before.
    expect([...new Set(files)].sort()).toEqual(['bin.js', 'package.json', 'start.cjs']);
    const version = pathToFileURL(join(root, 'package.json')).href;
    expect(resolved.filter((u) => u.startsWith('file:') && !u.startsWith(pathToFileURL(dist).href) && u !== version)).toEqual([]);
    const bytes = [...new Set(resolved.filter((u) => u.startsWith('file:')))].reduce((sum, u) => sum + statSync(new URL(u)).size, 0);
    // The CLI's own start-up (bin's loader, its dispatch and option checks, the daemon's client with
    // proper-lockfile evaluated only for a stale socket, the code-cache loader): ≈ 70 kB; tsc's ES
    // modules of core alone are megabytes.
    expect(bytes).toBeLessThan(96_000);
  });

  it('writes the cache 0644 in a 0755 folder; the next run reads it (not rewritten) and answers the same', () => {
    const first = cairn(['--help']);
    expect(first.status).toBe(0);
    const path = cachePath();
    expect(statSync(path).mode & 0o777).toBe(0o644);
    expect(statSync(dirname(path)).mode & 0o777).toBe(0o755);
    const before = statSync(path);
    expect(cairn(['--help']).stdout).toBe(first.stdout);
    const after = statSync(path);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
  });

  it('each kind of run has a cache of its own: --help writes one, a recall another with what it compiled (h58-speed: one merged cache grew to 3.1 MB, ≈ 5–8 ms of every recall); neither is rewritten by a later run', () => {
    rmSync(dirname(cachePath()), { recursive: true, force: true });
    expect(cairn(['--help']).status).toBe(0);
    expect(kindsOf(readFileSync(cachePath()))).toEqual(['--help']);
    const help = statSync(cachePath());
    // The project is not initialised (exit 4): the recall still runs the command's code.
    expect(cairn(['recall', 'anything', '--json']).status).toBe(4);
    expect(readdirSync(dirname(cachePath())).sort()).toEqual([`${cachePrefix()}--help.bin`, `${cachePrefix()}recall.bin`]);
    expect(kindsOf(readFileSync(cachePath('recall')))).toEqual(['recall']);
    // What the recall compiled beyond --help is in its own file (V8 serialises the functions compiled so far).
    expect(statSync(cachePath('recall')).size).toBeGreaterThan(help.size + 10_000);
    expect(statSync(cachePath('recall')).mode & 0o777).toBe(0o644);
    const before = statSync(cachePath('recall'));
    expect(cairn(['recall', 'anything', '--json']).status).toBe(4);
    expect(cairn(['--help']).status).toBe(0);
    for (const [was, path] of [
      [before, cachePath('recall')],
      [help, cachePath()],
    ] as const) {
      const now = statSync(path);
      expect([now.ino, now.mtimeMs]).toEqual([was.ino, was.mtimeMs]);
    }
  });

  it("a file that says it holds another kind is not read for this one: replaced by this kind's own", () => {
    rmSync(dirname(cachePath()), { recursive: true, force: true });
    expect(cairn(['--help']).status).toBe(0);
    writeFileSync(cachePath('recall'), readFileSync(cachePath()), { mode: 0o644 });
    expect(cairn(['recall', 'anything', '--json']).status).toBe(4);
    expect(kindsOf(readFileSync(cachePath('recall')))).toEqual(['recall']);
  });

  it('at most 16 cache files for one bundle, Node and flags: a 17th kind runs without writing one', () => {
    rmSync(dirname(cachePath()), { recursive: true, force: true });
    expect(cairn(['--help']).status).toBe(0);
    for (let i = 0; i < 15; i++) writeFileSync(cachePath(`k${i}`), readFileSync(cachePath()), { mode: 0o644 });
    expect(cairn(['recall', 'anything', '--json']).status).toBe(4);
    expect(existsSync(cachePath('recall'))).toBe(false);
    expect(readdirSync(dirname(cachePath()))).toHaveLength(16);
    // One fewer, and the recall writes its own.
    rmSync(cachePath('k0'));
    expect(cairn(['recall', 'anything', '--json']).status).toBe(4);
    expect(kindsOf(readFileSync(cachePath('recall')))).toEqual(['recall']);
  });

  it('runs no code from a cache others may write: a planted cache in a file or folder writable by group or others is never read, and is replaced', () => {
    const reference = cairn(['--help']).stdout;
    expect(reference).toContain('Usage: cairn');
    // The plant works: a cache of the bundle's owner, writable by no one else, is what V8 runs
    // (the runtime's stated limit: whoever may write it may write the bundle beside it).
    plantCache();
    expect(cairn(['--help']).stdout).toBe('PLANTED\n');
    for (const mode of [0o664, 0o646, 0o666]) {
      plantCache();
      chmodSync(cachePath(), mode);
      expect(cairn(['--help']).stdout, mode.toString(8)).toBe(reference);
      // Compiled from source and written afresh by the owner, 0644.
      expect(statSync(cachePath()).mode & 0o777).toBe(0o644);
    }
    // Nor in a folder others may write (a cache could be renamed into it).
    plantCache();
    chmodSync(dirname(cachePath()), 0o777);
    expect(cairn(['--help']).stdout).toBe(reference);
    chmodSync(dirname(cachePath()), 0o755);
    rmSync(cachePath());
  });

  it.skipIf(!isRoot)('runs no code from a cache that belongs to another user (needs root to give it away: skipped otherwise)', () => {
    const reference = cairn(['--help']).stdout;
    plantCache();
    chownSync(cachePath(), 65534, 65534);
    expect(cairn(['--help']).stdout).toBe(reference);
    // Replaced by the owner's own.
    expect(statSync(cachePath()).uid).toBe(process.getuid?.());
    plantCache();
    chownSync(dirname(cachePath()), 65534, 65534);
    expect(cairn(['--help']).stdout).toBe(reference);
    chownSync(dirname(cachePath()), process.getuid?.() ?? 0, process.getgid?.() ?? 0);
    rmSync(cachePath());
  });
});
