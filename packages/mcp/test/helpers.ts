import { execFileSync, spawn } from 'node:child_process';
import { chmod, cp, mkdir, mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  loadKeyring,
  type MemoryRecord,
  openProject,
  type PersonProof,
  type ProjectSession,
  setupPerson,
  signRequest,
  type UnlockedKey,
  unlockWithPassphrase,
} from '@cairn/session';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** This package's folder. */
export const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The built server (globalSetup builds it). */
export const BIN = join(PACKAGE_DIR, 'dist', 'bin.js');

const cleanups: Array<() => Promise<void>> = [];

/** Removes every temp folder and stops every server this file made. Call from `afterAll`/`afterEach`. */
export async function cleanup(): Promise<void> {
  for (const fn of cleanups.splice(0).reverse()) await fn().catch(() => undefined);
}

/** A fresh folder (0700) under the system temp folder, removed by {@link cleanup}. */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await realpath(await mkdtemp(join(tmpdir(), `cairn-mcp-${prefix}-`)));
  await chmod(dir, 0o700);
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** The test person's passphrase (what they would type on the terminal). */
export const PASSPHRASE = 'an mcp test passphrase the person types';

let keyTemplate: Promise<string> | undefined;

/**
 * The person's key in `home`, as `cairn person setup` makes it (made once per test file with
 * `setupPerson`, then copied: scrypt is slow by design).
 */
async function setUpKey(home: string): Promise<void> {
  keyTemplate ??= (async () => {
    const dir = await realpath(await mkdtemp(join(tmpdir(), 'cairn-mcp-key-')));
    await chmod(dir, 0o700);
    await setupPerson(dir, PASSPHRASE);
    return dir;
  })();
  await cp(join(await keyTemplate, 'person'), join(home, 'person'), { recursive: true });
}

/** A Cairn home holding the person's key, and a project (a `git init`ed folder), not initialised yet. */
export async function workspace(options: { git?: boolean } = {}): Promise<{ home: string; project: string }> {
  const home = join(await tempDir('home'), 'cairn');
  await mkdir(home, { mode: 0o700 });
  await setUpKey(home);
  const project = await tempDir('project');
  if (options.git !== false) execFileSync('git', ['init', '-q', project], { stdio: 'ignore' });
  return { home, project };
}

/**
 * A session as the person at a terminal, for setting up tests: every act signed through the one
 * door — the key opened by the passphrase (`unlockWithPassphrase`), the act signed
 * (`signRequest`), as the CLI's terminal port does — and verified and read with the home's keys.
 */
async function asPerson<T>(home: string, project: string, body: (s: ProjectSession) => Promise<T>): Promise<T> {
  let key: UnlockedKey | undefined;
  const personProof: PersonProof = {
    present: () => true,
    async sign(request) {
      key ??= await unlockWithPassphrase(home, PASSPHRASE);
      return signRequest(key, request, { now: new Date(), interactive: true });
    },
  };
  const keyring = (await loadKeyring(home)).keyring;
  const s = await openProject({ home, project, cwd: project, env: {}, channel: 'cli', client: 'test-seed', personProof, keyring });
  try {
    return await body(s);
  } finally {
    await s.close();
  }
}

/** `cairn init` for the project, through the project session. */
export async function init(home: string, project: string): Promise<void> {
  await asPerson(home, project, (s) => s.init());
}

/**
 * Stores memories as a person on the CLI would (channel `cli`, origin `user` → active at
 * once), so read tools have something to show.
 */
export async function seed(home: string, project: string, requests: readonly Record<string, unknown>[]): Promise<string[]> {
  return asPerson(home, project, async (s) => {
    const ids: string[] = [];
    for (const request of requests) {
      const r = await s.memorize(request);
      if (r.declined) throw new Error('seed: declined');
      ids.push(r.result.record.id);
    }
    return ids;
  });
}

/** `cairn confirm <id>`, signed by the person through the project session. */
export async function confirmAsPerson(home: string, project: string, id: string): Promise<void> {
  await asPerson(home, project, async (s) => {
    const r = await s.confirm([id]);
    if (r.declined) throw new Error('confirm: declined');
  });
}

/** `cairn pause` or `cairn resume`, signed by the person through the project session. */
export async function setPaused(home: string, project: string, paused: boolean): Promise<void> {
  await asPerson(home, project, async (s) => {
    const r = paused ? await s.pause() : await s.resume();
    if (r.declined) throw new Error('pause: declined');
  });
}

/** The project's audit log. */
export async function readAudit(home: string, project: string): Promise<Array<Record<string, unknown>>> {
  return asPerson(home, project, async (s) => (await s.audit(100_000)) as unknown as Array<Record<string, unknown>>);
}

/** Every record of the project. */
export async function records(home: string, project: string): Promise<MemoryRecord[]> {
  return asPerson(home, project, (s) => s.list());
}

/** A connected SDK client driving the built server as a child process. */
export interface Session {
  client: Client;
  /** Everything the server wrote to stderr so far. */
  stderr(): string;
  close(): Promise<void>;
}

/**
 * Spawns `node dist/bin.js --home H --project P` and connects the SDK's client over stdio.
 * `noHome` leaves `--home` out (the server then reads `CAIRN_HOME`, else `~/.cairn`), as a host
 * does; `env` is added to the SDK's default environment, as a host's `env` entry is.
 */
export async function connect(
  home: string,
  project: string,
  options: { name?: string; noProject?: boolean; noHome?: boolean; cwd?: string; env?: Record<string, string> } = {},
): Promise<Session> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, ...(options.noHome === true ? [] : ['--home', home]), ...(options.noProject === true ? [] : ['--project', project])],
    env: { ...getDefaultEnvironment(), ...options.env },
    cwd: options.cwd ?? project,
    stderr: 'pipe',
  });
  let err = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString('utf8');
  });
  const client = new Client({ name: options.name ?? 'cairn-test-client', version: '1.0.0' }, { capabilities: {} });
  await client.connect(transport);
  let closed = false;
  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    await client.close();
  };
  cleanups.push(close);
  return { client, stderr: () => err, close };
}

/** Calls a tool and returns the result with its first text block. */
export async function call(session: Session, name: string, args?: unknown): Promise<CallToolResult & { text: string }> {
  const result = (await session.client.callTool({ name, ...(args !== undefined ? { arguments: args as Record<string, unknown> } : {}) })) as CallToolResult;
  const first = result.content[0];
  return { ...result, text: first?.type === 'text' ? first.text : '' };
}

/** The `{error: {code, message}}` of a tool error result. */
export function errorOf(result: CallToolResult): { code: string; message: string } {
  return (result.structuredContent as { error: { code: string; message: string } }).error;
}

/** Runs a command to completion, collecting stdout, stderr and the exit code. */
export function run(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number; input?: string } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args], { cwd: options.cwd, env: options.env ?? process.env, stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdin.end(options.input ?? '');
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString('utf8');
    });
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString('utf8');
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 30_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
