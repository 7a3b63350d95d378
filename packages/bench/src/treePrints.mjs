/**
 * CPU time of one `cairn memorize` (an agent's write, so the working tree attests it) from a new
 * process in a project holding this repository's node_modules (issues #20/#21 with #22: the
 * working tree's attestation index), for each build named, alternating. A script, not a test: it
 * never fails on a number.
 *
 *     node packages/bench/src/treePrints.mjs [--dir /tmp/treeprints] [--runs 7] [build root …]
 *
 * A build root is a checkout whose packages are built (default: this one); give two (an old
 * build's copy and this one) to compare them. The project under `--dir` is made once: git's
 * tracked files of this checkout, committed, and its node_modules hard-linked (never written),
 * ignored. Each build keeps its own home (its index, its store), made with the first build's
 * `initProject` and indexed by one untimed memorize. CPU time is the child's user + system time
 * (`/usr/bin/time`, children included), s; the figure printed is the median of `--runs`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { initProject } from '@cairn/store-fs';
import { median } from './stats.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dir: { type: 'string', default: '/tmp/treeprints' }, runs: { type: 'string', default: '7' } },
});
const here = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const builds = (positionals.length > 0 ? positionals : [here]).map((b) => resolve(b));
const project = join(values.dir, 'project');
if (!existsSync(join(project, '.git'))) {
  mkdirSync(project, { recursive: true });
  const files = execFileSync('git', ['-C', here, 'ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    // Blind sets are never copied (nor read).
    .filter((f) => f !== '' && !/unseen|blind/iu.test(f));
  execFileSync('cp', ['--parents', '-t', project, ...files], { cwd: here });
  execFileSync('cp', ['-al', join(here, 'node_modules'), join(project, 'node_modules')]);
  writeFileSync(join(project, '.gitignore'), 'node_modules\n');
  const git = (...args) => execFileSync('git', ['-C', project, '-c', 'user.email=bench@example.com', '-c', 'user.name=bench', ...args], { stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'bench project');
}
const user = join(values.dir, 'user');
mkdirSync(user, { recursive: true });
const memorize = (build, home, text) => {
  const r = spawnSync('/usr/bin/time', ['-f', '%U %S', process.execPath, join(build, 'packages/cli/dist/bin.js'), 'memorize', '--json'], {
    cwd: project,
    input: JSON.stringify({ text, origin: 'agent' }),
    encoding: 'utf8',
    env: { ...process.env, CAIRN_HOME: home, HOME: user, NO_COLOR: '1' },
  });
  if (r.status !== 0) throw new Error(`memorize failed (${build}): ${r.stderr}`);
  const [u, s] = r.stderr.trim().split('\n').at(-1).split(' ').map(Number);
  return u + s;
};
const homes = builds.map((b, i) => join(values.dir, `home-${i}-${basename(b)}`));
for (const [i, home] of homes.entries()) {
  if (existsSync(home)) continue;
  await initProject({ home, projectPath: project, onWarning: () => undefined });
  const first = memorize(builds[i], home, 'The first write builds the index of the working tree, untimed.');
  console.error(`${builds[i]}: first build of the index ${first.toFixed(2)} s CPU`);
}
const times = builds.map(() => []);
for (let run = 0; run < Number(values.runs); run++)
  for (const [i, b] of builds.entries())
    times[i].push(memorize(b, homes[i], `Run ${run} of ${i}: the build step runs tsc per package ${Math.random()} and vitest resolves sources.`));
const load = execFileSync('uptime', { encoding: 'utf8' }).trim();
console.log(
  JSON.stringify(
    {
      runs: Number(values.runs),
      load,
      builds: builds.map((b, i) => ({ build: b, medianCpuS: +median(times[i]).toFixed(3), cpuS: times[i].map((t) => +t.toFixed(2)) })),
    },
    null,
    2,
  ),
);
