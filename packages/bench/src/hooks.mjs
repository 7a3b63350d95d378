/**
 * `cairn hook` as a host runs it (a new process per event; the host-hooks issue): PreToolUse,
 * PostToolUse and SessionStart on a store of the run's size, each beside a bare `node -e 0`,
 * alternating. Target: p50 ≤ 2.0× `node -e 0` at 10k memories.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { childEnv } from './childEnv.mjs';
import { CAIRN_CLI_BIN, REPO } from './servers.mjs';

/** One child process `command args` in the repository, wall time in ms, stdin `input` (empty when absent). */
export function run(command, args, env, input) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'pipe'], cwd: REPO });
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
    child.stdin.end(input ?? '');
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * The hook events the bench times, one per event (a `ls` PreToolUse, a PostToolUse of a test run's output,
 * a SessionStart at start-up), shared by the cold rows here and the daemon rows (`daemon.mjs`).
 * @param {Record<string, unknown>} common the fields every event carries (session_id, transcript_path, cwd, permission_mode)
 * @returns {{ PreToolUse: object, PostToolUse: object, SessionStart: object }} Claude Code hook payloads
 */
export function benchHookEvents(common) {
  return {
    PreToolUse: { ...common, hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'ls' }, tool_use_id: 'toolu_bench' },
    PostToolUse: {
      ...common,
      hook_event_name: 'PostToolUse',
      tool_name: 'Bash',
      tool_input: { command: 'npm test' },
      tool_response: { stdout: 'PASS src/tide.test.ts\n  ✓ reads the harbour table (12 ms)\nTests: 15 passed, 15 total\n'.repeat(20), stderr: '' },
      tool_use_id: 'toolu_bench',
    },
    SessionStart: { ...common, hook_event_name: 'SessionStart', source: 'startup' },
  };
}

/**
 * @param {{ home: string, project: string, runs: number, scratch: string }} options
 * @returns {Promise<Array<{ event: string, hook: number, node: number, ratio: number }>>} median ms of each event and of node -e 0
 * @throws Error when a hook prints to stderr (it failed) or SessionStart injects nothing
 */
export async function coldHook({ home, project, runs, scratch }) {
  const env = childEnv({ home, userHome: join(scratch, 'hook-user') });
  const common = { session_id: 'bench-session', transcript_path: join(scratch, 'none.jsonl'), cwd: project, permission_mode: 'default' };
  const events = benchHookEvents(common);
  const out = [];
  for (const [event, payload] of Object.entries(events)) {
    const hook = [];
    const bare = [];
    const input = JSON.stringify(payload);
    for (let i = 0; i < runs; i++) {
      bare.push((await run(process.execPath, ['-e', '0'], env)).ms);
      const r = await run(process.execPath, [CAIRN_CLI_BIN, 'hook'], env, input);
      if (r.code !== 0 || r.stderr !== '') throw new Error(`cairn hook ${event} failed (${r.code}): ${r.stderr.slice(0, 300)}`);
      if (event === 'SessionStart' && !r.stdout.includes('additionalContext')) throw new Error('SessionStart injected nothing');
      hook.push(r.ms);
    }
    out.push({ event, hook: median(hook), node: median(bare), ratio: median(hook) / median(bare) });
  }
  return out;
}

/**
 * Makes `project` a git checkout of 200 small committed source files (once: kept when `.git`
 * exists), the tree the binder's fingerprint index walks on a hook's memorize.
 *
 * @param {string} project - an existing folder
 */
export function benchCheckout(project) {
  if (existsSync(join(project, '.git'))) return;
  mkdirSync(join(project, 'src'), { recursive: true });
  for (let i = 0; i < 200; i++) writeFileSync(join(project, 'src', `tide${i}.ts`), `export const tide${i} = ${i};\n`);
  const git = (...args) => execFileSync('git', ['-C', project, ...args], { stdio: 'ignore' });
  git('init', '-q');
  git('add', '.');
  git('-c', 'user.email=bench@example.invalid', '-c', 'user.name=bench', 'commit', '-qm', 'bench');
}

/**
 * A memorize from a new `cairn hook` process in a git checkout (issues #20/#21): SessionEnd writes
 * the session's journal entry through the one write path, which then refreshes the working tree's
 * fingerprint index (the binder's git listings). Each run ends a new session whose transcript holds
 * a new last assistant message, beside a bare `node -e 0`, alternating. Makes `project` a git
 * checkout (200 committed files) first when it is not one.
 *
 * @param {{ home: string, project: string, runs: number, scratch: string }} options
 * @returns {Promise<{ event: string, hook: number, node: number, ratio: number }>} median ms
 * @throws Error when a hook prints to stderr (it failed)
 */
export async function coldJournal({ home, project, runs, scratch }) {
  benchCheckout(project);
  const env = childEnv({ home, userHome: join(scratch, 'hook-user') });
  const hook = [];
  const bare = [];
  for (let i = 0; i < runs + 1; i++) {
    const session = `bench-journal-${i}`;
    const transcript = join(scratch, `${session}.jsonl`);
    const said = `Run ${i} done: the harbour table reader caches tide rows per port and the flaky test is fixed.`;
    writeFileSync(transcript, `${JSON.stringify({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: said }] } })}\n`);
    const payload = { session_id: session, transcript_path: transcript, cwd: project, hook_event_name: 'SessionEnd', reason: 'other' };
    const b = await run(process.execPath, ['-e', '0'], env);
    const r = await run(process.execPath, [CAIRN_CLI_BIN, 'hook'], env, JSON.stringify(payload));
    if (r.code !== 0 || r.stderr !== '') throw new Error(`cairn hook SessionEnd failed (${r.code}): ${r.stderr.slice(0, 300)}`);
    // The first run builds the fingerprint index of the new checkout: not counted.
    if (i === 0) continue;
    bare.push(b.ms);
    hook.push(r.ms);
  }
  return { event: 'SessionEnd (journal memorize, git checkout)', hook: median(hook), node: median(bare), ratio: median(hook) / median(bare) };
}
