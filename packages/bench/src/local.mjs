/**
 * The figures taken without MCP: recall in-process through core's public `recall`, the cold
 * CLI beside `node -e 0`, and the store's durable-write and bulk-import rates (from store-fs's
 * own benchmark script, run as a child process).
 */
import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInMemoryStore, recall, SCHEMA_VERSION } from '@cairn/core';
import { initProject, openFileStore } from '@cairn/store-fs';
import { childEnv } from './childEnv.mjs';
import { CAIRN_BUNDLE_BIN, CAIRN_CLI_BIN, REPO } from './servers.mjs';
import { seedCairn } from './seed.mjs';
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
  const rssAfterOpenMB = process.memoryUsage().rss / 2 ** 20;
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
      return { openSeconds, rssAfterOpenMB, indexKind: store.indexKind, file, indexed: await time(long), indexBuildMs, memory: memoryTiming };
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
 * host hook runs it) beside a bare `node -e 0`, alternating, `runs` times each: the workspace
 * CLI (packages/cli/dist/cairn.cjs) and the shipped bundle (cairn-memory's dist/cairn.cjs, its `cairn`).
 *
 * @param {{ home: string, project: string, word: string, runs: number }} options
 * @returns {Promise<{ cli: number, cliP99: number, bundle: number, node: number, ratio: number, bundleRatio: number, hits: number }>}
 *   median ms of each (`cliP99`: the workspace CLI's slowest run), ratios to `node -e 0`'s median, hits of the last run
 * @throws Error when a CLI exits non-zero, prints no JSON, or the two CLIs find different numbers of hits
 */
export async function coldCliRecall({ home, project, word, runs }) {
  // The environment of every timed child (childEnv.mjs): the caller's is not passed.
  const env = childEnv({ home, userHome: join(dirname(home), 'hook-user') });
  const times = { cli: [], bundle: [], node: [] };
  let hits = 0;
  for (let i = 0; i < runs; i++) {
    times.node.push((await run(process.execPath, ['-e', '0'], env)).ms);
    for (const [who, bin] of [
      ['cli', CAIRN_CLI_BIN],
      ['bundle', CAIRN_BUNDLE_BIN],
    ]) {
      const r = await run(process.execPath, [bin, 'recall', word, '--json', '--project', project], env);
      if (r.code !== 0) throw new Error(`cairn recall (${who}) exited ${r.code}: ${r.stderr.slice(0, 300)}${r.stdout.slice(0, 300)}`);
      const found = (JSON.parse(r.stdout).hits ?? []).length;
      if (who === 'bundle' && found !== hits) throw new Error(`cairn recall: the bundle found ${found} hits, the workspace CLI ${hits}`);
      hits = found;
      times[who].push(r.ms);
    }
  }
  const m = { cli: median(times.cli), bundle: median(times.bundle), node: median(times.node) };
  return { ...m, cliP99: Math.max(...times.cli), ratio: m.cli / m.node, bundleRatio: m.bundle / m.node, hits };
}

/** The floor program (floorRecall.mjs): core + store-fs, one recall, no CLI. */
const FLOOR_SCRIPT = join(REPO, 'packages', 'bench', 'src', 'floorRecall.mjs');

/**
 * The start-up floor (issue #20: measure it before choosing a design): `node -e 0`; the
 * floor program (core and store-fs loaded, one recall on a store of one memory, no CLI);
 * `cairn --version` (the CLI's start-up alone); and a cold CLI recall on a store of 20
 * memories — the last two for the workspace CLI and for the shipped bundle (`…Bundle`) —
 * alternating, `runs` times each, medians in ms.
 *
 * @param {{ home: string, root: string, runs: number }} options - `root`: a folder for the two small projects
 * @returns {Promise<{ node: number, floor: number, version: number, cli20: number, versionBundle: number, cli20Bundle: number, runs: number }>}
 * @throws Error when a process exits non-zero
 */
export async function startupFloor({ home, root, runs }) {
  const env = childEnv({ home, userHome: join(dirname(home), 'hook-user') });
  const projects = { one: join(root, 'floor-1'), twenty: join(root, 'floor-20'), empty: join(root, 'floor-0') };
  // Seeded as the person's signed memories (seedCairn), as the 10k store is: readers check every
  // `user` claim, so unsigned records read as an agent's candidates and a recall finds nothing.
  for (const [name, project] of Object.entries(projects)) {
    const n = name === 'one' ? 1 : name === 'empty' ? 0 : 20;
    const memories = Array.from({ length: n }, (_, i) => ({
      id: `floor_${i}`,
      kind: 'fact',
      text: `Floor note ${i}: the ledgerline exporter writes one line per entry.`,
    }));
    await seedCairn({ home, project, memories });
  }
  const times = { node: [], floor: [], version: [], cli0: [], cli20: [], versionBundle: [], cli0Bundle: [], cli20Bundle: [] };
  const check = (r, what) => {
    if (r.code !== 0) throw new Error(`${what} exited ${r.code}: ${r.stderr.slice(0, 300)}`);
    return r.ms;
  };
  // A recall that finds nothing would time less than the work the row names: every run must hit.
  const found = (r) => {
    if (r.code === 0 && !(JSON.parse(r.stdout).hits?.length > 0)) return { ...r, code: 3, stderr: `no hits on the 20-memory store: ${r.stdout.slice(0, 200)}` };
    return r;
  };
  // The empty store's recall (issue #20's floor of a whole cold CLI recall: everything but the records) must answer, and find nothing.
  const none = (r) => {
    if (r.code === 0 && JSON.parse(r.stdout).hits?.length !== 0) return { ...r, code: 3, stderr: `hits on the empty store: ${r.stdout.slice(0, 200)}` };
    return r;
  };
  const recallArgs = (project) => ['recall', 'ledgerline', '--json', '--project', project];
  for (let i = 0; i < runs; i++) {
    times.node.push(check(await run(process.execPath, ['-e', '0'], env), 'node -e 0'));
    times.floor.push(check(await run(process.execPath, [FLOOR_SCRIPT, home, projects.one, 'ledgerline'], env), 'floorRecall.mjs'));
    times.version.push(check(await run(process.execPath, [CAIRN_CLI_BIN, '--version'], env), 'cairn --version'));
    times.cli0.push(check(none(await run(process.execPath, [CAIRN_CLI_BIN, ...recallArgs(projects.empty)], env)), 'cairn recall (empty store)'));
    times.cli20.push(
      check(found(await run(process.execPath, [CAIRN_CLI_BIN, 'recall', 'ledgerline', '--json', '--project', projects.twenty], env)), 'cairn recall'),
    );
    times.versionBundle.push(check(await run(process.execPath, [CAIRN_BUNDLE_BIN, '--version'], env), 'cairn --version (bundle)'));
    times.cli0Bundle.push(
      check(none(await run(process.execPath, [CAIRN_BUNDLE_BIN, ...recallArgs(projects.empty)], env)), 'cairn recall (bundle, empty store)'),
    );
    times.cli20Bundle.push(
      check(
        found(await run(process.execPath, [CAIRN_BUNDLE_BIN, 'recall', 'ledgerline', '--json', '--project', projects.twenty], env)),
        'cairn recall (bundle)',
      ),
    );
  }
  return { ...Object.fromEntries(Object.entries(times).map(([k, xs]) => [k, median(xs)])), runs };
}

/**
 * A whole, active record of origin `user` holding `text` (what core's write path would store
 * for a person's memorize), for bulk imports that bypass the write path.
 */
export function benchRecord(project, id, text, now, kind = 'fact') {
  return {
    schemaVersion: SCHEMA_VERSION,
    id,
    projectKey: project.key,
    projectPath: project.path,
    kind,
    text,
    origin: 'user',
    salience: 1,
    confidence: 1,
    decayRate: 0.995,
    strength: 1,
    reinforcedAt: now,
    pinned: false,
    stable: false,
    status: 'active',
    flags: [],
    gateReasons: [],
    evidence: [{ source: null, sourceHash: id, channel: 'cli', at: now }],
    tags: [],
    createdAt: now,
    updatedAt: now,
    recallCount: 0,
  };
}

/**
 * The file store's bulk import: enables memory for `project` under `home` and puts every memory
 * as an active `user` record ({@link benchRecord}, unsigned) with its audit line, 500 records per
 * group commit (`transactMany`: one lock, one fdatasync per group) — the fast path, not core's
 * memorize (no gate, no dedup search, no person's signature). What the 1M size and the team
 * store's seeding (`--team-only`) use.
 *
 * @param {{ home: string, project: string, memories: ReadonlyArray<{ id: string, kind: string, text: string }>, onProgress?: (done: number) => void }} options
 * @returns {Promise<{ seconds: number, perSecond: number, dir: string }>} wall time of the import, records/s, the store's folder
 */
export async function bulkImport({ home, project, memories, onProgress }) {
  const { mkdir } = await import('node:fs/promises');
  await mkdir(project, { recursive: true });
  await initProject({ home, projectPath: project, onWarning: () => undefined });
  const importer = await openFileStore({ home, projectPath: project, onWarning: () => undefined });
  const dir = importer.dir;
  const now = new Date().toISOString();
  const t0 = performance.now();
  try {
    for (let i = 0; i < memories.length; i += 500) {
      const fns = memories.slice(i, i + 500).map((m) => async (tx) => {
        tx.put(benchRecord(importer.project, m.id, m.text, now, m.kind));
        tx.audit({ time: now, event: 'memorize', id: m.id, origin: 'user', channel: 'cli', interactive: false });
      });
      await importer.transactMany(fns);
      onProgress?.(Math.min(memories.length, i + 500));
    }
  } finally {
    await importer.close();
  }
  const seconds = (performance.now() - t0) / 1000;
  return { seconds, perSecond: memories.length / seconds, dir };
}

/** Bytes of every file under `dir`. */
async function duBytes(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? await duBytes(path) : (await stat(path)).size;
  }
  return total;
}

/**
 * The opt-in huge size (`pnpm bench --huge`, 1M memories; the peer is skipped): bulk import
 * through the store's group commit (records built directly, not through core's write path),
 * the file store's open, in-process recall (the persisted view, as a one-shot process ranks),
 * cold CLI recall, the process's RSS after the recalls, and the store's size on disk.
 *
 * @param {{ home: string, project: string, memories: ReadonlyArray<{ id: string, kind: string, text: string }>, queries: readonly import('./corpus.mjs').Query[], cliRuns: number, onProgress?: (done: number) => void }} options
 * @returns {Promise<{ size: number, importSeconds: number, importPerSecond: number, openMs: number, recall: { p50: number, p99: number, n: number }, cli: { cli: number, cliP99: number, node: number, ratio: number, hits: number }, rssMB: number, diskBytes: number, indexKind: string }>}
 */
export async function hugeSize({ home, project, memories, queries, cliRuns, onProgress }) {
  const { seconds: importSeconds, dir } = await bulkImport({ home, project, memories, onProgress });
  const t1 = performance.now();
  const store = await openFileStore({ home, projectPath: project, onWarning: () => undefined });
  const openMs = performance.now() - t1;
  const ms = [];
  try {
    const at = new Date();
    for (const q of queries) {
      const t = performance.now();
      await recall(store, { query: q.query }, { now: at, reinforce: false });
      ms.push(performance.now() - t);
    }
  } finally {
    await store.close();
  }
  const rssMB = process.memoryUsage().rss / 2 ** 20;
  const cli = await coldCliRecall({ home, project, word: queries[0].query, runs: cliRuns });
  return {
    size: memories.length,
    cliRuns,
    importSeconds,
    importPerSecond: memories.length / importSeconds,
    openMs,
    recall: summarize(ms),
    cli,
    rssMB,
    diskBytes: await duBytes(dir),
    indexKind: store.indexKind,
  };
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
