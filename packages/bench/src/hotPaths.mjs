/**
 * Two hot-path costs beside what they replaced, in the same run (issues #20/#21). A script, not a
 * test: it never fails on a number.
 *
 *     node packages/bench/src/hotPaths.mjs [--size 10000] [--dir /tmp/hotpaths] [--runs 9]
 *
 * 1. A CLI recall's count of what its flags and status left out: core's `countLeftOut` (one
 *    ranking) beside the count as the session made it before (two more recalls at 100 hits), in
 *    process on the file store, every query of the corpus, alternating; median ms of each.
 * 2. A memorize from a new `cairn hook` process (SessionEnd's journal entry) in a git checkout of
 *    200 files: CPU time (user + system, children included, `/usr/bin/time`) with the fingerprint
 *    index's probe as the last refresh left it (no git) beside the same run with the probe taken out
 *    of the stored index first (the refresh asks git, as every refresh did before), alternating.
 *
 * The store is seeded once under `--dir` (reused by later runs of the same size).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { needsConfirmation, recall } from '@cairn/core';
import { openFileStore } from '@cairn/store-fs';
import { buildCorpus } from './corpus.mjs';
import { seedCairn } from './seed.mjs';
import { benchCheckout } from './hooks.mjs';
import { CAIRN_CLI_BIN } from './servers.mjs';
import { median } from './stats.mjs';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '10000' },
    dir: { type: 'string', default: '/tmp/hotpaths' },
    runs: { type: 'string', default: '9' },
  },
});
const size = Number(values.size);
const runs = Number(values.runs);
const root = join(values.dir, String(size));
const home = join(root, 'home');
const project = join(root, 'project');
const userHome = join(root, 'user');
mkdirSync(userHome, { recursive: true });
const { queries, memories } = buildCorpus(size);
if (!existsSync(join(root, 'seeded'))) {
  const seed = await seedCairn({ home, project, memories });
  mkdirSync(join(root, 'seeded'));
  console.error(`seeded ${size} memories in ${seed.seconds.toFixed(1)} s`);
}

// 1. The left-out count.
const twoQueries = async (store, q, now) => {
  const wide = { ...q, limit: 100 };
  const plain = new Set((await recall(store, wide, { now, reinforce: false })).hits.map((h) => h.id));
  const wider = await recall(store, { ...wide, includeFlagged: true, includeCandidates: true }, { now, reinforce: false });
  const left = wider.hits.filter((h) => !plain.has(h.id));
  const flagged = left.filter((h) => needsConfirmation({ flags: h.flags })).length;
  return { flagged, candidates: left.length - flagged };
};
const store = await openFileStore({ home, projectPath: project, onWarning: () => undefined });
const now = new Date();
const before = [];
const after = [];
let differ = 0;
try {
  for (const q of queries.slice(0, 3)) await recall(store, { query: q.query }, { now, reinforce: false, countLeftOut: true });
  for (const q of queries) {
    let t = performance.now();
    const hits = await recall(store, { query: q.query }, { now, reinforce: false });
    const old = await twoQueries(store, { query: q.query }, now);
    before.push(performance.now() - t);
    t = performance.now();
    const one = await recall(store, { query: q.query }, { now, reinforce: false, countLeftOut: true });
    after.push(performance.now() - t);
    if (JSON.stringify(one.leftOut) !== JSON.stringify(old) || JSON.stringify(one.hits) !== JSON.stringify(hits.hits)) differ++;
  }
} finally {
  await store.close();
}
const leftOut = { queries: queries.length, beforeMs: median(before), afterMs: median(after), ratio: +(median(after) / median(before)).toFixed(2), differ };

// 2. A hook's memorize in a git checkout, with and without the probe.
benchCheckout(project);
const env = { PATH: process.env.PATH, HOME: userHome, CAIRN_HOME: home, NO_COLOR: '1' };
/** user + system ms of one child run (children included). */
function cpu(args, input) {
  const r = spawnSync('/usr/bin/time', ['-f', '%U %S', process.execPath, ...args], { env, input: input ?? '', cwd: project, encoding: 'utf8' });
  const lines = r.stderr.trim().split('\n');
  const [u, s] = lines.at(-1).split(' ').map(Number);
  if (r.status !== 0 || lines.length > 1) throw new Error(`failed (${r.status}): ${lines.slice(0, -1).join('\n').slice(0, 300)}`);
  return (u + s) * 1000;
}
/** The stored fingerprint indexes of the project's checkouts (one here). */
const indexFiles = () => {
  const trees = join(home, 'trees');
  return existsSync(trees)
    ? readdirSync(trees).flatMap((k) =>
        readdirSync(join(trees, k))
          .filter((f) => f.endsWith('.json'))
          .map((f) => join(trees, k, f)),
      )
    : [];
};
const dropProbe = () => {
  for (const file of indexFiles()) {
    const index = JSON.parse(readFileSync(file, 'utf8'));
    delete index.probe;
    writeFileSync(file, JSON.stringify(index), { mode: 0o600 });
  }
};
let n = 0;
const end = () => {
  const session = `hot-${process.pid}-${n++}`;
  const transcript = join(root, `${session}.jsonl`);
  const said = `Run ${n} done: the harbour table reader caches tide rows per port.`;
  writeFileSync(transcript, `${JSON.stringify({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: said }] } })}\n`);
  return cpu(
    [CAIRN_CLI_BIN, 'hook'],
    JSON.stringify({ session_id: session, transcript_path: transcript, cwd: project, hook_event_name: 'SessionEnd', reason: 'other' }),
  );
};
const bare = [];
const withGit = [];
const withoutGit = [];
end();
// Past the probe's racy window.
await new Promise((r) => setTimeout(r, 200));
end();
for (let i = 0; i < runs; i++) {
  bare.push(cpu(['-e', '0']));
  dropProbe();
  withGit.push(end());
  await new Promise((r) => setTimeout(r, 200));
  // The run before left the probe (its own refresh, asked git, wrote it back).
  withoutGit.push(end());
}
const hook = {
  runs,
  nodeMs: median(bare),
  gitMs: median(withGit),
  probeMs: median(withoutGit),
  gitRatio: +(median(withGit) / median(bare)).toFixed(2),
  probeRatio: +(median(withoutGit) / median(bare)).toFixed(2),
  saved: +(1 - median(withoutGit) / median(withGit)).toFixed(3),
};
console.log(JSON.stringify({ size, leftOut, hook }, null, 2));
