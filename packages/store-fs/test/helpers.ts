import { mkdir, mkdtemp, readdir, readFile, realpath, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuditEvent, MemoryRecord } from '@cairn/core';
import { sampleRecord } from '@cairn/core/testing';
import { createFsio, type FsCall, type Fsio } from '../src/fsio.js';
import { type FileStore, type FileStoreOptions, initProject, openFileStore } from '../src/index.js';

/** A temp root with a home and a project folder (a sibling, never inside). */
export interface Sandbox {
  root: string;
  home: string;
  project: string;
  warnings: string[];
  options: (extra?: Partial<FileStoreOptions>) => FileStoreOptions;
  open: (extra?: Partial<FileStoreOptions>) => Promise<FileStore>;
  cleanup: () => Promise<void>;
}

/** Makes a sandbox and initialises the project in it. */
export async function sandbox(extra: Partial<FileStoreOptions> = {}, init = true): Promise<Sandbox> {
  const root = await realpath(await mkdtemp(join(tmpdir(), 'cairn-store-')));
  const home = join(root, 'home');
  const project = join(root, 'project');
  await mkdir(project);
  const warnings: string[] = [];
  const options = (more: Partial<FileStoreOptions> = {}): FileStoreOptions => ({
    home,
    projectPath: project,
    onWarning: (m) => warnings.push(m),
    ...extra,
    ...more,
  });
  if (init) await initProject(options());
  return {
    root,
    home,
    project,
    warnings,
    options,
    open: (more) => openFileStore(options(more)),
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}

let n = 0;
/** Core's sample record with its own evidence hash and a fixed `createdAt`. */
export function record(id: string, text: string, overrides: Partial<MemoryRecord> = {}): MemoryRecord {
  n++;
  return sampleRecord(id, text, {
    evidence: [{ source: null, sourceHash: `h${n}`, channel: 'cli', at: '2026-01-01T00:00:00.000Z' }],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
}

/** A metadata-only audit event for `id`. */
export function auditFor(id: string, event: AuditEvent['event'] = 'memorize'): AuditEvent {
  return { time: '2026-01-01T00:00:00.000Z', event, id, origin: 'agent', channel: 'cli', interactive: false };
}

/** Puts a record with its audit line, as core's memorize does. */
export async function put(store: FileStore, r: MemoryRecord): Promise<void> {
  await store.transact(async (tx) => {
    tx.put(r);
    tx.audit(auditFor(r.id));
  });
}

/** Forgets a record with its audit line, as core's forget does. */
export async function forget(store: FileStore, id: string): Promise<void> {
  await store.transact(async (tx) => {
    tx.remove(id);
    tx.audit(auditFor(id, 'forget'));
  });
}

/** An fsio that records every call and can fail the k-th one (1-based, counted from `arm`). */
export function faultyFsio(): {
  fsio: Fsio;
  calls: FsCall[];
  arm: (k: number, code: string) => void;
  disarm: () => void;
  count: () => number;
  fired: () => FsCall | undefined;
} {
  const calls: FsCall[] = [];
  let armed: { k: number; code: string; seen: number } | undefined;
  let fired: FsCall | undefined;
  const fsio = createFsio({
    hook: (call) => {
      calls.push(call);
      if (!armed) return;
      armed.seen++;
      if (armed.seen === armed.k) {
        fired = call;
        const code = armed.code;
        armed = undefined;
        throw Object.assign(new Error(`${code}: injected fault, ${call.op} '${call.path}'`), { code, syscall: call.op, path: call.path });
      }
    },
  });
  return {
    fsio,
    calls,
    arm: (k, code) => {
      armed = { k, code, seen: 0 };
      fired = undefined;
    },
    disarm: () => {
      armed = undefined;
    },
    count: () => armed?.seen ?? 0,
    fired: () => fired,
  };
}

/** Every regular file below `dir`. */
export async function allFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await allFiles(p)));
    else out.push(p);
  }
  return out;
}

/** Files below `dir` whose bytes contain `needle` (UTF-8), case-sensitive. */
export async function filesContaining(dir: string, needle: string): Promise<string[]> {
  const hits: string[] = [];
  const bytes = Buffer.from(needle, 'utf8');
  for (const f of await allFiles(dir)) {
    if ((await readFile(f)).includes(bytes)) hits.push(f);
  }
  return hits;
}

/** The mode bits of a path. */
export async function modeOf(path: string): Promise<number> {
  return (await stat(path)).mode & 0o777;
}
