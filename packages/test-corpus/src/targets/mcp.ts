import { existsSync } from 'node:fs';
import type { MemoryRecord } from '@cairn/core';
import { initProject, openFileStore } from '@cairn/store-fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport, type StdioServerParameters } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { MemorizeOutcome } from '../expectations.js';
import type { CorpusTarget } from '../runner.js';
import { createTempWorkspace, filesUnder, installedBin, removeTempWorkspace, type TempWorkspace, writeProjectFiles } from './workspace.js';

/** Another store than the file store in the temporary home (the team store: `--store <url>`). */
export interface McpTargetStore {
  /** The store URL the server gets as `--store`. */
  url: string;
  /** Extra environment for the server (e.g. PGPASSFILE). */
  env?: Record<string, string>;
  /** Enables memory for the workspace's project in that store (a person's `init`). */
  init(home: string, project: string): Promise<void>;
  /** Every record of the project, any status. */
  records(home: string, project: string): Promise<MemoryRecord[]>;
  /** Every byte the store holds for the project (beyond the files under the workspace). */
  bytes(home: string, project: string): Promise<Buffer[]>;
}

/** Options of {@link createMcpTarget}. */
export interface McpTargetOptions {
  /** The built server; default the installed `cairn-mcp` (cairn-memory's bundle, {@link installedBin}). */
  bin?: string;
  /** The store; default the file store in the temporary home. */
  store?: McpTargetStore;
}

/** A stdio transport that keeps a copy of every message the server sends (the protocol output). */
class RecordingTransport extends StdioClientTransport {
  constructor(
    params: StdioServerParameters,
    private readonly record: (bytes: Buffer) => void,
  ) {
    super(params);
  }

  override async start(): Promise<void> {
    const deliver = this.onmessage;
    this.onmessage = (message: JSONRPCMessage) => {
      this.record(Buffer.from(JSON.stringify(message), 'utf8'));
      deliver?.(message);
    };
    return super.start();
  }
}

interface ToolResult {
  isError?: boolean;
  content?: { type: string; text?: string }[];
  structuredContent?: Record<string, unknown>;
}

const textOf = (r: ToolResult): string => (r.content ?? []).map((c) => (c.type === 'text' ? (c.text ?? '') : '')).join('\n');

/**
 * The MCP target: the BUILT `cairn-mcp` server (the installed bundle) over stdio, driven by the SDK's `Client`
 * (channel `mcp`, agent-driven: it has no confirm). The project is initialised through
 * store-fs first (as `cairn init` would); writes go through the `memorize` tool, the digest
 * through `project_summary`, records are read with store-fs (read-only) from the same home.
 * Its written bytes are every file under the temporary folders, every message the server sent
 * and its stderr.
 */
export function createMcpTarget(options: McpTargetOptions = {}): CorpusTarget {
  let ws: TempWorkspace | undefined;
  let client: Client | undefined;
  let openClient: (() => Promise<Client>) | undefined;
  // The server attests the session from its connection, so each session of the plan is its own
  // connection (its own server process), as a new agent session would be.
  const sessions = new Map<string, Promise<Client>>();
  let captured: Buffer[] = [];

  const connected = (): Client => {
    if (!client) throw new Error('mcp target: setup() was not called');
    return client;
  };
  const call = async (name: string, args: Record<string, unknown>): Promise<ToolResult> =>
    (await connected().callTool({ name, arguments: args })) as ToolResult;
  const clientFor = (session: unknown): Promise<Client> => {
    if (typeof session !== 'string' || !openClient) return Promise.resolve(connected());
    let c = sessions.get(session);
    if (!c) {
      c = openClient();
      sessions.set(session, c);
    }
    return c;
  };

  return {
    name: 'mcp',
    async setup(files) {
      const bin = options.bin ?? installedBin('cairn-mcp');
      if (!existsSync(bin)) throw new Error(`mcp target: ${bin} does not exist; build first (pnpm build)`);
      ws = await createTempWorkspace('mcp');
      await writeProjectFiles(ws.project, files);
      captured = [];
      if (options.store) await options.store.init(ws.home, ws.project);
      else await initProject({ home: ws.home, projectPath: ws.project, onWarning: () => undefined });
      const open = async (): Promise<Client> => {
        if (!ws) throw new Error('mcp target: setup() was not called');
        const transport = new RecordingTransport(
          {
            command: process.execPath,
            args: [bin, '--home', ws.home, '--project', ws.project, ...(options.store ? ['--store', options.store.url] : [])],
            cwd: ws.project,
            env: { ...getDefaultEnvironment(), NO_COLOR: '1', ...options.store?.env },
            stderr: 'pipe',
          },
          (bytes) => captured.push(bytes),
        );
        transport.stderr?.on('data', (b: Buffer) => captured.push(Buffer.from(b)));
        const c = new Client({ name: 'cairn-test-corpus', version: '0.1.0' });
        await c.connect(transport);
        const tools = (await c.listTools()).tools.map((t) => t.name);
        for (const needed of ['memorize', 'project_summary']) {
          if (!tools.includes(needed)) throw new Error(`mcp target: the server does not list the ${needed} tool (tools: ${tools.join(', ')})`);
        }
        return c;
      };
      openClient = open;
      client = await open();
    },
    async teardown() {
      const c = client;
      client = undefined;
      await c?.close().catch(() => undefined);
      for (const pending of sessions.values()) await (await pending.catch(() => undefined))?.close().catch(() => undefined);
      sessions.clear();
      await removeTempWorkspace(ws);
      ws = undefined;
    },
    async memorize(request): Promise<MemorizeOutcome> {
      const r = (await (await clientFor(request.session)).callTool({ name: 'memorize', arguments: request })) as ToolResult;
      const s = r.structuredContent ?? {};
      if (r.isError) {
        const e = s.error as { code?: string; message?: string } | undefined;
        return { ok: false, code: e?.code ?? 'UNKNOWN', message: e?.message ?? textOf(r) };
      }
      if (typeof s.id !== 'string' || typeof s.status !== 'string' || !Array.isArray(s.flags)) {
        throw new Error(`mcp target: memorize returned no {id, status, flags}: ${JSON.stringify(s).slice(0, 200)}`);
      }
      return { ok: true, id: s.id, status: s.status, flags: s.flags as string[] };
    },
    async records(): Promise<MemoryRecord[]> {
      if (!ws) throw new Error('mcp target: setup() was not called');
      if (options.store) return options.store.records(ws.home, ws.project);
      const store = await openFileStore({ home: ws.home, projectPath: ws.project, readOnly: true, index: 'js', onWarning: () => undefined });
      try {
        return await store.list();
      } finally {
        await store.close();
      }
    },
    async digest() {
      const r = await call('project_summary', {});
      if (r.isError) throw new Error(`mcp target: project_summary failed: ${textOf(r)}`);
      return textOf(r);
    },
    async writtenBytes() {
      if (!ws) throw new Error('mcp target: setup() was not called');
      return [...(await filesUnder(ws.root)), ...(options.store ? await options.store.bytes(ws.home, ws.project) : []), ...captured];
    },
  };
}
