/**
 * The figures taken without MCP: recall in-process through core's public `recall`, the cold
 * CLI beside `node -e 0`, and the store's durable-write and bulk-import rates (from store-fs's
 * own benchmark script, run as a child process).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInMemoryStore, recall } from '@cairn/core';
import { openFileStore } from '@cairn/store-fs';
import { CAIRN_CLI_BIN, REPO } from './servers.mjs';
import { median, summarize } from './stats.mjs';

/**
 * Recall in-process at one size: core's `recall` (no reinforcement, so every round sees the
 * same store) on the file store as the one-shot CLI opens it (the persisted search index), on
 * the file store as the MCP server and the editor open it (`recallIndex: true`: core's
 * in-memory RecallIndex, built by the first recall), and on the in-memory store holding the
 * same records.
 *
 * @param {{ home: string, project: string, queries: readonly import('./corpus.mjs').Query[], rounds: number }} options
 * @returns {Promise<{ openSeconds: number, indexKind: string, file: Timing, indexed: Timing, indexBuildMs: number, memory: Timing }>}
 *   timings in ms over every query of every round (`Timing` = `{ p50, p99, n }`); `openSeconds`
 *   is the file store's cold open, `indexBuildMs` the first recall of the `recallIndex` store
 */
export async function inProcessRecall({ home, project, queries, rounds }) {
  const t0 = performance.now();
  const store = await openFileStore({ home, projectPath: project, onWarning: () => undefined });
  const openSeconds = (performance.now() - t0) / 1000;
  const now = new Date();
  const time = async (s) => {
    for (const q of queries.slice(0, 3)) await recall(s, { query: q.query }, { now, reinforce: false });
    const ms = [];
    for (let round = 0; round < rounds; round++) {
      for (const q of queries) {
        const t = performance.now();
        await recall(s, { query: q.query }, { now, reinforce: false });
        ms.push(performance.now() - t);
      }
    }
    return summarize(ms);
  };
  try {
    const file = await time(store);
    const memory = createInMemoryStore(store.project);
    const records = await store.list();
    await memory.transact(async (tx) => {
      for (const r of records) tx.put(r);
    });
    const memoryTiming = await time(memory);
    await store.close();
    const long = await openFileStore({ home, projectPath: project, onWarning: () => undefined, recallIndex: true });
    try {
      const t1 = performance.now();
      await recall(long, { query: queries[0].query }, { now, reinforce: false });
      const indexBuildMs = performance.now() - t1;
      return { openSeconds, indexKind: store.indexKind, file, indexed: await time(long), indexBuildMs, memory: memoryTiming };
    } finally {
      await long.close();
    }
  } finally {
    await store.close();
  }
}

/**
 * Runs a process to completion.
 *
 * @returns {Promise<{ ms: number, code: number | null, stdout: string, stderr: string }>}
 */
function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], cwd: REPO });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => {
      stdout += c;
    });
    child.stderr.on('data', (c) => {
      stderr += c;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ ms: performance.now() - t0, code, stdout, stderr }));
  });
}

/**
 * A cold CLI recall (`cairn recall <word> --json`, a new process each time, as a shell or a
 * host hook runs it) beside a bare `node -e 0`, alternating, `runs` times each.
 *
 * @param {{ home: string, project: string, word: string, runs: number }} options
 * @returns {Promise<{ cli: number, node: number, ratio: number, hits: number }>} median ms of each, their ratio, hits of the last run
 * @throws Error when the CLI exits non-zero or prints no JSON
 */
export async function coldCliRecall({ home, project, word, runs }) {
  const env = { ...process.env, CAIRN_HOME: home };
  const cli = [];
  const bare = [];
  let hits = 0;
  for (let i = 0; i < runs; i++) {
    bare.push((await run(process.execPath, ['-e', '0'], env)).ms);
    const r = await run(process.execPath, [CAIRN_CLI_BIN, 'recall', word, '--json', '--project', project], env);
    if (r.code !== 0) throw new Error(`cairn recall exited ${r.code}: ${r.stderr.slice(0, 300)}${r.stdout.slice(0, 300)}`);
    hits = (JSON.parse(r.stdout).hits ?? []).length;
    cli.push(r.ms);
  }
  return { cli: median(cli), node: median(bare), ratio: median(cli) / median(bare), hits };
}

/**
 * Store-fs's durable-write benchmark (packages/store-fs/bench/durable.mjs), run as a child
 * process and read back: the raw lock + 2×fdatasync rate, durable store transactions and
 * memorize against it, and bulk import with group commit.
 *
 * @param {{ n: number, bulk: number }} options - sequential transactions per contestant; records imported
 * @returns {Promise<{ raw: number, tx: number, txPct: number, memorize: number, memorizePct: number, bulk: number, index: string }>} rates per second, percentages of raw
 * @throws Error when the script fails or its output changed shape
 */
export async function storeWrites({ n, bulk }) {
  const script = join(REPO, 'packages', 'store-fs', 'bench', 'durable.mjs');
  const r = await run(process.execPath, [script, '--n', String(n), '--bulk', String(bulk)], process.env);
  if (r.code !== 0) throw new Error(`durable.mjs exited ${r.code}: ${r.stderr.slice(-500)}`);
  const grab = (re) => {
    const m = re.exec(r.stdout);
    if (!m) throw new Error(`durable.mjs output changed; could not read ${re}:\n${r.stdout}`);
    return m;
  };
  const raw = Number(grab(/raw lock \+ 2×fdatasync transactions:\s+(\d+)\/s/).at(1));
  const tx = grab(/durable store transactions \((\w+)\):\s+(\d+)\/s = (\d+)%/);
  const mem = grab(/durable memorize \(core write path\):\s+(\d+)\/s = (\d+)%/);
  const bulkRate = Number(grab(/bulk import, group commit of \d+:\s+(\d+) records\/s/).at(1));
  return { raw, index: tx[1], tx: Number(tx[2]), txPct: Number(tx[3]), memorize: Number(mem[1]), memorizePct: Number(mem[2]), bulk: bulkRate };
}
