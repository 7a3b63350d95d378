#!/usr/bin/env node
/**
 * Cairn's benchmark run (issue #10): Cairn beside the MCP reference memory server at 1k, 10k
 * and 100k memories, plus the figures Cairn has alone; writes bench/results/report.md and
 * chart.png at the repository root. A script, not a test: it never fails on a number.
 *
 *     pnpm bench            # from the repository root: builds what it needs, then runs this
 *     pnpm bench --quick    # skips 100k (a few minutes)
 *     pnpm bench --huge     # adds 1M memories, Cairn alone (the peer is skipped there; ~15 min more)
 *     pnpm bench --startup  # only the start-up floor (and recall and the PreToolUse, PostToolUse and SessionStart hooks with `cairn daemon` running, src/daemon.mjs, at 20 memories and at 10k), the cold CLI recall and the cold `cairn hook` at 10k, a SessionEnd memorize in a git checkout among them,
 *                           # and the MCP server's RSS after 20 recalls at 10k (≈ 3 min); prints JSON, writes no report
 *     pnpm bench --read-hook  # only what hashing a read file costs the PostToolUse hook, beside a Read outside the project (≈ 1 min); prints JSON, writes no report
 *     pnpm bench --team-only --pg <url>  # only the team store beside the file store at 10k and 100k (--quick: 10k), the file store
 *                                        # seeded by bulk import (≈ 10 min; `bash scripts/pg-test.sh pnpm bench --team-only`); prints JSON, writes no report
 *
 * Options: --quick, --huge, --out <dir> (default bench/results), --keep (keep the temporary stores),
 * --pg <postgres://admin@host:port/db> (or CAIRN_PG_ADMIN_URL): also the team store beside the
 * file store, at 10k and 100k (opt-in; `bash scripts/pg-test.sh pnpm bench` starts a server).
 * Progress goes to stderr.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { chartSvg, renderPng } from './chart.mjs';
import { buildCorpus, freshMemories, SEED } from './corpus.mjs';
import { coldHook, coldJournal } from './hooks.mjs';
import { daemonStartup } from './daemon.mjs';
import { bulkImport, coldCliRecall, hugeSize, inProcessRecall, startupFloor, storeWrites } from './local.mjs';
import { bindingsBench } from './bindings.mjs';
import { readHookBench } from './readHook.mjs';
import { childEnvLine, childEnvSummary } from './childEnv.mjs';
import { compareMemorize, compareRecall, concurrentWriters } from './overMcp.mjs';
import { renderReport, sizeName } from './report.mjs';
import { seedCairn, writePeerFile } from './seed.mjs';
import { teamStoreBench } from './teamStore.mjs';
import { CAIRN_BUNDLE_BIN, CAIRN_CLI_BIN, CAIRN_MCP_BIN, connect, memoryOf, PEER_VERSION, REPO, SDK_DEFAULT_MAX_MESSAGE } from './servers.mjs';
import { TOPICS } from './topics.mjs';

/**
 * How much work each size gets: recall rounds over every query, memorize rounds, cold CLI
 * runs. Chosen so the whole run stays under 15 minutes on a 2-core machine.
 */
