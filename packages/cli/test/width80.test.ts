/**
 * Issue #14, walk-2 item 19: with COLUMNS=80 on a terminal, `cairn list`, `status`, `sessions`
 * and `review` fit 80 columns, and no id is cut. The width was read from the terminal only, so
 * `COLUMNS=80` in a wider one printed wider tables. The built CLI on a pseudo-terminal 160
 * columns wide, on an imported copy of the example project; in a pipe nothing is cut.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BIN, copyExample, type Sandbox, sandbox } from './harness.js';
import { ptyEnv } from './pty.js';

const COLUMNS = 80;

/** Runs the built CLI with COLUMNS=80 on a pseudo-terminal 160 columns wide; `keys` typed when `expect` shows. */
function at80(box: Sandbox, args: readonly string[], keys?: { expect: RegExp; send: string }) {
  const quoted = [process.execPath, BIN, ...args].map((w) => `'${w.replace(/'/gu, `'\\''`)}'`).join(' ');
  // The terminal itself is wider: COLUMNS=80, as the walk set it, is the person's word.
  const child = spawn('script', ['-qec', `stty cols 160 rows 60; ${quoted}`, '/dev/null'], {
    cwd: box.project,
    env: { ...ptyEnv(box), TERM: 'xterm', COLUMNS: String(COLUMNS) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  let sent = false;
  // One decoder for the stream: a box character's three bytes split over two chunks stay one
  // character (decoded chunk by chunk they became two U+FFFD, and the line read as too wide).
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (d: string) => {
    output += d;
    if (keys && !sent && keys.expect.test(output)) {
      sent = true;
      child.stdin.write(keys.send);
    }
  });
  return new Promise<{ code: number | null; lines: string[]; output: string }>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, lines: output.replace(/\r/gu, '').split('\n') });
    });
  });
}

/** Lines wider than the terminal. A sentence is the terminal's to wrap; a table's line (box characters, or an id) must fit. */
const tooWide = (lines: readonly string[]): string[] => lines.filter((l) => /[│┌└├─]|mem_/u.test(l) && Array.from(l).length > COLUMNS);
const ID = /mem_[0-9a-f]{16}/u;

describe('tables at 80 columns (issue #14, walk-2 item 19)', () => {
  it('list, status, sessions and review print no line wider than 80 columns, and every id whole', async () => {
    const box = sandbox();
    copyExample(box.project);
    expect(box.cairn(['import', '.']).code).toBe(0);
    const ids = box.json<{ id: string }[]>(['list']).value.map((r) => r.id);

    const list = await at80(box, ['list', '--limit', '10']);
    expect(list.code, list.output).toBe(0);
    expect(tooWide(list.lines), list.output).toEqual([]);
    for (const id of ids.slice(0, 10)) expect(list.output).toContain(id);

    // A host session recorded as a hook records it, with a long transcript path.
    const start = {
      session_id: 'walk-80-columns-session-0123456789abcdef',
      hook_event_name: 'SessionStart',
      source: 'startup',
      cwd: box.project,
      transcript_path: `${box.root}/user/.claude/projects/a-rather-long-project-folder-name/walk-80-columns-session.jsonl`,
    };
    box.cairn(['hook'], { input: JSON.stringify(start), env: { CLAUDE_PROJECT_DIR: box.project } });
    for (const args of [['status'], ['sessions']]) {
      const r = await at80(box, args);
      expect(r.code, r.output).toBe(0);
      expect(tooWide(r.lines), r.output).toEqual([]);
    }

    const review = await at80(box, ['review'], { expect: /quit $/mu, send: 'q' });
    expect(review.code, review.output).toBe(0);
    expect(tooWide(review.lines), review.output).toEqual([]);
    for (const line of review.lines.filter((l) => /mem_/u.test(l))) expect(line, review.output).toMatch(ID);
    // In a pipe COLUMNS cuts nothing: the same table as without it, and only a text past the
    // pipe's 500 characters (walk 11 item 1) is cut with '…'; ids, statuses and sources stay whole.
    const piped = box.cairn(['list'], { env: { COLUMNS: '80' } }).stdout;
    expect(piped).toBe(box.cairn(['list']).stdout);
    for (const line of piped.split('\n').filter((l) => l.includes('…'))) expect(line.split('│').slice(0, -2).join('│'), line).not.toContain('…');
  }, 180_000);
});
