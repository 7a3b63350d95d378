/**
 * Temporary folders and byte collection shared by the targets that write files.
 */
import { readFileSync, rmSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, normalize, sep } from 'node:path';
import { setupPerson } from '@cairn/person';

/** A fresh temporary home (0700) and project folder, side by side (a home inside the project is refused). */
export interface TempWorkspace {
  root: string;
  home: string;
  project: string;
}

/** Creates a {@link TempWorkspace} under the system temp folder. */
export async function createTempWorkspace(prefix: string): Promise<TempWorkspace> {
  const root = await realpath(await mkdtemp(join(tmpdir(), `cairn-corpus-${prefix}-`)));
  await chmod(root, 0o700);
  const home = join(root, 'home');
  const project = join(root, 'project');
  await mkdir(home, { mode: 0o700 });
  await chmod(home, 0o700);
  await mkdir(project);
  return { root, home, project };
}

/**
 * Writes files into a project folder (path relative inside it → UTF-8 content), creating their
 * folders.
 *
 * @throws Error when a path is absolute or leaves the project
 */
export async function writeProjectFiles(project: string, files: Readonly<Record<string, string>> = {}): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    if (isAbsolute(path) || normalize(path).split(sep).includes('..')) throw new Error(`project file ${path}: not a path inside the project`);
    const full = join(project, path);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, content, 'utf8');
  }
}

