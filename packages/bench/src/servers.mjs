/**
 * Both contestants as child processes, driven through the same MCP SDK client over stdio:
 * Cairn's built server (`packages/mcp/dist/bin.js`) and the reference memory server
 * (`@modelcontextprotocol/server-memory`, pinned in this package).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const require = createRequire(import.meta.url);

/** The repository root (this file is packages/bench/src/servers.mjs). */
export const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** Cairn's built MCP server. */
export const CAIRN_MCP_BIN = join(REPO, 'packages', 'mcp', 'dist', 'bin.js');
/** Cairn's built CLI: the workspace build's `cairn` (packages/cli package.json bin: dist/cairn.cjs, the CommonJS start-up of bundle.mjs; dist/bin.js is its ES entry). */
export const CAIRN_CLI_BIN = join(REPO, 'packages', 'cli', 'dist', 'cairn.cjs');
/** The CLI as it ships: cairn-memory's esbuild bundle (packages/cairn-memory/build.mjs), what a user installs: its `cairn` (package.json bin). */
export const CAIRN_BUNDLE_BIN = join(REPO, 'packages', 'cairn-memory', 'dist', 'cairn.cjs');
/** The peer's entry point, resolved from its package (its `bin`). */
export const PEER_BIN = join(dirname(require.resolve('@modelcontextprotocol/server-memory/package.json')), 'dist', 'index.js');
/** The SDK stdio client's default limit on one message (bytes); larger answers close a default client's connection. */
export const SDK_DEFAULT_MAX_MESSAGE = 10 * 1024 * 1024;
/** The peer's pinned version, for the report. */
export const PEER_VERSION = JSON.parse(await readFile(join(dirname(PEER_BIN), '..', 'package.json'), 'utf8')).version;

/**
 * @typedef {object} Connection
 * @property {'cairn'|'peer'} who
 * @property {Client} client
 * @property {number | undefined} pid - the server process
 * @property {(name: string, args: Record<string, unknown>) => Promise<{ ms: number, bytes: number, result: any }>} call -
 *   one tools/call: wall time in ms, size of the result as JSON (≈ its bytes on the wire), the result
 * @property {() => string} stderr - what the server wrote to stderr (last 4 KiB)
 * @property {() => Promise<void>} close
 */

/**
 * Spawns a server and connects the SDK's client over stdio; lists the tools once, as a host
 * does (the SDK client then validates structured results against each tool's output schema).
 *
 * @param {'cairn'|'peer'} who
 * @param {{ home?: string, project?: string, memoryFile?: string }} where - Cairn: CAIRN_HOME and --project; peer: MEMORY_FILE_PATH
 * @returns {Promise<Connection>}
 * @throws Error when the server does not start or does not answer initialize/tools/list
 */
export async function connect(who, where) {
  const env = getDefaultEnvironment();
  let args;
  if (who === 'cairn') {
    env.CAIRN_HOME = /** @type {string} */ (where.home);
    args = [CAIRN_MCP_BIN, '--project', /** @type {string} */ (where.project)];
  } else {
    env.MEMORY_FILE_PATH = /** @type {string} */ (where.memoryFile);
    args = [PEER_BIN];
  }
  // Above the SDK's default 10 MiB per message: the peer's answers to common words outgrow it
  // at 100k, and a default client would drop the connection (the report counts those answers).
  const transport = new StdioClientTransport({ command: process.execPath, args, env, stderr: 'pipe', cwd: REPO, maxBufferSize: 1024 * 1024 * 1024 });
  let err = '';
  transport.stderr?.on('data', (chunk) => {
    err = (err + chunk.toString('utf8')).slice(-4096);
  });
  const client = new Client({ name: 'cairn-bench', version: '1.0.0' }, { capabilities: {} });
  await client.connect(transport);
  await client.listTools();
  return {
    who,
    client,
    pid: transport.pid ?? undefined,
    async call(name, toolArgs) {
      const t0 = performance.now();
      const result = await client.callTool({ name, arguments: toolArgs }, undefined, { timeout: 600_000 });
      const ms = performance.now() - t0;
      return { ms, bytes: Buffer.byteLength(JSON.stringify(result)), result };
    },
    stderr: () => err,
    close: () => client.close(),
  };
}

/**
 * The ids a recall or search answer lists, best first: Cairn's receipts' ids, the peer's
 * entity names (in the order it returns them: file order).
 *
 * @param {'cairn'|'peer'} who
 * @param {any} result - a tools/call result
 * @returns {string[]}
 * @throws Error when the result is a tool error
 */
export function foundIds(who, result) {
  if (result.isError) throw new Error(`${who} answered with an error: ${JSON.stringify(result.content).slice(0, 300)}`);
  const s = result.structuredContent ?? {};
  return who === 'cairn' ? (s.hits ?? []).map((h) => h.id) : (s.entities ?? []).map((e) => e.name);
}

/**
 * Resident and peak memory of a process, from /proc (Linux).
 *
 * @param {number | undefined} pid
 * @returns {Promise<{ rssMB: number, peakMB: number } | undefined>} undefined where /proc is not readable
 */
export async function memoryOf(pid) {
  if (pid === undefined) return undefined;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rssMB: kb('VmRSS') / 1024, peakMB: kb('VmHWM') / 1024 };
  } catch {
    return undefined;
  }
}
