/**
 * Memories bound to code (issue #23): what checking bindings costs a recall. Two projects of the
 * same `size` memories and the same sources — in one, the first `bound` memories are bound to line
 * ranges of 100 committed files (core's memorize with the session's binder), in the other the
 * same sources stay text only — and a tenth of the bound files edited after seeding, so recall
 * hashes some files and marks some hits stale. Measured: in-process recall through the project
 * session (the path every adapter takes; the check runs there) and a cold `cairn recall`, bound
 * and unbound alternating in both, each against the unbound peer in the same run. Target: both
 * within 1.3× of unbound.
 *
 * Run alone: `node packages/bench/src/bindings.mjs` (after `pnpm build`).
 */
import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memorize } from '@cairn/core';
import { createBinder, noPersonProof, openProject, sha256 } from '@cairn/session';
import { initProject, openFileStore } from '@cairn/store-fs';
import { buildCorpus } from './corpus.mjs';
import { coldCliRecall } from './local.mjs';
import { median } from './stats.mjs';

const FILES = 100;
const LINES = 60;
const GROUP = 500;

function git(cwd, ...args) {
  execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.invalid', '-c', 'init.defaultBranch=main', ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: cwd, GIT_CONFIG_NOSYSTEM: '1' },
    stdio: 'ignore',
  });
}

/** 100 files of 60 lines under src/, committed. */
async function writeSources(project) {
  await mkdir(join(project, 'src'), { recursive: true });
  for (let f = 0; f < FILES; f++) {
    const lines = Array.from({ length: LINES }, (_, i) => `export const value${f}_${i} = ${i * 7 + f}; // line ${i + 1} of module ${f}`);
    await writeFile(join(project, 'src', `mod${f}.ts`), `${lines.join('\n')}\n`);
  }
  git(project, 'init', '-q');
  git(project, 'add', '.');
  git(project, 'commit', '-qm', 'sources');
}

const sourceOf = (i) => `src/mod${i % FILES}.ts:${1 + (i % 50)}-${3 + (i % 50)}`;

async function seed({ home, project, memories, bound }) {
  await mkdir(project, { recursive: true });
  await writeSources(project);
  await initProject({ home, projectPath: project, onWarning: () => undefined });
  const store = await openFileStore({ home, projectPath: project, onWarning: () => undefined });
  const binder = createBinder(project);
  let boundCount = 0;
  try {
    for (let i = 0; i < memories.length; i += GROUP) {
      const group = memories.slice(i, i + GROUP);
      const results = await Promise.all(
        group.map((m, j) =>
          memorize(
            { text: m.text, kind: m.kind, origin: 'user', ...(i + j < 1000 ? { source: sourceOf(i + j) } : {}) },
            {
              store,
              channel: 'cli',
              now: () => new Date(),
              newId: () => m.id,
              digest: sha256,
              client: 'cairn-bench',
              ...(bound && i + j < 1000 ? { bind: (path, lines) => binder.bind(path, lines) } : {}),
            },
          ),
        ),
      );
      for (const r of results) if (r.record.bindings !== undefined) boundCount++;
    }
  } finally {
    await store.close();
  }
  return boundCount;
}

/** A tenth of the files edited (one line each, in the bound ranges of some memories). */
async function editSome(project) {
  for (let f = 0; f < FILES; f += 10) {
    const file = join(project, 'src', `mod${f}.ts`);
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace(`value${f}_2 =`, `changed${f}_2 =`));
  }
}

/** A project session on `project` as every adapter opens one (the binding check runs there). */
const sessionOn = (home, project) =>
  openProject({ home, project, cwd: project, env: {}, channel: 'api', client: 'cairn-bench', personProof: noPersonProof('the benchmark') });

/**
 * In-process recall through two sessions, the unbound project's and the bound one's, query by
 * query in turn (the same query on each, one after the other), so a change of load during the run
 * weighs on both alike.
 */
async function inProcess({ home, projects, queries, rounds }) {
  const sessions = { unbound: await sessionOn(home, projects.unbound), bound: await sessionOn(home, projects.bound) };
  try {
    for (const s of Object.values(sessions)) for (const q of queries.slice(0, 3)) await s.recall({ query: q.query });
    const ms = { unbound: [], bound: [] };
    const stale = { unbound: 0, bound: 0 };
    for (let round = 0; round < rounds; round++)
      for (const q of queries)
        for (const side of ['unbound', 'bound']) {
          const t = performance.now();
          const r = await sessions[side].recall({ query: q.query });
          ms[side].push(performance.now() - t);
          stale[side] += r.hits.filter((h) => h.stale !== undefined).length;
        }
    const figures = (side) => ({ median: median(ms[side]), mean: ms[side].reduce((a, b) => a + b, 0) / ms[side].length, staleHits: stale[side] });
    return { unbound: figures('unbound'), bound: figures('bound') };
  } finally {
    for (const s of Object.values(sessions)) await s.close();
  }
}

/**
 * @param {{ root: string, home: string, size?: number, rounds?: number, cliRuns?: number, log?: (m: string) => void }} o
 */
export async function bindingsBench({ root, home, size = 10_000, rounds = 2, cliRuns = 5, log = () => undefined }) {
  const { memories, queries } = buildCorpus(size);
  const unboundProject = join(root, 'bind-unbound');
  const boundProject = join(root, 'bind-bound');
  log(`bindings: seeding ${size} memories twice (1,000 bound in one)`);
  await seed({ home, project: unboundProject, memories, bound: false });
  const bound = await seed({ home, project: boundProject, memories, bound: true });
  await editSome(boundProject);
  const word = queries[0].query;
  const out = { size, bound, rounds, cliRuns };
  log('bindings: in-process recall through the session, unbound and bound query by query');
  out.inProcess = await inProcess({ home, projects: { unbound: unboundProject, bound: boundProject }, queries, rounds });
  out.inProcess.ratio = out.inProcess.bound.median / out.inProcess.unbound.median;
  // Alternating, one cold run of each at a time: on a shared machine the load drifts over a run,
  // and five unbound runs then five bound ones measured the drift as much as the bindings
  // (docs/figures.md: 0.98× in one run, 1.59× in the next).
  log(`bindings: cold CLI recall, unbound and bound alternating, ${cliRuns} each`);
  const cold = { unbound: [], bound: [] };
  for (let i = 0; i < cliRuns; i++) {
    cold.unbound.push((await coldCliRecall({ home, project: unboundProject, word, runs: 1 })).cli);
    cold.bound.push((await coldCliRecall({ home, project: boundProject, word, runs: 1 })).cli);
  }
  const [a, b] = [median(cold.unbound), median(cold.bound)];
  out.coldCli = { word, unbound: a, bound: b, ratio: b / a };
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = await realpath(await mkdtemp(join(tmpdir(), 'cairn-bench-bind-')));
  await chmod(root, 0o700);
  const home = join(root, 'home');
  await mkdir(home, { mode: 0o700 });
  try {
    const r = await bindingsBench({ root, home, log: (m) => process.stderr.write(`${m}\n`) });
    process.stdout.write(`${JSON.stringify(r, null, 2)}\n`);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
