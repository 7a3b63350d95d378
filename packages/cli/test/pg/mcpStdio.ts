import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { BIN } from '../harness.js';

/** A tool call's answer as the server sent it (MCP `tools/call` result). */
export interface ToolAnswer {
  content: Array<{ type: string; text: string }>;
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

/** A running `cairn mcp` child process spoken to over stdio (newline-delimited JSON-RPC, MCP's stdio framing). */
export interface McpChild {
  /** Calls a tool and waits for its answer (rejects after 60 s or when the process ends). */
  call(name: string, args: Record<string, unknown>): Promise<ToolAnswer>;
  /** Ends the process (stdin closed, then SIGTERM after 5 s) and waits for it. */
  close(): Promise<void>;
}

/**
 * Starts the built `cairn mcp` (the bundle the harness runs) in `cwd` with `env`, and performs
 * MCP's initialize handshake — a long-lived server, as a host keeps it, for tests of what it
 * sees between calls.
 */
export async function startMcp(cwd: string, env: Record<string, string>): Promise<McpChild> {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [BIN, 'mcp'], { cwd, env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', ...env } });
  let buffer = '';
  let stderr = '';
  let next = 1;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString('utf8');
  });
  child.stdout.on('data', (d: Buffer) => {
    buffer += d.toString('utf8');
    for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
      const line = buffer.slice(0, nl).trim();
      buffer = buffer.slice(nl + 1);
      if (line === '') continue;
      const msg = JSON.parse(line) as { id?: number; result?: unknown; error?: { message: string } };
      const w = msg.id !== undefined ? waiting.get(msg.id) : undefined;
      if (w === undefined) continue;
      waiting.delete(msg.id as number);
      if (msg.error) w.reject(new Error(msg.error.message));
      else w.resolve(msg.result);
    }
  });
  child.on('exit', (code) => {
    for (const w of waiting.values()) w.reject(new Error(`cairn mcp ended (exit ${code}): ${stderr}`));
    waiting.clear();
  });
  const request = (method: string, params: Record<string, unknown>): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`cairn mcp: no answer to ${method} in 60 s; stderr: ${stderr}`));
      }, 60_000);
      waiting.set(id, {
        resolve: (v) => {
          clearTimeout(timer);
          resolve(v);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    });
  await request('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'cairn-pg-test', version: '0' } });
  child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
  return {
    call: async (name, args) => (await request('tools/call', { name, arguments: args })) as ToolAnswer,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const kill = setTimeout(() => child.kill('SIGTERM'), 5_000);
        child.on('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.stdin.end();
      }),
  };
}
