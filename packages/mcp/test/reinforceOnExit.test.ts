import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, call, cleanup, connect, init, records, seed, workspace } from './helpers.js';

// A recall answers before its reinforcement is written (batched, DESIGN.md §4; issue #20: the
// write never delays the next answer) — and the batch is never lost when the server stops right
// after: the client closing stdin and a SIGTERM each write it before the process exits.

let home: string;
let project: string;
let id: string;

beforeAll(async () => {
  ({ home, project } = await workspace());
  await init(home, project);
  [id] = (await seed(home, project, [{ text: 'The deploy script lives in scripts/ship.sh', origin: 'user', kind: 'fact' }])) as [string];
});
afterAll(cleanup);

const recallCount = async (): Promise<number> => ((await records(home, project)).find((r) => r.id === id) as unknown as { recallCount: number }).recallCount;

/** Runs the built server, sends initialize and one recall as raw lines, waits for the recall's answer, then stops it by `how`. */
function recallThenStop(how: 'SIGTERM' | 'stdin'): Promise<{ code: number | null; answer: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, '--home', home, '--project', project], { cwd: project, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let answer: Record<string, unknown> | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      for (const line of out.split('\n').slice(0, -1)) {
        const m = JSON.parse(line) as { id?: number };
        if (m.id === 2 && answer === undefined) {
          answer = m as Record<string, unknown>;
          if (how === 'SIGTERM') child.kill('SIGTERM');
          else child.stdin.end();
        }
      }
    });
    child.on('error', reject);
    child.on('close', (code) => (answer === undefined ? reject(new Error(`no answer; exit ${code}`)) : resolve({ code, answer })));
    const lines = [
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'recall', arguments: { query: 'deploy script' } } },
    ];
    child.stdin.write(`${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
  });
}

describe("a recall's reinforcement when the server stops right after answering", () => {
  for (const how of ['stdin', 'SIGTERM'] as const)
    it(`is on disk once the server has exited (${how === 'stdin' ? 'the client closed stdin' : 'SIGTERM'})`, async () => {
      const before = await recallCount();
      const { answer } = await recallThenStop(how);
      const hits = (answer.result as { structuredContent: { hits: Array<{ id: string }> } }).structuredContent.hits;
      expect(hits.map((h) => h.id)).toContain(id);
      // Read right after the exit, never after a wait: nothing is left to write it later.
      expect(await recallCount()).toBe(before + 1);
    });

  it('is on disk after an SDK client closes', async () => {
    const before = await recallCount();
    const s = await connect(home, project);
    const r = await call(s, 'recall', { query: 'deploy script' });
    expect((r.structuredContent as { hits: Array<{ id: string }> }).hits.map((h) => h.id)).toContain(id);
    await s.close();
    expect(await recallCount()).toBe(before + 1);
  });
});
