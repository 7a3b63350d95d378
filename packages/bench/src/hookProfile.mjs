/**
 * CPU time of one `cairn hook` process per event on a seeded store (issue #20/#21: SessionStart
 * and a tool call's hook at 10k memories), beside `node -e 0`, with an optional V8 CPU profile of
 * each hook run. A script, not a test: it never fails on a number.
 *
 *     node packages/bench/src/hookProfile.mjs [--size 10000] [--dir /tmp/hookprof] [--runs 5] [--prof] [--bin path]
 *
 * The store is seeded once under `--dir` (reused by later runs of the same size). CPU time is the
 * child's user + system time (`/usr/bin/time`), ms; the figure printed is the median of `--runs`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildCorpus } from './corpus.mjs';
import { seedCairn } from './seed.mjs';
import { CAIRN_CLI_BIN } from './servers.mjs';
import { median } from './stats.mjs';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '10000' },
    dir: { type: 'string', default: '/tmp/hookprof' },
    runs: { type: 'string', default: '5' },
    prof: { type: 'boolean', default: false },
    bin: { type: 'string', default: CAIRN_CLI_BIN },
    // Another build's dist/bundle/hook.js, timed alternating with `--bundle` (both through hookDriver.mjs).
    ab: { type: 'string' },
    bundle: { type: 'string' },
  },
});
const size = Number(values.size);
const root = join(values.dir, String(size));
const home = join(root, 'home');
const project = join(root, 'project');
const userHome = join(root, 'user');
mkdirSync(userHome, { recursive: true });
if (!existsSync(join(root, 'seeded'))) {
  const seed = await seedCairn({ home, project, memories: buildCorpus(size).memories });
  mkdirSync(join(root, 'seeded'));
  console.error(`seeded ${size} memories in ${seed.seconds.toFixed(1)} s`);
}
const env = { PATH: process.env.PATH, HOME: userHome, CAIRN_HOME: home, NO_COLOR: '1' };
const common = { session_id: 'prof-session', transcript_path: join(root, 'none.jsonl'), cwd: project, permission_mode: 'default' };
const events = {
  SessionStart: { ...common, hook_event_name: 'SessionStart', source: 'startup' },
  PreToolUse: { ...common, hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'ls' }, tool_use_id: 'toolu_prof' },
};

/** user + system ms of one child run, and its stdout. */
function cpu(args, input) {
  const r = spawnSync('/usr/bin/time', ['-f', '%U %S', process.execPath, ...args], { env, input: input ?? '', cwd: project, encoding: 'utf8' });
  const lines = r.stderr.trim().split('\n');
  const [u, s] = lines.at(-1).split(' ').map(Number);
  return { ms: (u + s) * 1000, stdout: r.stdout, stderr: lines.slice(0, -1).join('\n'), status: r.status };
}

const driver = fileURLToPath(new URL('./hookDriver.mjs', import.meta.url));
const out = {};
for (const [event, payload] of Object.entries(events)) {
  const hook = [];
  const bare = [];
  const other = [];
  let last;
  const once = (args) => {
    const r = cpu(args, JSON.stringify(payload));
    if (r.status !== 0 || r.stderr !== '') throw new Error(`hook ${event} failed (${r.status}): ${r.stderr.slice(0, 300)}`);
    return r;
  };
  for (let i = 0; i < Number(values.runs); i++) {
    bare.push(cpu(['-e', '0']).ms);
    last = once(values.bundle !== undefined ? [driver, values.bundle] : [values.bin, 'hook']);
    hook.push(last.ms);
    if (values.ab !== undefined) {
      const o = once([driver, values.ab]);
      if (o.stdout !== last.stdout) console.error(`${event}: the two builds answered differently`);
      other.push(o.ms);
    }
  }
  if (values.prof) cpu(['--cpu-prof', `--cpu-prof-dir=${join(values.dir, 'prof', event)}`, values.bin, 'hook'], JSON.stringify(payload));
  out[event] = {
    hookMs: median(hook),
    nodeMs: median(bare),
    ratio: +(median(hook) / median(bare)).toFixed(2),
    bytes: last.stdout.length,
    ...(values.ab !== undefined ? { abMs: median(other), abRatio: +(median(other) / median(bare)).toFixed(2) } : {}),
  };
}
console.log(JSON.stringify({ size, ...out }, null, 2));