/** Removes a workspace; safe to call twice. */
export async function removeTempWorkspace(ws: TempWorkspace | undefined): Promise<void> {
  // Retried: a store a long-lived session closes in the background may still be writing its last file.
  if (ws) await rm(ws.root, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}

/**
 * A seeded world made once and handed out fresh to every attempt at the same paths: the first
 * {@link SeededWorkspace.open} creates a workspace and runs `seed` in it, then keeps a copy of the
 * whole workspace folder aside; every later `open` removes the workspace and copies the kept one
 * back to the same paths (the project's key and every signed act are bound to the project's
 * path, so a copy elsewhere would be another project). An attempt gets the same bytes a fresh
 * seed would give (up to ids, keys and times), without paying the seed — a person's key sealed
 * with scrypt, memory enabled and a confirm, each signed — per attempt.
 */
export interface SeededWorkspace<T> {
  /** The seeded workspace, fresh (as the seed left it) on every call; `value` is what `seed` returned. */
  open(): Promise<{ ws: TempWorkspace; value: T }>;
  /** Removes the workspace an attempt changed (the kept copy stays for the next `open`). */
  close(): Promise<void>;
  /** Removes the workspace and the kept copy; the next `open` seeds again. Safe to call twice. */
  dispose(): Promise<void>;
}

/**
 * Creates a {@link SeededWorkspace}: `seed` runs once, in the first workspace opened.
 *
 * @param prefix - the temp folders' name part (as {@link createTempWorkspace})
 * @param seed - makes the world in a fresh workspace; what it returns is handed to every attempt
 */
export function seededWorkspace<T>(prefix: string, seed: (ws: TempWorkspace) => Promise<T>): SeededWorkspace<T> {
  let seeded: { ws: TempWorkspace; value: T; kept: string } | undefined;
  // Copies keep modes (the home is 0700), times and links as they are.
  const copy = (from: string, to: string) =>
    cp(from, to, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true, errorOnExist: true, force: false });
  return {
    async open() {
      if (seeded === undefined) {
        const ws = await createTempWorkspace(prefix);
        const value = await seed(ws);
        const keptRoot = await realpath(await mkdtemp(join(tmpdir(), `cairn-corpus-${prefix}-seed-`)));
        const kept = join(keptRoot, 'root');
        await copy(ws.root, kept);
        seeded = { ws, value, kept };
        return { ws, value };
      }
      await removeTempWorkspace(seeded.ws);
      await copy(seeded.kept, seeded.ws.root);
      return { ws: seeded.ws, value: seeded.value };
    },
    async close() {
      await removeTempWorkspace(seeded?.ws);
    },
    async dispose() {
      const s = seeded;
      seeded = undefined;
      if (s === undefined) return;
      await removeTempWorkspace(s.ws);
      await rm(dirname(s.kept), { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

/** The contents of every regular file under `dir`, recursively (lock files and indexes included). */
export async function filesUnder(dir: string): Promise<Buffer[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  const out: Buffer[] = [];
  for (const f of files.sort()) {
    // A file removed between listing and reading (a released lock) wrote nothing that stayed.
    const bytes = await readFile(f).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? undefined : Promise.reject(error)));
    if (bytes) out.push(bytes);
  }
  return out;
}

/**
 * The absolute path of a workspace package's built bin (its package.json `bin`), found through
 * the package's own resolution, so no relative path into another package is hard-coded.
 *
 * @param pkg - e.g. `@cairn/cli`
 * @param bin - the bin's name, e.g. `cairn`
 * @throws Error when the package or its bin is not declared
 */
export function packageBin(pkg: string, bin: string): string {
  const require = createRequire(import.meta.url);
  // A package with no entry point (cairn-memory: bins only) resolves through its package.json;
  // one whose `exports` hides its package.json resolves through its entry point.
  let dir: string;
  try {
    dir = dirname(require.resolve(`${pkg}/package.json`));
  } catch {
    dir = dirname(require.resolve(pkg));
  }
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; bin?: string | Record<string, string> };
      if (manifest.name === pkg) {
        const rel = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.[bin];
        if (!rel) throw new Error(`${pkg} declares no bin named ${bin}`);
        return join(dir, rel);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const up = dirname(dir);
    if (up === dir) throw new Error(`package.json of ${pkg} not found`);
    dir = up;
  }
}

/**
 * The installed `cairn` or `cairn-mcp`: the esbuild bundle of the `cairn-memory` package
 * (packages/cairn-memory/dist/cairn.mjs, cairn-mcp.mjs), what a user installs from npm and runs.
 * The corpus drives these rather than the tsc builds (packages/cli/dist/bin.js,
 * packages/mcp/dist/bin.js): the same sources, started in about half the CPU time (one bundle
 * to load instead of hundreds of modules), which the suites pay once per process they spawn.
 * turbo builds it before the tests (test-corpus's devDependency on cairn-memory; test dependsOn
 * ^build).
 *
 * @param bin - `cairn` (the CLI) or `cairn-mcp` (the MCP server)
 * @returns an absolute path; it may not exist yet (callers say "build first")
 */
export function installedBin(bin: 'cairn' | 'cairn-mcp'): string {
  return packageBin('cairn-memory', bin);
}

/** Homes holding a person set up once per process, by passphrase (see {@link copyPersonKey}). */
const personTemplates = new Map<string, Promise<string>>();

/**
 * Gives `home` the person's key as `cairn person setup` (or the first `cairn init`) leaves it —
 * `person/identity.json` (the key sealed with `passphrase`, the recovery key's public half) and
 * `person/anchor.json`, folder 0700, files 0600 — by copying the files of a person set up ONCE
 * per test process with `passphrase` in a home of its own (removed when the process exits).
 * The person's key is made with two scrypt derivations (the sealing passphrase and the
 * recovery code), about a second of CPU; a suite that gives each of its projects a fresh home
 * with the same person pays that once instead of once per project. Nothing is skipped: every
 * act is still signed after the passphrase opens this key (its own scrypt), as on a machine
 * where the person set up their key before.
 *
 * @param home - a Cairn home with no person yet (its `person/` folder is created)
 * @param passphrase - the passphrase the key is sealed with
 */
export async function copyPersonKey(home: string, passphrase: string): Promise<void> {
  let template = personTemplates.get(passphrase);
  if (template === undefined) {
    template = (async () => {
      const dir = await realpath(await mkdtemp(join(tmpdir(), 'cairn-corpus-person-')));
      process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
      const templateHome = join(dir, 'home');
      await mkdir(templateHome, { mode: 0o700 });
      await setupPerson(templateHome, passphrase);
      return templateHome;
    })();
    personTemplates.set(passphrase, template);
  }
  await cp(join(await template, 'person'), join(home, 'person'), { recursive: true, errorOnExist: true, force: false });
}
