/**
 * A reader that closes the pipe early (`cairn list | head -3`) is a normal end of output
 * (issue #14): every command exits quietly with its own exit code, no 'Unhandled error event'
 * and no stack trace. Real child processes; the pipe is closed after the first chunk.
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, type Sandbox, sandbox } from './harness.js';
import { asPerson } from './pty.js';

let box: Sandbox;
const env = (): NodeJS.ProcessEnv => ({ PATH: process.env.PATH ?? '', HOME: join(box.root, 'user'), CAIRN_HOME: box.home, NO_COLOR: '1', LANG: 'C.UTF-8' });

beforeAll(async () => {
  box = sandbox({ forFile: true });
  // 800 rules: every listing below is far larger than a pipe's 64 KiB buffer.
  const rules = Array.from({ length: 800 }, (_, i) => `- Station ${i} keeps its predictions in the cache for ten minutes.`).join('\n');
  writeFileSync(join(box.project, 'AGENTS.md'), `# Rules\n\n${rules}\n`);
  expect(box.cairn(['import', '.']).code).toBe(0);
  const confirmed = await asPerson(box, ['confirm', '--source', 'AGENTS.md']);
  expect(confirmed.code, confirmed.output).toBe(0);
}, 240_000);
afterAll(() => rmSync(box.root, { recursive: true, force: true }));

/** Runs the CLI, reads its first chunk of stdout, then closes the pipe. */
function readFirstChunkThenClose(args: string[]): Promise<{ code: number | null; signal: string | null; received: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: box.project, env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
    let received = 0;
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => {
      stderr += b.toString();
    });
    child.stdout.once('data', (b: Buffer) => {
      received = b.length;
      child.stdout.destroy();
    });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, received, stderr }));
  });
}

const COMMANDS = [
  ['list'],
  ['--json', 'list'],
  ['list', '--status', 'active'],
  ['export'],
  ['export', '--format', 'md'],
  ['export', '--format', 'kg-jsonl'],
  ['audit', '--limit', '5000'],
  ['--json', 'audit', '--limit', '5000'],
  ['digest', '--budget', '1000000'],
  ['prune', '--max-records', '1'],
];

describe('a closed stdout pipe', () => {
  for (const args of COMMANDS) {
    it(`cairn ${args.join(' ')}: exits 0 quietly when the reader goes away`, async () => {
      const full = spawnSync(process.execPath, [BIN, ...args], { cwd: box.project, env: env(), maxBuffer: 64 * 1024 * 1024 });
      expect(full.status, full.stderr.toString()).toBe(0);
      const r = await readFirstChunkThenClose(args);
      // The pipe really closed before the output ended, so the command met EPIPE.
      expect(r.received).toBeLessThan(full.stdout.length);
      expect(r.stderr).toBe('');
      expect(r.signal).toBeNull();
      expect(r.code).toBe(0);
    });
  }

  it('`cairn list | head -3` in a shell: three lines, exit 0, nothing on stderr', () => {
    const r = spawnSync('bash', ['-c', `"${process.execPath}" "${BIN}" list | head -3; echo "cairn exit \${PIPESTATUS[0]}" >&2`], {
      cwd: box.project,
      env: env(),
      encoding: 'utf8',
    });
    expect(r.stdout.split('\n').filter(Boolean)).toHaveLength(3);
    expect(r.stderr).toBe('cairn exit 0\n');
  });

  it('a command keeps its own exit code: a failing one still exits 4 when its reader is gone', async () => {
    const r = await readFirstChunkThenClose(['--json', 'show', 'mem_0000000000000000']);
    expect(r.code).toBe(4);
  });
});