const PLAN = {
  1000: { rounds: 3, memorize: 20, cliRuns: 0 },
  10000: { rounds: 2, memorize: 20, cliRuns: 5 },
  100000: { rounds: 1, memorize: 8, cliRuns: 3 },
};
/** The start-up floor: runs of each process. */
const FLOOR_RUNS = 7;
/** The opt-in huge size. */
const HUGE = { size: 1_000_000, cliRuns: 5 };
/** Concurrency: server processes per contestant, memories each writes. */
const WRITERS = 4;
const EACH = 25;
/** In-process recall rounds over every query. */
const IN_PROCESS_ROUNDS = 2;
/** store-fs's durable.mjs: sequential transactions per contestant, records bulk-imported. */
const DURABLE = { full: { n: 400, bulk: 20_000 }, quick: { n: 200, bulk: 10_000 } };

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    startup: { type: 'boolean', default: false },
    'read-hook': { type: 'boolean', default: false },
    'team-only': { type: 'boolean', default: false },
    huge: { type: 'boolean', default: false },
    out: { type: 'string' },
    keep: { type: 'boolean', default: false },
    pg: { type: 'string' },
  },
});
const quick = values.quick === true;
const huge = values.huge === true;
/** Only the start-up figures (issue #20): the floor, then a 10k store for the cold CLI recall. */
const startupOnly = values.startup === true;
const outDir = values.out ?? join(REPO, 'bench', 'results');
const sizes = startupOnly ? [10_000] : quick ? [1_000, 10_000] : [1_000, 10_000, 100_000];
/** The team store part (opt-in): an administrator's URL, no password in it. */
const pgAdmin = values.pg ?? process.env.CAIRN_PG_ADMIN_URL;
/** `--startup`: recalls over MCP before the server's RSS is read (`mcpRss`). */
const MCP_RSS_RECALLS = 20;
/** New `cairn hook` processes per event at 10k memories (the host-hooks issue's speed target). */
const HOOK_RUNS = 7;

/** Team store: sizes, memorize calls, writer processes × memories each (recall: every query, twice). */
const TEAM = { sizes: [10_000, 100_000], memorize: 50, writers: 8, each: 50 };
const teamSizes = [];

const started = performance.now();
const log = (message) => process.stderr.write(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}\n`);

for (const bin of [CAIRN_MCP_BIN, CAIRN_CLI_BIN, CAIRN_BUNDLE_BIN]) {
  if (!existsSync(bin)) {
    process.stderr.write(`bench: ${relative(REPO, bin)} is missing; build first (\`pnpm bench\` from the repository root does).\n`);
    process.exit(2);
  }
}

/** The SDK's version, read from the package the client is loaded from. */
async function sdkVersion() {
  let dir = dirname(createRequire(import.meta.url).resolve('@modelcontextprotocol/sdk/client/index.js'));
  while (dir !== dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(await readFile(file, 'utf8'));
      if (pkg.name === '@modelcontextprotocol/sdk') return pkg.version;
    }
    dir = dirname(dir);
  }
  return 'unknown';
}

const root = await realpath(await mkdtemp(join(tmpdir(), 'cairn-bench-')));
await chmod(root, 0o700);

// Only the Read hook's hashing cost (issue #23), opt-in: JSON on stdout, no report.
if (values['read-hook'] === true) {
  try {
    const readHook = await readHookBench({ root, log });
    process.stdout.write(`${JSON.stringify({ machine: { cores: cpus().length, loadavg: loadavg() }, readHook }, null, 2)}\n`);
  } finally {
    if (!values.keep) await rm(root, { recursive: true, force: true });
  }
  process.exit(0);
}
const home = join(root, 'home');
const cleanup = async () => {
  if (!values.keep) await rm(root, { recursive: true, force: true });
};
process.once('SIGINT', () => {
  cleanup().finally(() => process.exit(130));
});

const results = {
  quick,
  machine: {
    cores: cpus().length,
    cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
    memoryGB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    /** 1-minute load average at the start and the end (2 cores: above 2, other work waited for the CPU). */
    load: { start: loadavg()[0], end: undefined },
    /** The environment of every timed child (childEnv.mjs): names only. */
    childEnv: childEnvSummary(),
  },
  peerVersion: PEER_VERSION,
  sdkVersion: await sdkVersion(),
  sizes: [],
  floor: undefined,
  huge: undefined,
  coldCli: [],
  /** `--startup`: the daemon's rows at each size (issue #20). */
  daemonAt: [],
  coldHook: [],
  concurrency: undefined,
  inProcess: undefined,
  store: undefined,
  teamStore: undefined,
  corpus: undefined,
  wallSeconds: 0,
};

