/**
 * `pnpm bench --startup`'s rows with `cairn daemon` running (issue #20): a recall on the start-up
 * floor's 20-memory store, and on the 10k store, and `cairn hook` for PreToolUse, PostToolUse and
 * SessionStart (issue #21: every hook the hosts call per tool call and per session), each a new
 * client process answered by the daemon of the bench's home, beside `node -e 0` in the same loop;
 * the same recall and hooks cold (`CAIRN_NO_DAEMON=1`: the in-process path) alongside. The daemon
 * runs the hook through the same `runHook` as the cold path (cli src/daemon/server.ts), so the
 * gate, redaction, attestation and signing apply to both; SessionStart's answer must inject its
 * digest either way. The daemon is
 * started by the shipped bundle's `cairn daemon start` and stopped (then killed by its PID) when
 * the rows are done. One recall and one hook before the timed runs open the project's resident
 * session (the daemon keeps it open; its first open is the cold open, not what a call costs).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { childEnv } from './childEnv.mjs';
import { benchHookEvents, run as runCommand } from './hooks.mjs';
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
 *   the client's CPU (`cpu…`, user + system by `/usr/bin/time`: the daemon's own work is not the caller's); `…Ratio`: to `node -e 0`'s median in the same run; `served`: requests the daemon answered (every daemon row must be one);
 *   `hook…` are PreToolUse's; `events` holds each hook event's (PreToolUse, PostToolUse, SessionStart) `hook`, `hookCold`, `cpuHook`, `cpuHookCold` and their ratios
 * @throws Error when the daemon does not start, a command fails, or a row was not the daemon's answer
 */
export async function daemonStartup({ home, root, runs, project = join(root, 'floor-20'), word = 'ledgerline' }) {
  const env = childEnv({ home, userHome: join(dirname(home), 'hook-user') });
  const cold = { ...env, CAIRN_NO_DAEMON: '1' };
  const recallArgs = [CAIRN_BUNDLE_BIN, 'recall', word, '--json', '--project', project];
  const common = { session_id: 'bench-daemon', transcript_path: join(root, 'none.jsonl'), cwd: project, permission_mode: 'default' };
  const events = benchHookEvents(common);
  const ok = (r, what) => {
    if (r.code !== 0 || (what.startsWith('cairn hook') && r.stderr !== '')) throw new Error(`${what} exited ${r.code}: ${r.stderr.slice(0, 300)}`);
    if (what.startsWith('cairn hook SessionStart') && !r.stdout.includes('additionalContext')) throw new Error(`${what} injected nothing`);
    return r;
  };
  const inputs = Object.fromEntries(
    Object.entries(events).map(([event, payload]) => {
      const file = join(root, `daemon-bench-${event}.json`);
      const text = JSON.stringify(payload);
      writeFileSync(file, text);
      return [event, { text, file }];
    }),
  );
  ok(await run([CAIRN_BUNDLE_BIN, 'daemon', 'start', '--idle', '10'], env), 'cairn daemon start');
  const status = async () => JSON.parse(ok(await run([CAIRN_BUNDLE_BIN, '--json', 'daemon', 'status'], env), 'cairn daemon status').stdout);
  const { pid } = await status();
  // Untimed: opens the project's resident session in the daemon.
  ok(await run(recallArgs, env), 'cairn recall (daemon, first)');
  for (const [event, { text }] of Object.entries(inputs)) ok(await run([CAIRN_BUNDLE_BIN, 'hook'], env, text), `cairn hook ${event} (daemon, first)`);
  const { served: before } = await status();
  const times = { node: [], recall: [], recallCold: [], cpuNode: [], cpuRecall: [], cpuRecallCold: [] };
  const hooks = Object.fromEntries(Object.keys(events).map((event) => [event, { hook: [], hookCold: [], cpuHook: [], cpuHookCold: [] }]));
  try {
    for (let i = 0; i < runs; i++) {
      times.node.push(ok(await run(['-e', '0'], env), 'node -e 0').ms);
      const daemonRecall = ok(await run(recallArgs, env), 'cairn recall (daemon)');
      if (!(JSON.parse(daemonRecall.stdout).hits?.length > 0)) throw new Error(`cairn recall (daemon) found nothing for ${word} in ${project}`);
      times.recall.push(daemonRecall.ms);
      times.recallCold.push(ok(await run(recallArgs, cold), 'cairn recall (cold)').ms);
      for (const [event, { text }] of Object.entries(inputs)) {
        hooks[event].hook.push(ok(await run([CAIRN_BUNDLE_BIN, 'hook'], env, text), `cairn hook ${event} (daemon)`).ms);
        hooks[event].hookCold.push(ok(await run([CAIRN_BUNDLE_BIN, 'hook'], cold, text), `cairn hook ${event} (cold)`).ms);
      }
      times.cpuNode.push(cpu(['-e', '0'], env));
      times.cpuRecall.push(cpu(recallArgs, env));
      times.cpuRecallCold.push(cpu(recallArgs, cold));
      for (const [event, { file }] of Object.entries(inputs)) {
        hooks[event].cpuHook.push(cpu([CAIRN_BUNDLE_BIN, 'hook'], env, file));
        hooks[event].cpuHookCold.push(cpu([CAIRN_BUNDLE_BIN, 'hook'], cold, file));
      }
    }
    const { served } = await status();
    const asked = (1 + CPU_BATCH) * (1 + Object.keys(events).length) * runs;
    if (served - before !== asked) throw new Error(`the daemon answered ${served - before} of ${asked} requests: some rows ran in process`);
    const m = Object.fromEntries(Object.entries(times).map(([k, xs]) => [k, median(xs)]));
    const perEvent = Object.fromEntries(
      Object.entries(hooks).map(([event, t]) => {
        const e = Object.fromEntries(Object.entries(t).map(([k, xs]) => [k, median(xs)]));
        return [
          event,
          {
            ...e,
            hookRatio: e.hook / m.node,
            hookColdRatio: e.hookCold / m.node,
            cpuHookRatio: e.cpuHook / m.cpuNode,
            cpuHookColdRatio: e.cpuHookCold / m.cpuNode,
          },
        ];
      }),
    );
    const pre = perEvent.PreToolUse;
    return {
      ...m,
      hook: pre.hook,
      hookCold: pre.hookCold,
      cpuHook: pre.cpuHook,
      cpuHookCold: pre.cpuHookCold,
      recallRatio: m.recall / m.node,
      hookRatio: pre.hookRatio,
      recallColdRatio: m.recallCold / m.node,
      hookColdRatio: pre.hookColdRatio,
      events: perEvent,
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
