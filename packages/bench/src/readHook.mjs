/**
 * What hashing a read file costs the PostToolUse hook (issue #23, "Refreshing"): on a Read of a
 * project file the hook reads it from disk and hashes it (git blob id, sha256; then keyed), so a
 * protected session's read can rebind a stale memory. Measured against a peer in the same run:
 * the same PostToolUse with the same tool output for a Read of an identical copy outside the
 * project (no read, no hash), alternating, a new `cairn hook` process each as a host runs it.
 * Also the in-process cost alone: a fresh WorkingTree's read of the file (what each hook process
 * does once). Sizes: a typical source file and one at the binding cap (1 MiB). A script, not a
 * test: it never fails on a number.
 *
 *     pnpm bench --read-hook                  # from the repository root (builds first), prints JSON
 *     node packages/bench/src/readHook.mjs    # alone, after `pnpm build`
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { MAX_BOUND_FILE_BYTES, memorize } from '@cairn/core';
import { createBinder, sha256, WorkingTree } from '@cairn/session';
import { initProject, openFileStore } from '@cairn/store-fs';
import { CAIRN_CLI_BIN, REPO } from './servers.mjs';
import { median } from './stats.mjs';

/** File sizes read: a typical source file, and the largest a binding takes. */
export const READ_SIZES = [16 * 1024, MAX_BOUND_FILE_BYTES];

function run(args, env, input) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, args, { env, stdio: ['pipe', 'pipe', 'pipe'], cwd: REPO });
    let stderr = '';
    child.stdout.resume();
    child.stderr.on('data', (c) => {
      stderr += c;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ ms: performance.now() - t0, code, stderr }));
    child.stdin.end(input);
  });
}

/** A source file of about `bytes` bytes (text, many lines). */
function source(bytes) {
  const line = (i) => `export const value${i} = ${i * 7}; // a line of the module, numbered ${i}\n`;
  let out = '';
  for (let i = 0; out.length < bytes; i++) out += line(i);
  return out.slice(0, bytes - 1) + '\n';
}

/**
 * @param {{ root: string, runs?: number, log?: (m: string) => void }} o
 * @returns {Promise<Array<{ bytes: number, runs: number, inside: number, outside: number, ratio: number, extraMs: number, inProcessMs: number, gitCheckIgnoreMs: number }>>}
 *   median ms of a cold hook on a Read inside the project (hashed) and outside (not), their ratio
 *   and difference, the median ms of a fresh WorkingTree's read of the file in this process (the
 *   hashing), and of one `git check-ignore` spawn (the hook's other inside-only step)
 */
export async function readHookBench({ root, runs = 9, log = () => undefined }) {
  const home = join(root, 'read-home');
  const project = join(root, 'read-project');
  const elsewhere = join(root, 'read-elsewhere');
  await mkdir(home, { mode: 0o700, recursive: true });
  await mkdir(join(project, 'src'), { recursive: true });
  await mkdir(elsewhere, { recursive: true });
  const files = [];
  for (const bytes of READ_SIZES) {
    const text = source(bytes);
    const name = `mod${bytes}.ts`;
    await writeFile(join(project, 'src', name), text);
    await writeFile(join(elsewhere, name), text);
    files.push({ bytes, rel: `src/${name}`, text, outside: join(elsewhere, name) });
  }
  const git = (...args) =>
    execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.invalid', '-c', 'init.defaultBranch=main', ...args], {
      cwd: project,
      env: { PATH: process.env.PATH ?? '', HOME: root, GIT_CONFIG_NOSYSTEM: '1' },
      stdio: 'ignore',
    });
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'sources');
  // Each file bound by a memory: the Read is of a bound file.
  await initProject({ home, projectPath: project, onWarning: () => undefined });
  const store = await openFileStore({ home, projectPath: project, onWarning: () => undefined });
  const binder = createBinder(project);
  try {
    for (const [i, f] of files.entries())
      await memorize(
        { text: `Module ${i} exports its numbered values.`, kind: 'fact', origin: 'user', source: f.rel },
        { store, channel: 'cli', now: () => new Date(), newId: () => `mem_read${i}`, digest: sha256, client: 'cairn-bench', bind: (p, l) => binder.bind(p, l) },
      );
  } finally {
    await store.close();
  }

  const userHome = join(root, 'read-user');
  await mkdir(userHome, { recursive: true });
  const env = { PATH: process.env.PATH, HOME: userHome, CAIRN_HOME: home };
  const common = { session_id: 'bench-read', transcript_path: join(root, 'none.jsonl'), cwd: project, permission_mode: 'default' };
  const event = (path, text) =>
    JSON.stringify({
      ...common,
      hook_event_name: 'PostToolUse',
      tool_name: 'Read',
      tool_input: { file_path: path },
      tool_response: {
        type: 'text',
        file: { filePath: path, content: text, numLines: text.split('\n').length, startLine: 1, totalLines: text.split('\n').length },
      },
      tool_use_id: 'toolu_bench_read',
    });

  const out = [];
  for (const f of files) {
    log(`read hook: ${f.bytes} bytes, cold \`cairn hook\` PostToolUse Read inside the project vs outside × ${runs}`);
    const inside = [];
    const outside = [];
    const a = event(join(project, f.rel), f.text);
    const b = event(f.outside, f.text);
    for (let i = 0; i < runs; i++) {
      for (const [input, into] of i % 2 === 0
        ? [
            [a, inside],
            [b, outside],
          ]
        : [
            [b, outside],
            [a, inside],
          ]) {
        const r = await run([CAIRN_CLI_BIN, 'hook'], env, input);
        if (r.code !== 0 || r.stderr !== '') throw new Error(`cairn hook PostToolUse Read failed (${r.code}): ${r.stderr.slice(0, 300)}`);
        into.push(r.ms);
      }
    }
    const reads = [];
    for (let i = 0; i < 30; i++) {
      const t = performance.now();
      const r = new WorkingTree(project).read(f.rel);
      reads.push(performance.now() - t);
      if (!('facts' in r)) throw new Error(`${f.rel} not read: ${r.refused}`);
    }
    // The other thing the hook does only for a path inside the project: git's ignore check
    // (pathFacts, hooks: third-party code is `external`), one spawn.
    const checks = [];
    for (let i = 0; i < 9; i++) {
      const t = performance.now();
      try {
        execFileSync('git', ['-C', project, 'check-ignore', '-q', '--no-index', '--', f.rel], { stdio: 'ignore' });
      } catch {
        // not ignored: exit 1
      }
      checks.push(performance.now() - t);
    }
    out.push({
      bytes: f.bytes,
      runs,
      inside: median(inside),
      outside: median(outside),
      ratio: median(inside) / median(outside),
      extraMs: median(inside) - median(outside),
      inProcessMs: median(reads),
      gitCheckIgnoreMs: median(checks),
    });
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = await realpath(await mkdtemp(join(tmpdir(), 'cairn-bench-read-')));
  await chmod(root, 0o700);
  try {
    const r = await readHookBench({ root, log: (m) => process.stderr.write(`${m}\n`) });
    process.stdout.write(`${JSON.stringify(r, null, 2)}\n`);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
