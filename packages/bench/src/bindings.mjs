/**
 * Memories bound to code (issue #23): what checking bindings costs a recall. Two projects of the
 * same `size` memories and the same sources — in one, the first `bound` memories are bound to line
 * ranges of 100 committed files (core's memorize with the session's binder), in the other the
 * same sources stay text only — and a tenth of the bound files edited after seeding, so recall
 * hashes some files and marks some hits stale. Measured: in-process recall through the project
 * session (the path every adapter takes; the check runs there) and a cold `cairn recall`, each
 * against the unbound peer in the same run. Target: both within 1.3× of unbound.
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

async function inProcess({ home, project, queries, rounds }) {
  const session = await openProject({
    home,
    project,
    cwd: project,
    env: {},
    channel: 'api',
    client: 'cairn-bench',
    personProof: noPersonProof('the benchmark'),
  });
  try {
    for (const q of queries.slice(0, 3)) await session.recall({ query: q.query });
    const ms = [];
    let stale = 0;
    for (let round = 0; round < rounds; round++)
      for (const q of queries) {
        const t = performance.now();
        const r = await session.recall({ query: q.query });
        ms.push(performance.now() - t);
        stale += r.hits.filter((h) => h.stale !== undefined).length;
      }
    return { median: median(ms), mean: ms.reduce((a, b) => a + b, 0) / ms.length, staleHits: stale };
  } finally {
    await session.close();
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
  log('bindings: in-process recall through the session, unbound then bound');
  out.inProcess = {
    unbound: await inProcess({ home, project: unboundProject, queries, rounds }),
    bound: await inProcess({ home, project: boundProject, queries, rounds }),
  };
  out.inProcess.ratio = out.inProcess.bound.median / out.inProcess.unbound.median;
  log('bindings: cold CLI recall, unbound then bound');
  const a = await coldCliRecall({ home, project: unboundProject, word, runs: cliRuns });
  const b = await coldCliRecall({ home, project: boundProject, word, runs: cliRuns });
  out.coldCli = { word, unbound: a.cli, bound: b.cli, ratio: b.cli / a.cli };
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
