/**
 * `pnpm bench --startup`'s rows with `cairn daemon` running (issue #20): a recall on the start-up
 * floor's 20-memory store, and on the 10k store, and a PreToolUse `cairn hook`, each a new client
 * process answered by the daemon of the bench's home, beside `node -e 0` in the same loop; the
 * same recall and hook cold (`CAIRN_NO_DAEMON=1`: the in-process path) alongside. The daemon is
 * started by the shipped bundle's `cairn daemon start` and stopped (then killed by its PID) when
 * the rows are done. One recall and one hook before the timed runs open the project's resident
 * session (the daemon keeps it open; its first open is the cold open, not what a call costs).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { childEnv } from './childEnv.mjs';
import { run as runCommand } from './hooks.mjs';
import { CAIRN_BUNDLE_BIN, REPO } from './servers.mjs';
import { median } from './stats.mjs';

/** `node args` as one timed child ({@link runCommand}). */
const run = (args, env, input) => runCommand(process.execPath, args, env, input);

/** Children timed together by one `/usr/bin/time` (its 10 ms steps are too coarse for one `node -e 0`). */
const CPU_BATCH = 10;

/**
 * CPU of one child process (user + system, children included, by `/usr/bin/time` over a shell
 * loop of {@link CPU_BATCH} runs, divided), ms; NaN where `/usr/bin/time` is missing or a run failed.
 *
 * @param {string[]} args - node's arguments
 * @param {NodeJS.ProcessEnv} env
 * @param {string | undefined} inputFile - a file each run reads on stdin
 */
function cpu(args, env, inputFile) {
  const quoted = [process.execPath, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  const loop = `for i in $(seq ${CPU_BATCH}); do ${quoted} <${inputFile ?? '/dev/null'} >/dev/null || exit 1; done`;
  const r = spawnSync('/usr/bin/time', ['-f', '%U %S', 'sh', '-c', loop], { env, cwd: REPO, encoding: 'utf8' });
  if (r.status !== 0) return Number.NaN;
  const [u, s] = (r.stderr.trim().split('\n').at(-1) ?? '').split(' ').map(Number);
  return (((u ?? Number.NaN) + (s ?? Number.NaN)) * 1000) / CPU_BATCH;
}

/**
 * @param {{ home: string, root: string, runs: number, project?: string, word?: string }} options - `root` holds the floor's `floor-20` project
 *   (local.mjs `startupFloor`, run first), the default `project`; `word`: the recall's query (default `ledgerline`, the floor store's word)
 * @returns {Promise<Record<string, number>>} medians in ms of wall time (`node`, `recall`, `hook`, `recallCold`, `hookCold`) and of
 *   the client's CPU (`cpu…`, user + system by `/usr/bin/time`: the daemon's own work is not the caller's); `…Ratio`: to `node -e 0`'s median in the same run; `served`: requests the daemon answered (every daemon row must be one)
 * @throws Error when the daemon does not start, a command fails, or a row was not the daemon's answer
 */
export async function daemonStartup({ home, root, runs, project = join(root, 'floor-20'), word = 'ledgerline' }) {
  const env = childEnv({ home, userHome: join(dirname(home), 'hook-user') });
  const cold = { ...env, CAIRN_NO_DAEMON: '1' };
  const recallArgs = [CAIRN_BUNDLE_BIN, 'recall', word, '--json', '--project', project];
  const hookEvent = JSON.stringify({
    session_id: 'bench-daemon',
    transcript_path: join(root, 'none.jsonl'),
    cwd: project,
    permission_mode: 'default',
    hook_event_name: 'PreToolUse',
    tool_name: 'Bash',
    tool_input: { command: 'ls' },
    tool_use_id: 'toolu_bench',
  });
  const ok = (r, what) => {
    if (r.code !== 0) throw new Error(`${what} exited ${r.code}: ${r.stderr.slice(0, 300)}`);
    return r;
  };
  const eventFile = join(root, 'daemon-bench-event.json');
  writeFileSync(eventFile, hookEvent);
  ok(await run([CAIRN_BUNDLE_BIN, 'daemon', 'start', '--idle', '10'], env), 'cairn daemon start');
  const status = async () => JSON.parse(ok(await run([CAIRN_BUNDLE_BIN, '--json', 'daemon', 'status'], env), 'cairn daemon status').stdout);
  const { pid } = await status();
  // Untimed: opens the project's resident session in the daemon.
  ok(await run(recallArgs, env), 'cairn recall (daemon, first)');
  ok(await run([CAIRN_BUNDLE_BIN, 'hook'], env, hookEvent), 'cairn hook PreToolUse (daemon, first)');
  const { served: before } = await status();
  const times = { node: [], recall: [], hook: [], recallCold: [], hookCold: [], cpuNode: [], cpuRecall: [], cpuHook: [], cpuRecallCold: [], cpuHookCold: [] };
  try {
    for (let i = 0; i < runs; i++) {
      times.node.push(ok(await run(['-e', '0'], env), 'node -e 0').ms);
      const daemonRecall = ok(await run(recallArgs, env), 'cairn recall (daemon)');
      if (!(JSON.parse(daemonRecall.stdout).hits?.length > 0)) throw new Error(`cairn recall (daemon) found nothing for ${word} in ${project}`);
      times.recall.push(daemonRecall.ms);
      times.hook.push(ok(await run([CAIRN_BUNDLE_BIN, 'hook'], env, hookEvent), 'cairn hook PreToolUse (daemon)').ms);
      times.recallCold.push(ok(await run(recallArgs, cold), 'cairn recall (cold)').ms);
      times.hookCold.push(ok(await run([CAIRN_BUNDLE_BIN, 'hook'], cold, hookEvent), 'cairn hook PreToolUse (cold)').ms);
      times.cpuNode.push(cpu(['-e', '0'], env));
      times.cpuRecall.push(cpu(recallArgs, env));
      times.cpuHook.push(cpu([CAIRN_BUNDLE_BIN, 'hook'], env, eventFile));
      times.cpuRecallCold.push(cpu(recallArgs, cold));
      times.cpuHookCold.push(cpu([CAIRN_BUNDLE_BIN, 'hook'], cold, eventFile));
    }
    const { served } = await status();
    if (served - before !== (2 + 2 * CPU_BATCH) * runs)
      throw new Error(`the daemon answered ${served - before} of ${(2 + 2 * CPU_BATCH) * runs} requests: some rows ran in process`);
    const m = Object.fromEntries(Object.entries(times).map(([k, xs]) => [k, median(xs)]));
    return {
      ...m,
      recallRatio: m.recall / m.node,
      hookRatio: m.hook / m.node,
      recallColdRatio: m.recallCold / m.node,
      hookColdRatio: m.hookCold / m.node,
      served: served - before,
      runs,
    };
  } finally {
    await run([CAIRN_BUNDLE_BIN, 'daemon', 'stop'], env);
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // stopped
    }
  }
}