// Only the team store beside the file store (issue #24), opt-in: each file store seeded by bulk
// import (group commit of 500; core's memorize through the seeding path took ≈ 50 min at 100k
// under load), then the same teamStoreBench as the full run. JSON on stdout, no report.
if (values['team-only'] === true) {
  if (!pgAdmin) {
    process.stderr.write('bench: --team-only needs a PostgreSQL server: --pg <postgres://admin@host:port/db>, or run it under `bash scripts/pg-test.sh`.\n');
    await cleanup();
    process.exit(2);
  }
  try {
    const seeds = [];
    for (const size of quick ? [10_000] : TEAM.sizes) {
      const name = sizeName(size);
      const project = join(root, `project-${name}`);
      log(`${name}: generating the corpus`);
      const { memories, queries } = buildCorpus(size);
      log(`${name}: bulk import into the file store (group commit of 500)`);
      const seeded = await bulkImport({
        home,
        project,
        memories,
        onProgress: (done) => {
          if (done % 20_000 === 0 || done === memories.length) log(`${name}: imported ${done}/${memories.length}`);
        },
      });
      seeds.push({ size, seconds: seeded.seconds, perSecond: seeded.perSecond });
      teamSizes.push({ size, home, project, queries });
    }
    log(`team store (PostgreSQL) beside the file store at ${teamSizes.map((t) => sizeName(t.size)).join(', ')}`);
    const teamStore = await teamStoreBench({ adminUrl: pgAdmin, sizes: teamSizes, memorizeN: TEAM.memorize, writers: TEAM.writers, each: TEAM.each, log });
    results.machine.load.end = loadavg()[0];
    results.wallSeconds = (performance.now() - started) / 1000;
    process.stdout.write(`${JSON.stringify({ machine: results.machine, wallSeconds: results.wallSeconds, seeds, teamStore }, null, 2)}\n`);
  } finally {
    await cleanup();
  }
  process.exit(0);
}

