import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, call, cleanup, connect, init, run, workspace } from './helpers.js';

afterEach(cleanup);

/** A JSON-RPC reply as these tests read it. */
interface Reply {
  id: number | null;
  jsonrpc?: string;
  error?: { code: number; message: string };
  result?: unknown;
}

/** The client's `initialize` request, id 1. */
const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'pipe', version: '1' } },
};

/**
 * Runs the server (a real child process) on an enabled project with `lines` on its stdin, one per
 * line (an object is sent as its JSON, a string as it is), then stdin closed; each stdout line parsed.
 */
async function rawSession(lines: readonly (string | object)[]): Promise<{ r: Awaited<ReturnType<typeof run>>; replies: Reply[] }> {
  const { home, project } = await workspace();
  await init(home, project);
  const input = lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n');
  const r = await run(process.execPath, [BIN, '--home', home, '--project', project], { input: `${input}\n` });
  const replies = r.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Reply);
  return { r, replies };
}

describe('bin: arguments, home and project', () => {
  it('refuses an unknown option with a message on stderr and exit 2, printing nothing on stdout', async () => {
    const { home, project } = await workspace();
    const r = await run(process.execPath, [BIN, '--home', home, '--project', project, '--pin-everything']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain("Unknown option '--pin-everything'");
    expect(r.stderr).toContain('Usage: cairn-mcp');
  });

  it('refuses positional arguments with exit 2', async () => {
    const r = await run(process.execPath, [BIN, 'serve']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
  });

  // Walk h53: an empty value (a host entry's unset variable) served the default home or project.
  it.each(['--home', '--project', '--store'])('refuses an empty %s with exit 2 and starts no server', async (flag) => {
    const { home, project } = await workspace();
    const given: Record<string, string> = { '--home': home, '--project': project };
    const args = Object.entries({ ...given, [flag]: '' }).flat();
    const r = await run(process.execPath, [BIN, ...args], { env: { ...process.env, CAIRN_HOME: home } });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`${flag} is empty`);
    expect(r.stderr).not.toContain('serving');
  });

  it('prints usage for --help', async () => {
    const r = await run(process.execPath, [BIN, '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('--project <dir>');
  });

  it('refuses a home inside the project (UNSAFE_HOME, exit 3)', async () => {
    const { project } = await workspace();
    const r = await run(process.execPath, [BIN, '--home', join(project, '.cairn'), '--project', project]);
    expect(r.code).toBe(3);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('inside the project');
  });

  it('refuses a CAIRN_HOME inside the project too', async () => {
    const { project } = await workspace();
    const r = await run(process.execPath, [BIN, '--project', project], { env: { ...process.env, CAIRN_HOME: join(project, 'store') } });
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('inside the project');
  });

  it('says clearly when the project folder does not exist (exit 2)', async () => {
    const { home, project } = await workspace();
    const r = await run(process.execPath, [BIN, '--home', home, '--project', join(project, 'missing')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('does not exist');
  });

  it('uses the git root of the working directory when --project is not given', async () => {
    const { home, project } = await workspace();
    await init(home, project);
    const sub = join(project, 'packages', 'deep');
    await mkdir(sub, { recursive: true });
    const s = await connect(home, project, { noProject: true, cwd: sub });
    const status = await call(s, 'status');
    expect(status.structuredContent).toMatchObject({ initialised: true, projectPath: project });
    // The same data as `cairn status` (one session function): counts by status, the key, the index.
    await call(s, 'memorize', { text: 'The harbour API listens on port 8080.', origin: 'agent' });
    const after = await call(s, 'status');
    expect(after.structuredContent).toMatchObject({ stored: 1, byStatus: { candidate: 1 }, personKey: expect.any(Boolean), index: expect.any(String) });
    expect(after.text).toContain('1 memory stored (1 candidate)');
  });

  it('exits when the client closes stdin, answering calls already in flight', async () => {
    const { r, replies } = await rawSession([
      INITIALIZE,
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
      { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'memorize', arguments: { text: 'Piped fact', origin: 'agent' } } },
    ]);
    expect(r.code).toBe(0);
    expect(replies.map((m) => m.id).sort()).toEqual([1, 2, 3]);
  });
  it('answers a malformed line with a JSON-RPC parse error (id null) and keeps serving (issue #14, walk-2 item 27)', async () => {
    const { r, replies } = await rawSession([
      'this is not json {',
      INITIALIZE,
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { hello: 'json, but not JSON-RPC' },
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
    ]);
    expect(r.code).toBe(0);
    const errors = replies.filter((m) => m.error !== undefined);
    expect(errors.map((m) => [m.id, m.error?.code])).toEqual([
      [null, -32700],
      [null, -32600],
    ]);
    expect(replies.every((m) => m.jsonrpc === '2.0')).toBe(true);
    // Still serving after both: initialize and tools/list answered.
    expect(
      replies
        .filter((m) => m.result !== undefined)
        .map((m) => m.id)
        .sort(),
    ).toEqual([1, 2]);
    // The line is never echoed back.
    expect(r.stdout).not.toContain('this is not json');
  });

  it('answers in the order a client can place: initialize first, a Parse error after the answers to the requests before its line; the log names no character and quotes no line (issue #14, walk-3 item 13)', async () => {
    const { r, replies } = await rawSession([INITIALIZE, 'these words are not json', { jsonrpc: '2.0', id: 3, method: 'no/such/method' }]);
    expect(r.code).toBe(0);
    expect(replies.map((m) => [m.id, m.error?.code ?? 'result'])).toEqual([
      [1, 'result'],
      [null, -32700],
      [3, -32601],
    ]);
    expect(r.stderr).toContain('protocol error: a line on stdin is not JSON; answered -32700 (Parse error)');
    expect(r.stderr).not.toContain('Unexpected token');
    expect(r.stderr).not.toContain('these words');
  });

  // Walk h58 item 12: `tools/call` whose params are not the shape it takes ("arguments" a string,
  // no params, a name that is not text) was answered -32603 (Internal error) with zod's raw issue
  // dump as the message: the client's own bad input read as the server's failure.
  it('answers tools/call with params of the wrong shape -32602 (Invalid params), in words, and keeps serving (walk h58 item 12)', async () => {
    const { r, replies } = await rawSession([
      INITIALIZE,
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'recall', arguments: 'str' } },
      { jsonrpc: '2.0', id: 3, method: 'tools/call' },
      { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 5 } },
      { jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'status', arguments: {} } },
    ]);
    expect(r.code).toBe(0);
    const byId = new Map(replies.map((m) => [m.id, m]));
    for (const id of [2, 3, 4]) {
      const e = byId.get(id)?.error;
      expect(e?.code).toBe(-32602);
      expect(e?.message).toContain('Invalid params for tools/call');
      // One line of words, not a JSON dump of zod's issues.
      expect(e?.message).not.toContain('\n');
      expect(e?.message).not.toContain('"expected"');
    }
    expect(byId.get(2)?.error?.message).toContain('arguments');
    expect(byId.get(4)?.error?.message).toContain('name');
    // Still serving: the status call after them is answered.
    expect(byId.get(5)?.result).toBeDefined();
  });
});
