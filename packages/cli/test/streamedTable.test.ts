/**
 * A long listing is written as it is laid out (issue #14: `cairn list | head -1` of 10,000
 * memories laid every row out before printing the first). Real child processes on a store of
 * 3,000 memories: the reader of a real pipe takes the first line and goes away, and the command
 * ends quietly (exit 0, nothing on stderr), text and --json alike. That the first line came
 * before the whole table was laid out is counted, not timed: a preloaded module (test/fixtures/
 * countRows.cjs, `node --require`) appends the rows of every table cli-table3 lays out to a file,
 * which the test reads when the first line arrives and again when the command has ended.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// tsc's modules unbundled, not a bundle: countRows.cjs hooks cli-table3 through `require`, which the bundles inline.
import { type Sandbox, sandbox, UNBUNDLED_BIN as BIN } from './harness.js';

const MEMORIES = 3000;
const COUNT_ROWS = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'countRows.cjs');

let box: Sandbox;
const env = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH ?? '',
  HOME: join(box.root, 'user'),
  CAIRN_HOME: box.home,
  NO_COLOR: '1',
  LANG: 'C.UTF-8',
  ...extra,
});

beforeAll(() => {
  box = sandbox({ forFile: true });
  const rules = Array.from({ length: MEMORIES }, (_, i) => `- Station ${i} keeps its tide predictions in the cache for ten minutes.`).join('\n');
  writeFileSync(join(box.project, 'AGENTS.md'), `# Rules\n\n${rules}\n`);
  const imported = box.cairn(['import', '.']);
  expect(imported.code, imported.stderr).toBe(0);
}, 240_000);
afterAll(() => rmSync(box.root, { recursive: true, force: true }));

/** The rows cli-table3 laid out (`table`), or the elements serialised as JSON (`json`), so far, as countRows.cjs wrote them. */
function rowsLaidOut(file: string, kind: 'table' | 'json' = 'table'): number {
  if (!existsSync(file)) return 0;
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith(`${kind} `))
    .reduce((sum, l) => sum + Number(l.slice(kind.length + 1)), 0);
}

/**
 * Runs `cairn <args>` with its stdout on a real pipe whose reader takes the first line, notes how
 * many rows had been laid out by then, stops reading for a moment (so the writer meets a full pipe
 * instead of finishing into a buffer), and then closes the pipe.
 */
function firstLineThenClose(
  args: string[],
  counted: string,
  kind: 'table' | 'json' = 'table',
): Promise<{ code: number | null; signal: string | null; line: string; laidOutAtFirstLine: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--require', COUNT_ROWS, BIN, ...args], {
      cwd: box.project,
      env: env({ CAIRN_TEST_COUNT_ROWS: counted }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let seen = '';
    let line: string | undefined;
    let laidOutAtFirstLine = -1;
    child.stderr.on('data', (b: Buffer) => {
      stderr += b.toString();
    });
    const onData = (b: Buffer): void => {
      seen += b.toString();
      const end = seen.indexOf('\n');
      if (end < 0) return;
      line = seen.slice(0, end);
      laidOutAtFirstLine = rowsLaidOut(counted, kind);
      child.stdout.off('data', onData);
      child.stdout.pause();
      // The reader goes away, as `head -1` does once it has its line.
      setTimeout(() => child.stdout.destroy(), 200);
    };
    child.stdout.on('data', onData);
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, line: line ?? '', laidOutAtFirstLine, stderr }));
  });
}

describe('a long listing in a pipe whose reader leaves after one line', () => {
  it('`cairn list | head -1` in a shell: one line, exit 0, nothing on stderr', () => {
    const r = spawnSync('bash', ['-c', `"${process.execPath}" "${BIN}" list | head -1; echo "cairn exit \${PIPESTATUS[0]}" >&2`], {
      cwd: box.project,
      env: env(),
      encoding: 'utf8',
    });
    expect(r.stdout.split('\n').filter(Boolean)).toHaveLength(1);
    expect(r.stdout).toMatch(/^┌─/u);
    expect(r.stderr).toBe('cairn exit 0\n');
  });

  it('`cairn --json list | head -1` in a shell: one line, exit 0, nothing on stderr', () => {
    const r = spawnSync('bash', ['-c', `"${process.execPath}" "${BIN}" --json list | head -1; echo "cairn exit \${PIPESTATUS[0]}" >&2`], {
      cwd: box.project,
      env: env(),
      encoding: 'utf8',
    });
    expect(r.stdout).toBe('[\n');
    expect(r.stderr).toBe('cairn exit 0\n');
  });

  it('the first line arrives while most rows are not laid out yet, and none is laid out after the reader left', async () => {
    const counted = join(box.root, 'rows-list.txt');
    const r = await firstLineThenClose(['list'], counted);
    expect(r.stderr).toBe('');
    expect(r.signal).toBeNull();
    expect(r.code).toBe(0);
    expect(r.line).toMatch(/^┌─/u);
    // Old behaviour: every row laid out (twice: measured, then written) before the first line.
    expect(r.laidOutAtFirstLine).toBeGreaterThan(0);
    expect(r.laidOutAtFirstLine).toBeLessThan(MEMORIES / 2);
    // The writer stopped at the closed pipe: the rest of the table was never laid out.
    expect(rowsLaidOut(counted)).toBeLessThan(MEMORIES / 2);
  }, 120_000);

  it('the whole table in a pipe that stays open: every memory once, one table', () => {
    const counted = join(box.root, 'rows-whole.txt');
    const r = spawnSync(process.execPath, ['--require', COUNT_ROWS, BIN, 'list'], {
      cwd: box.project,
      env: env({ CAIRN_TEST_COUNT_ROWS: counted }),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines.filter((l) => l.startsWith('┌'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('└'))).toHaveLength(1);
    expect(lines.filter((l) => /^│ mem_/u.test(l))).toHaveLength(MEMORIES);
    expect(new Set(lines.filter(Boolean).map((l) => Array.from(l).length)).size).toBe(1);
    // Each row laid out once, and the first part up to three times more (measured, then fitted, then written); never the whole table twice.
    expect(rowsLaidOut(counted)).toBeLessThanOrEqual(MEMORIES + 300);
  }, 120_000);

  it('--json: the first line arrives while most memories are not yet serialised, exit 0 quietly', async () => {
    const counted = join(box.root, 'rows-json.txt');
    const r = await firstLineThenClose(['--json', 'list'], counted, 'json');
    expect(r.stderr).toBe('');
    expect(r.signal).toBeNull();
    expect(r.code).toBe(0);
    expect(r.line).toBe('[');
    // Old behaviour: the whole list serialised as one text before the first byte.
    expect(r.laidOutAtFirstLine).toBeLessThan(MEMORIES / 2);
    expect(rowsLaidOut(counted, 'json')).toBeLessThan(MEMORIES / 2);
    const whole = spawnSync(process.execPath, [BIN, '--json', 'list'], { cwd: box.project, env: env(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(JSON.parse(whole.stdout)).toHaveLength(MEMORIES);
  }, 120_000);
});