try {
  log(childEnvLine(results.machine.childEnv));
  log(`start-up floor: node -e 0, the floor program, cairn --version, cold CLI recall at 20 memories × ${FLOOR_RUNS}`);
  results.floor = await startupFloor({ home, root, runs: FLOOR_RUNS });
  if (startupOnly) {
    log(
      `with \`cairn daemon\` running: recall at 20 memories and PreToolUse, PostToolUse and SessionStart hooks × ${FLOOR_RUNS}, beside node -e 0 and the same cold`,
    );
    results.daemon = await daemonStartup({ home, root, runs: FLOOR_RUNS });
  }
  for (const size of sizes) {
    const plan = PLAN[size];
    const name = sizeName(size);
    const project = join(root, `project-${name}`);
    const memoryFile = join(root, `peer-${name}.jsonl`);
    log(`${name}: generating the corpus`);
    const { memories, queries } = buildCorpus(size);
    log(`${name}: seeding Cairn through core's memorize (group commit)`);
    const seed = await seedCairn({
      home,
      project,
      memories,
      onProgress: (done) => {
        if (done % 10_048 === 0 || done === memories.length) log(`${name}: seeded ${done}/${memories.length}`);
      },
    });
    if (startupOnly) {
      log(`${name}: cold CLI recall × ${plan.cliRuns} beside node -e 0 (workspace CLI and shipped bundle)`);
      const word = queries[0].query;
      results.coldCli.push({ size, word, runs: plan.cliRuns, ...(await coldCliRecall({ home, project, word, runs: plan.cliRuns })) });
      log(`${name}: cold \`cairn hook\` (PreToolUse, PostToolUse, SessionStart) × ${HOOK_RUNS} beside node -e 0`);
      results.coldHook.push(...(await coldHook({ home, project, runs: HOOK_RUNS, scratch: dirname(home) })).map((h) => ({ size, runs: HOOK_RUNS, ...h })));
      log(
        `${name}: with \`cairn daemon\` running: recall and PreToolUse, PostToolUse and SessionStart hooks × ${FLOOR_RUNS}, beside node -e 0 and the same cold`,
      );
      results.daemonAt.push({ size, word, ...(await daemonStartup({ home, root, runs: FLOOR_RUNS, project, word })) });
      log(`${name}: cold \`cairn hook\` SessionEnd (a journal memorize) in a git checkout × ${HOOK_RUNS} beside node -e 0`);
      results.coldHook.push({ size, runs: HOOK_RUNS, ...(await coldJournal({ home, project, runs: HOOK_RUNS, scratch: dirname(home) })) });
      // The MCP server's memory after recalls only (issue #20: the gate is evaluated on a server's first write, not by one that recalls).
      log(`${name}: MCP server RSS after ${MCP_RSS_RECALLS} recalls`);
      const server = await connect('cairn', { home, project });
      try {
        for (const q of queries.slice(0, MCP_RSS_RECALLS)) await server.call('recall', { query: q.query });
        results.mcpRss = { size, recalls: MCP_RSS_RECALLS, ...(await memoryOf(server.pid)) };
      } finally {
        await server.close();
      }
      continue;
    }
    await writePeerFile(memoryFile, memories);
    results.corpus ??= {
      seed: SEED,
      topics: TOPICS.length,
      planted: queries.filter((q) => q.shape === '1-word').reduce((n, q) => n + q.relevant.length, 0),
      oneWord: queries.filter((q) => q.shape === '1-word').length,
      multiWord: queries.filter((q) => q.shape === 'multi-word').length,
      phrases: queries.filter((q) => q.shape === 'multi-word' && q.phrase).length,
      common: queries.filter((q) => q.shape === 'common').length,
      confirmed: seed.confirmed.length,
    };

    log(`${name}: starting both servers`);
    let t = performance.now();
    const cairn = await connect('cairn', { home, project });
    const cairnUp = performance.now() - t;
    t = performance.now();
    const peer = await connect('peer', { memoryFile });
    const peerUp = performance.now() - t;
    let entry;
    try {
      log(`${name}: recall vs search_nodes, ${queries.length} queries × ${plan.rounds}`);
      let oversized = 0;
      const peerCall = peer.call;
      peer.call = async (tool, args) => {
        const answer = await peerCall(tool, args);
        if (answer.bytes > SDK_DEFAULT_MAX_MESSAGE) oversized++;
        return answer;
      };
      const recallFigures = await compareRecall(cairn, peer, queries, plan.rounds);
      const rss = { cairn: await memoryOf(cairn.pid), peer: await memoryOf(peer.pid) };
      log(`${name}: memorize vs create_entities/add_observations × ${plan.memorize}`);
      const memorizeFigures = await compareMemorize(
        cairn,
        peer,
        freshMemories(`size${name}`, plan.memorize),
        memories.slice(0, plan.memorize).map((m) => m.id),
        plan.memorize,
      );
      entry = {
        size,
        rounds: plan.rounds,
        seed,
        startup: { cairn: cairnUp, peer: peerUp },
        recall: recallFigures,
        peerOversized: Math.round(oversized / plan.rounds),
        memorize: memorizeFigures,
        rss,
      };
    } finally {
      await cairn.close();
      await peer.close();
    }
    results.sizes.push(entry);
    log(
      `${name}: recall ${entry.recall.all.ratio.toFixed(1)}× faster than the peer (median pair ratio), Cairn multi-word hit@5 ${entry.recall['multi-word'].cairn.hit5.toFixed(2)}`,
    );

    if (size === sizes[0]) {
      log(`${name}: concurrency, ${WRITERS} servers × ${EACH} memories each, per contestant`);
      results.concurrency = { size, writers: WRITERS, each: EACH, ...(await concurrentWriters({ home, project, memoryFile, writers: WRITERS, each: EACH })) };
    }
    if (plan.cliRuns > 0) {
      log(`${name}: cold CLI recall × ${plan.cliRuns} beside node -e 0`);
      const word = queries[0].query;
      results.coldCli.push({ size, word, runs: plan.cliRuns, ...(await coldCliRecall({ home, project, word, runs: plan.cliRuns })) });
    }
    if (size === 10_000) {
      log(`${name}: cold \`cairn hook\` (PreToolUse, PostToolUse, SessionStart) × ${HOOK_RUNS} beside node -e 0`);
      results.coldHook.push(...(await coldHook({ home, project, runs: HOOK_RUNS, scratch: dirname(home) })).map((h) => ({ size, runs: HOOK_RUNS, ...h })));
    }
    if (pgAdmin && TEAM.sizes.includes(size)) teamSizes.push({ size, home, project, queries });
    if (size === sizes.at(-1)) {
      log(`${name}: in-process recall, ${queries.length} queries × ${IN_PROCESS_ROUNDS}`);
      results.inProcess = { size, ...(await inProcessRecall({ home, project, queries, rounds: IN_PROCESS_ROUNDS })) };
    }
  }

  if (startupOnly) {
    results.machine.load.end = loadavg()[0];
    process.stdout.write(
      `${JSON.stringify({ machine: results.machine, floor: results.floor, daemon: results.daemon, daemonAt: results.daemonAt, coldCli: results.coldCli, coldHook: results.coldHook, mcpRss: results.mcpRss }, null, 2)}\n`,
    );
  } else if (sizes.includes(10_000)) {
    // Memories bound to code (issue #23): recall with 1,000 bound memories beside unbound, same run.
    results.bindings = await bindingsBench({ root, home, size: 10_000, rounds: IN_PROCESS_ROUNDS, cliRuns: PLAN[10_000].cliRuns, log });
  }

  if (pgAdmin && !startupOnly) {
    log(`team store (PostgreSQL) beside the file store at ${teamSizes.map((t) => sizeName(t.size)).join(', ')}`);
    results.teamStore = await teamStoreBench({
      adminUrl: pgAdmin,
      sizes: teamSizes,
      rounds: TEAM.rounds,
      memorizeN: TEAM.memorize,
      writers: TEAM.writers,
      each: TEAM.each,
      log,
    });
  }

  if (huge && !startupOnly) {
    const name = sizeName(HUGE.size);
    log(`${name}: generating the corpus (Cairn alone: the peer is skipped at this size)`);
    const { memories, queries } = buildCorpus(HUGE.size);
    log(`${name}: bulk import (group commit of 500), then open, in-process and cold CLI recall`);
    results.huge = await hugeSize({
      home,
      project: join(root, `project-${name}`),
      memories,
      queries,
      cliRuns: HUGE.cliRuns,
      onProgress: (done) => {
        if (done % 100_000 === 0) log(`${name}: imported ${done}/${memories.length}`);
      },
    });
  }

  if (!startupOnly) {
    const durable = quick ? DURABLE.quick : DURABLE.full;
    log(`store writes: packages/store-fs/bench/durable.mjs --n ${durable.n} --bulk ${durable.bulk}`);
    results.store = { ...(await storeWrites(durable)), bulkCount: durable.bulk };

    results.wallSeconds = (performance.now() - started) / 1000;
    results.machine.load.end = loadavg()[0];
    await mkdir(outDir, { recursive: true });
    const caption = `${results.machine.cores} cores · Node ${results.machine.node} · ${results.machine.date} · medians; ratio = peer ÷ Cairn, pair by pair`;
    await writeFile(
      join(outDir, 'chart.png'),
      renderPng(
        chartSvg(
          results.sizes.map((s) => ({ size: sizeName(s.size), recall: s.recall })),
          caption,
        ),
      ),
    );
    await writeFile(join(outDir, 'report.md'), renderReport(results));
    log(`wrote ${relative(process.cwd(), join(outDir, 'report.md'))} and chart.png in ${Math.round(results.wallSeconds)} s`);
  }
} finally {
  await cleanup();
}
